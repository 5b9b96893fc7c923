// Where Document 3 and the resource-planning reference disagree, the document wins (docs/design.md):
// each difference with the document's sentence. emulators/resource-planning/README.md lists the same.
import type { DocumentWins } from './rp-reference.js';

/** Document 3's sentences where it says otherwise than the reference (the emulator's README lists them too). */
export const DOCUMENT_WINS: DocumentWins = {
  prefix: {
    sentence:
      'Document 3, Versioning: "Resource-planning API: version `v1`, path prefix `/api/v1`." (the reference writes the API-token paths as /api/api_tokens)',
  },
  paths: {
    'PUT /users/{}/expense_items/{}': {
      reference: 'PUT /projects/{}/users/{}/expense_items/{}',
      sentence:
        'Document 3, Endpoints, Expense items: "GET, PUT, DELETE /users/{user_id}/expense_items/{expense_item_id}"',
    },
  },
  fields: {
    Project: {
      owner_id: {
        spec: {
          types: ['number'],
          nullable: true,
          presence: 'always',
          writable: true,
          at: ['Document 3, Resources and their fields, Project'],
        },
        sentence:
          'Document 3, Resources and their fields: "Project: ... `owner_id` (set it to make the owner a member)"',
      },
    },
  },
  body: {
    'POST /projects': { owner_id: 'Document 3: "`owner_id` (set it to make the owner a member)"' },
    'PUT /projects/{}': { owner_id: 'Document 3: "`owner_id` (set it to make the owner a member)"' },
  },
  fieldsNames: {
    Assignment: {
      subtasks_counts: {
        document: 'subtask_counts',
        sentence:
          'Document 3, Resources and their fields: "Subtask completion and total counts are returned when `fields=subtask_counts`." (the reference writes `fields=subtasks_counts`)',
      },
    },
  },
  shapes: {
    'Assignment.subtasks': {
      types: ['array'],
      of: 'Subtask',
      sentence:
        'Document 3, Resources and their fields: "Assignment: ... `subtasks` (array of objects with `description` string and `completed` boolean)" (the reference nests them as a paginated collection)',
    },
  },
};
