// Document 1's attachment rules as rows: the 30 MB limit (simple and multipart uploads, new
// versions), Upload rules 6-7, the attachmentType values, versions, and the government deployment.
import type { AttachmentType } from '../generated/graphql.js';
import { MB, type attachmentOps } from './doc1-attachments.ops.js';
import { opRows, type OpInput } from './ops.js';
import { accepted, refused, type RuleRow } from './rule-types.js';

const UPLOADS = 'Upload rules';
const LIMITS = 'Limits';
const ATTACHMENT = 'Attachment';
const SHEET = 'demo sheet "Capacity Plan"';

const row = opRows<typeof attachmentOps>('Document 1');

const LIMIT = 30 * MB;
const URL_TYPES: AttachmentType[] = [
  'LINK',
  'FILESTORE_A',
  'FILESTORE_B',
  'FILESTORE_C',
  'NOTES_SERVICE',
  'FILESTORE_D',
  'FILESTORE_E',
];
export const GOVERNMENT_TYPES: AttachmentType[] = ['FILESTORE_A', 'FILESTORE_D', 'LINK', 'FILESTORE_E'];

export const attachmentRows: Array<RuleRow<OpInput>> = [
  row(
    'D1-UPLOAD-001',
    UPLOADS,
    'rule 2: maximum file size 30 MB (a simple upload of exactly 30 MB)',
    `${SHEET}; uploads a file to it`,
    'attach.file',
    { target: 'sheet', bytes: LIMIT },
    accepted({ attachmentType: 'FILE', sizeInKb: 30 * 1024 }),
    'knows',
  ),
  row(
    'D1-UPLOAD-002',
    UPLOADS,
    'rule 2: maximum file size 30 MB (a simple upload one byte over)',
    SHEET,
    'attach.file',
    { target: 'sheet', bytes: LIMIT + 1 },
    refused(400, 1074),
    'knows',
  ),
  row(
    'D1-UPLOAD-003',
    UPLOADS,
    'rule 1: a multipart upload creates an object (a comment) together with one file',
    `${SHEET}; a discussion it starts`,
    'attach.file',
    { target: 'comment', bytes: 2048 },
    accepted({ attachmentType: 'FILE', sizeInKb: 2 }),
    'knows',
  ),
  row(
    'D1-UPLOAD-004',
    LIMITS,
    'maximum upload size 30 MB for every file upload (multipart, one byte over)',
    `${SHEET}; a discussion it starts`,
    'attach.file',
    { target: 'comment', bytes: LIMIT + 1 },
    refused(400, 1074),
    'knows',
  ),
  row(
    'D1-UPLOAD-005',
    LIMITS,
    'maximum upload size 30 MB, new versions included',
    `${SHEET}; a file it uploads`,
    'attach.file',
    { target: 'version', bytes: LIMIT + 1 },
    refused(400, 1074),
    'knows',
  ),
  row(
    'D1-UPLOAD-006',
    'Attachments',
    'POST .../attachments/{attachmentId}/versions: upload a new version',
    `${SHEET}; a file it uploads`,
    'attach.file',
    { target: 'version', bytes: 3072 },
    accepted({ attachmentType: 'FILE', sizeInKb: 3 }),
    'knows',
  ),
  row(
    'D1-UPLOAD-007',
    UPLOADS,
    'rule 6: Content-Type may have an empty value; otherwise guessed from the file extension',
    SHEET,
    'attach.file',
    { target: 'sheet', bytes: 1024, filename: 'minutes.pdf', contentType: '' },
    accepted({ mimeType: 'application/pdf' }),
    'knows',
    {
      graphNote:
        'a GraphQL multipart part without a type arrives as application/octet-stream; the gateway sends that type empty, so the service guesses it',
    },
  ),
  ...(
    [
      ['rule 5: a file part must be named `file`', 'fileNotNamedFile', 1032],
      ['rule 4: the body ends with the boundary followed by two hyphens', 'noClosingBoundary', 1008],
      ['rule 3: Content-Type multipart/form-data including the boundary string', 'noBoundary', 1018],
      ['rule 6: a simple upload requires Content-Disposition', 'noContentDisposition', 1009],
      ['rule 6: a simple upload requires Content-Type (it may be empty but must be present)', 'noContentType', 1009],
    ] as const
  ).map(([quote, fault, code], i) =>
    row(
      `D1-UPLOAD-${String(8 + i).padStart(3, '0')}`,
      UPLOADS,
      quote,
      SHEET,
      'attach.malformed',
      { fault },
      refused(400, code),
      'typed',
      {
        graphAccepted: { attachmentType: 'FILE', mimeType: 'text/plain' },
        graphNote:
          'a client of the graph cannot reach the framing: the gateway frames its uploads by the rules, and the service accepts them',
      },
    ),
  ),
  ...URL_TYPES.map((attachmentType, i) =>
    row(
      `D1-URL-00${i + 1}`,
      UPLOADS,
      `rule 7: attaching by URL uses one of the attachmentType values (${attachmentType})`,
      SHEET,
      'attach.url',
      { attachmentType },
      accepted({ attachmentType }),
      'knows',
    ),
  ),
  row(
    'D1-URL-008',
    ATTACHMENT,
    'FILE is an uploaded file, not a URL attachment',
    SHEET,
    'attach.url',
    { attachmentType: 'FILE' },
    refused(400, 1051),
    'knows',
  ),
  row(
    'D1-ATT-001',
    'Attachments',
    'Get attachment returns a temporary download URL; urlExpiresInMillis gives its validity',
    `${SHEET}; a file it uploads`,
    'attach.file',
    { target: 'sheet', bytes: 10 },
    accepted({ temporaryUrl: true }),
    'knows',
  ),
  row(
    'D1-ATT-002',
    ATTACHMENT,
    'versions are listed newest first',
    `${SHEET}; a file it uploads in three versions (1, 2, 3 KB)`,
    'attach.versions',
    {},
    accepted({ sizesInKb: [3, 2, 1] }),
    'backend',
  ),
  row(
    'D1-ATT-003',
    'States and transitions',
    'delete all versions of an attachment with several versions removes the attachment from its parent',
    `${SHEET}; a file it uploads in two versions`,
    'attach.deleteVersions',
    {},
    accepted({ exists: false }),
    'backend',
  ),
];

/** Rows run with the attachment posting budget on (the document's 30 per minute and token). */
export const postingRateRows: Array<RuleRow<OpInput>> = [
  row(
    'D1-RATE-001',
    LIMITS,
    'attachment posting rate: 30 requests per minute per API token',
    `${SHEET}; 30 links it attaches first`,
    'attach.overPostingRate',
    {},
    refused(429, 4003),
    'backend',
  ),
];

/** Rows on discussions. */
export const discussionRows: Array<RuleRow<OpInput>> = [
  row(
    'D1-DISC-001',
    'What the service does',
    'comments can be added only to an existing discussion',
    `${SHEET}; a discussion it starts and deletes`,
    'comment.deletedDiscussion',
    {},
    refused(404, 1006),
    'backend',
  ),
];

/** Rows run against a government deployment (emulator and gateway both set to it). */
export const governmentRows: Array<RuleRow<OpInput>> = [
  ...GOVERNMENT_TYPES.map((attachmentType, i) =>
    row(
      `D1-GOV-00${i + 1}`,
      ATTACHMENT,
      `the government deployment allows ${attachmentType}`,
      `${SHEET}; government deployment`,
      'attach.url',
      { attachmentType },
      accepted({ attachmentType }),
      'knows',
    ),
  ),
  row(
    'D1-GOV-005',
    ATTACHMENT,
    'the government deployment allows FILE',
    `${SHEET}; government deployment; uploads a file`,
    'attach.file',
    { target: 'sheet', bytes: 100 },
    accepted({ attachmentType: 'FILE' }),
    'knows',
  ),
  ...URL_TYPES.filter((t) => !GOVERNMENT_TYPES.includes(t)).map((attachmentType, i) =>
    row(
      `D1-GOV-00${6 + i}`,
      ATTACHMENT,
      `the government deployment allows only FILESTORE_A, FILE, FILESTORE_D, LINK, FILESTORE_E (not ${attachmentType})`,
      `${SHEET}; government deployment`,
      'attach.url',
      { attachmentType },
      refused(400, 1255),
      'knows',
    ),
  ),
];
