// Document 3's allocation rule for assignments: `allocation_mode` (percent, hours_per_day, fixed)
// comes with its matching value property (percent, hours_per_day, fixed_hours) and no other's. Every
// breach is refused by the gateway on create and update, before any write, as a user error naming the
// field, and by the service with HTTP 400 for the same body on every write path (/assignments,
// /projects/{id} and /users/{id}).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { AllocationInput } from '../generated/graphql.js';
import { resetAllLogs, writes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { refusalOf } from '../helpers/user-errors.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
const PROJECT = 500001;
const PERSON = 300105;
let assignmentId: number;

const CREATE = graphql(`
  mutation AllocationCreate($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      assignment {
        id
        assignmentId: backendId
      }
      userErrors {
        field
        code
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AllocationUpdate($input: UpdateAssignmentInput!) {
    updateAssignment(input: $input) {
      assignment {
        allocationMode
        hoursPerDay
        percent
      }
      userErrors {
        field
        code
      }
    }
  }
`);

/** The status the resource-planning service answers a write sent to it directly. */
async function directStatus(method: string, path: string, body: unknown): Promise<number> {
  return (await direct(stack.emulators.resourcePlanning, method, path, body)).status;
}

beforeAll(async () => {
  const created = dataOf(
    await run(CREATE, {
      input: {
        assignableId: globalId('Project', PROJECT),
        personId: globalId('Person', PERSON),
        startsAt: '2026-06-01',
        endsAt: '2026-06-12',
        allocation: { mode: 'PERCENT', percent: 0.5 },
      },
    }),
  );
  assignmentId = Number(present(present(created.createAssignment).assignment).assignmentId);
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

/** A breach of the rule: the graph's allocation input, the API's body, and the input field the refusal names. */
const BREACHES: Array<{ rule: string; allocation: AllocationInput; body: Record<string, unknown>; field: string }> = [
  {
    rule: 'percent without its value',
    allocation: { mode: 'PERCENT' },
    body: { allocation_mode: 'percent' },
    field: 'percent',
  },
  {
    rule: 'hours_per_day without its value',
    allocation: { mode: 'HOURS_PER_DAY' },
    body: { allocation_mode: 'hours_per_day', hours_per_day: null },
    field: 'hoursPerDay',
  },
  {
    rule: 'fixed without its value',
    allocation: { mode: 'FIXED' },
    body: { allocation_mode: 'fixed' },
    field: 'fixedHours',
  },
  {
    rule: "percent with another mode's value",
    allocation: { mode: 'PERCENT', percent: 0.5, hoursPerDay: 4 },
    body: { allocation_mode: 'percent', percent: 0.5, hours_per_day: 4 },
    field: 'hoursPerDay',
  },
  {
    rule: "fixed with another mode's value",
    allocation: { mode: 'FIXED', fixedHours: 10, percent: 0.5 },
    body: { allocation_mode: 'fixed', fixed_hours: 10, percent: 0.5 },
    field: 'percent',
  },
  {
    rule: 'a percent above 1 (a fraction)',
    allocation: { mode: 'PERCENT', percent: 1.5 },
    body: { allocation_mode: 'percent', percent: 1.5 },
    field: 'percent',
  },
  {
    rule: 'more than 24 hours per day',
    allocation: { mode: 'HOURS_PER_DAY', hoursPerDay: 25 },
    body: { allocation_mode: 'hours_per_day', hours_per_day: 25 },
    field: 'hoursPerDay',
  },
  {
    rule: 'no fixed hours',
    allocation: { mode: 'FIXED', fixedHours: 0 },
    body: { allocation_mode: 'fixed', fixed_hours: 0 },
    field: 'fixedHours',
  },
];

/** The service's write paths of the same assignment. */
const CREATE_URLS = [
  (): string => '/assignments',
  (): string => `/projects/${PROJECT}/assignments`,
  (): string => `/users/${PERSON}/assignments`,
];
const UPDATE_URLS = [
  (): string => `/assignments/${assignmentId}`,
  (): string => `/projects/${PROJECT}/assignments/${assignmentId}`,
  (): string => `/users/${PERSON}/assignments/${assignmentId}`,
];

describe('the allocation rule on every assignment write path', () => {
  for (const breach of BREACHES) {
    it(`refuses ${breach.rule} on every create and update path, in the gateway and in the service`, async () => {
      const created = await run(CREATE, {
        input: {
          assignableId: globalId('Project', PROJECT),
          personId: globalId('Person', PERSON),
          startsAt: '2026-07-01',
          endsAt: '2026-07-10',
          allocation: breach.allocation,
        },
      });
      refusalOf(created, 'createAssignment', { code: 'INVALID', field: ['input', 'allocation', breach.field] });
      const updated = await run(UPDATE, {
        input: { id: globalId('Assignment', assignmentId), allocation: breach.allocation },
      });
      refusalOf(updated, 'updateAssignment', { code: 'INVALID', field: ['input', 'allocation', breach.field] });
      for (const url of CREATE_URLS)
        expect(
          await directStatus('POST', url(), {
            assignable_id: PROJECT,
            user_id: PERSON,
            starts_at: '2026-07-01',
            ends_at: '2026-07-10',
            ...breach.body,
          }),
          `POST ${url()}`,
        ).toBe(400);
      for (const url of UPDATE_URLS) expect(await directStatus('PUT', url(), breach.body), `PUT ${url()}`).toBe(400);
      // The gateway wrote nothing: every write in the log is one of the direct calls above, all refused.
      const written = await writes(stack.emulators.resourcePlanning);
      expect(written).toHaveLength(CREATE_URLS.length + UPDATE_URLS.length);
      expect(written.every((c) => c.status === 400)).toBe(true);
    });
  }

  it('still writes an allocation that follows the rule', async () => {
    const answer = await run(UPDATE, {
      input: { id: globalId('Assignment', assignmentId), allocation: { mode: 'HOURS_PER_DAY', hoursPerDay: 6 } },
    });
    expect(dataOf(answer).updateAssignment?.assignment).toEqual({
      allocationMode: 'HOURS_PER_DAY',
      hoursPerDay: 6,
      percent: null,
    });
  });
});
