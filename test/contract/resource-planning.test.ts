// The gateway and the resource-planning emulator against the vendor's published reference
// (test/fixtures/rp-reference.json, from the vendor's API documentation sources): every operation
// the gateway calls is driven through the graph, every exchange recorded, and each request (path,
// method, query and body parameters) and answer (status, envelope, fields, types, nullability)
// checked. The only exceptions are where Document 3 says otherwise: the document wins.
import { beforeAll, describe, expect, it } from 'vitest';
import { exchanges, recordExchanges, type Exchange } from '../helpers/exchanges.js';
import { gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { readSteps, writeSteps, type DriveIds } from './rp-driver.js';
import { DOCUMENT_WINS } from './rp-document-wins.js';
import { ContractCheck, endpointKeyOf, GATEWAY_OPERATIONS, reference } from './rp-reference.js';

const stack = useStack();
const gateway = gql(stack);
/** Every GraphQL error of the drive, by operation; the drive goes on after one. */
const errors: string[] = [];
const run: typeof gateway = async (document, ...rest) => {
  const result = await gateway(document, ...rest);
  const [definition] = document.definitions;
  const name = definition && 'name' in definition ? (definition.name?.value ?? '?') : '?';
  for (const error of result.errors ?? []) errors.push(`${name}: ${error.message}`);
  return result;
};

let ids: DriveIds;
let recorded: Exchange[];

beforeAll(async () => {
  const all = <T extends RpRecord = RpRecord>(path: string) => rpAll<T>(stack.emulators, path);
  const [people, projects, leaveTypes, rates, fields, placeholders, disciplines] = await Promise.all([
    all('/users'),
    all('/projects?with_phases=true'),
    all('/leave_types'),
    all('/bill_rates'),
    all('/custom_fields'),
    all('/placeholder_resources'),
    all('/disciplines'),
  ]);
  // An assignment of a person on a (not archived) project that has phases: the drive starts from it.
  const withPhases = (id: unknown) =>
    projects.some((p) => p.id === id && p.parent_id === null && !p.archived) &&
    projects.some((q) => q.parent_id === id);
  const assignment = present(
    (await all('/assignments')).find(
      (a) => a.user_id !== null && withPhases(a.assignable_id) && people.some((p) => p.id === a.user_id),
    ),
  );
  const person = Number(assignment.user_id);
  const project = Number(assignment.assignable_id);
  const items = await all(`/projects/${project}/budget_items?item_type=TimeFees`);
  const expense = present(
    (await Promise.all(people.slice(0, 20).map((p) => all(`/users/${p.id}/expense_items`)))).flat()[0],
  );
  ids = {
    person,
    otherPerson: present(people.find((p) => p.id !== person)).id,
    project,
    phase: present(projects.find((p) => p.parent_id === project)).id,
    leaveType: present(leaveTypes[0]).id,
    assignment: assignment.id,
    accountRate: present(rates[0]).id,
    projectRate: present((await all(`/projects/${project}/bill_rates`))[0]).id,
    budgetItem: present(items[0]).id,
    expenseItem: { user: Number(expense.user_id), id: expense.id },
    discipline: present(disciplines[0]).id,
    placeholder: present(placeholders[0]).id,
    projectField: present(fields.find((f) => f.namespace === 'assignables' && f.data_type === 'string')).id,
    personField: present(fields.find((f) => f.namespace === 'users' && f.data_type === 'string')).id,
  };
  await recordExchanges(stack.emulators.resourcePlanning, true);
  for (const [, send] of [...readSteps(run, ids), ...writeSteps(run, ids)]) await send();
  recorded = await exchanges(stack.emulators.resourcePlanning);
  await recordExchanges(stack.emulators.resourcePlanning, false);
});

describe('the resource-planning contract', () => {
  it('drives every resource-planning operation the gateway calls', () => {
    const called = new Set(recorded.map(endpointKeyOf));
    expect(GATEWAY_OPERATIONS.filter((op) => !called.has(op))).toEqual([]);
    // One refusal is part of the drive (an approved expense item cannot be deleted): a user error, no top-level error.
    expect(errors).toEqual([]);
    expect(
      recorded.some(
        (e) =>
          e.method === 'DELETE' && e.template?.endsWith('/expense_items/{expense_item_id}') && (e.status ?? 0) >= 400,
      ),
    ).toBe(true);
  });

  it('agrees with the reference in every request and answer, but where Document 3 wins', () => {
    const check = new ContractCheck(DOCUMENT_WINS);
    for (const exchange of recorded) check.checkExchange(exchange);
    expect(recorded.length).toBeGreaterThan(100);
    expect(check.disagreements()).toEqual([]);
  });

  it('finds a disagreement in one broken field of one answer', () => {
    const read = present(
      recorded.find((e) => e.method === 'GET' && e.template === '/projects/{project_id}' && e.status === 200),
    );
    const body = JSON.parse(read.exchange.responseBody) as Record<string, unknown>;
    const broken: Exchange = {
      ...read,
      exchange: { ...read.exchange, responseBody: JSON.stringify({ ...body, starts_at: 20260105 }) },
    };
    const check = new ContractCheck(DOCUMENT_WINS);
    check.checkExchange(broken);
    expect(check.problems).toEqual([expect.stringContaining('answer.starts_at - 20260105 is not date')]);
  });

  it('reads the reference it was extracted from', () => {
    expect(reference.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(reference.endpoints.length).toBeGreaterThan(100);
  });
});
