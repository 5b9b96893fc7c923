// Read-only reference data through the graph: disciplines, holidays and leave types (lists, single
// reads, refetch by id), and that neither the graph nor the service offers writes for them.
import { beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { ReferenceDataHolidaysQuery } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const calls = () => callsOf(stack.emulators.resourcePlanning);
const nodes = <T>(connection: { edges: Array<{ node: T }> } | null | undefined): T[] =>
  present(connection, 'the connection').edges.map((e) => e.node);

type HolidayPage = NonNullable<ReferenceDataHolidaysQuery['holidays']>;

describe('reference data', () => {
  it('lists disciplines and reads one by id and by global id', async () => {
    const DISCIPLINES = graphql(`
      query ReferenceDataDisciplines($id: ID!, $missing: ID!) {
        disciplines {
          edges {
            node {
              id
              disciplineId: backendId
              name
            }
          }
        }
        discipline(id: $id) {
          name
        }
        missing: discipline(id: $missing) {
          name
        }
      }
    `);
    const data = dataOf(await run(DISCIPLINES, { id: '3002', missing: '1' }));
    const expected = await rpAll<RpRecord>(stack.emulators, '/disciplines');
    expect(nodes(data.disciplines).map((d) => [d.disciplineId, d.name])).toEqual(
      expected.map((d) => [String(d.id), d.value]),
    );
    expect(data.discipline).toEqual({
      name: present(
        expected.find((d) => d.id === 3002),
        'discipline 3002',
      ).value,
    });
    expect(data.missing).toBeNull();
    const DISCIPLINE_NODE = graphql(
      `query ReferenceDataDisciplineNode($id: ID!) { node(id: $id) { ... on Discipline { name } } }`,
    );
    const node = await run(DISCIPLINE_NODE, { id: globalId('Discipline', 3001) });
    expect(node.data?.node).toEqual({ name: present(expected[0]).value });
    expect(
      (await calls())
        .filter((c) => c.template === '/disciplines/{discipline_id}')
        .map((c) => c.status)
        .sort(),
    ).toEqual([200, 200, 404]);
  });

  it('walks the holidays page by page', async () => {
    const expected = (await rpAll<RpRecord>(stack.emulators, '/holidays')).map(
      (h) => `${String(h.name)} ${String(h.date)}`,
    );
    await resetAllLogs(stack.emulators);
    const seen: string[] = [];
    let after: string | null = null;
    const HOLIDAYS = graphql(`
      query ReferenceDataHolidays($after: String) {
        holidays(first: 5, after: $after) {
          edges {
            node {
              holidayId: backendId
              name
              date
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `);
    for (;;) {
      const holidays: HolidayPage = present(dataOf(await run(HOLIDAYS, { after })).holidays);
      seen.push(...holidays.edges.map((e) => `${e.node.name} ${e.node.date}`));
      if (!holidays.pageInfo.hasNextPage) break;
      after = holidays.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    expect(expected.length).toBeGreaterThan(5);
    expect((await calls()).every((c) => c.template === '/holidays')).toBe(true);
  });

  it('lists leave types and reads one', async () => {
    const LEAVE_TYPES = graphql(`
      query ReferenceDataLeaveTypes($id: ID!) {
        leaveTypes {
          edges {
            node {
              id
              leaveTypeId: backendId
              name
            }
          }
        }
        leaveType(id: $id) {
          name
        }
      }
    `);
    const data = dataOf(await run(LEAVE_TYPES, { id: '490002' }));
    expect(nodes(data.leaveTypes).map((l) => l.name)).toEqual([
      'Vacation',
      'Sick',
      'Parental Leave',
      'Public Holiday',
      'Training',
    ]);
    expect(data.leaveType).toEqual({ name: 'Sick' });
    expect((await calls()).map((c) => c.template).sort()).toEqual(['/leave_types', '/leave_types/{leave_type_id}']);
  });

  it('offers no writes: no mutation in the graph, and the service refuses them', async () => {
    const MUTATION_FIELDS = graphql(
      `query ReferenceDataMutationFields { __type(name: "Mutation") { fields { name } } }`,
    );
    const fields = present(present(dataOf(await run(MUTATION_FIELDS)).__type, 'the Mutation type').fields);
    const names = fields.map((f) => f.name);
    expect(names.filter((n) => /discipline|holiday|leavetype/i.test(n))).toEqual([]);
    const before = await rpAll<RpRecord>(stack.emulators, '/disciplines');
    const attempts = [
      ['POST', '/disciplines'],
      ['PUT', '/disciplines/3001'],
      ['DELETE', '/disciplines/3001'],
      ['POST', '/holidays'],
      ['POST', '/leave_types'],
      ['DELETE', '/leave_types/490001'],
    ] as const;
    for (const [method, path] of attempts) {
      const response = await direct(
        stack.emulators.resourcePlanning,
        method,
        path,
        method === 'DELETE' ? undefined : '{"value":"X","name":"X"}',
      );
      expect(response.status).toBe(405);
    }
    expect(await rpAll<RpRecord>(stack.emulators, '/disciplines')).toEqual(before);
    expect((await rpAll<RpRecord>(stack.emulators, '/leave_types')).length).toBe(5);
  });

  it('resolves the settings entity types through _entities (federation), null for unknown ids', async () => {
    const ids = {
      BillRate: globalId('BillRate', 1200001),
      BudgetItem: globalId('BudgetItem', 1300001),
      CustomField: globalId('CustomField', 9002),
      Availability: globalId('Availability', 300101, 1400001),
      Discipline: globalId('Discipline', 3001),
      ApiToken: globalId('ApiToken', 1),
    };
    const representations = [
      ...Object.entries(ids).map(([type, id]) => ({ __typename: type, id })),
      { __typename: 'BudgetItem', id: globalId('BudgetItem', 1) },
    ];
    // `_entities` is added by the subgraph library, not in schema/: a document as text.
    const result = dataOf(
      await gqlText(stack)<{ _entities: Array<{ __typename: string; id: string } | null> }>(
        `
          query ReferenceDataEntities($r: [_Any!]!) {
            _entities(representations: $r) {
              __typename
              ... on Node {
                id
              }
            }
          }
        `,
        { r: representations },
      ),
    );
    expect(result._entities).toEqual([...Object.entries(ids).map(([type, id]) => ({ __typename: type, id })), null]);
  });
});
