// Read-only reference data through the graph: disciplines, holidays and leave types (lists, single
// reads, refetch by id), and that neither the graph nor the service offers writes for them.
import { beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { rpAll } from '../helpers/reference.js';
import type { RpRecord } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
const nodes = (connection: any) => connection.edges.map((e: any) => e.node);

describe('reference data', () => {
  it('lists disciplines and reads one by id and by global id', async () => {
    const result = await gql('{ disciplines { edges { node { id disciplineId name } } } discipline(id: "3002") { name } missing: discipline(id: "1") { name } }');
    expect(result.errors).toBeUndefined();
    const expected = await rpAll<RpRecord>(stack.emulators, '/disciplines');
    expect(nodes(result.data.disciplines).map((d: any) => [d.disciplineId, d.name])).toEqual(expected.map((d) => [String(d.id), d.value]));
    expect(result.data.discipline).toEqual({ name: expected.find((d) => d.id === 3002)!.value });
    expect(result.data.missing).toBeNull();
    const node = await gql('query N($id: ID!) { node(id: $id) { ... on Discipline { name } } }', { id: toGlobalId('Discipline', 3001) });
    expect(node.data.node).toEqual({ name: expected[0]!.value });
    expect((await calls()).filter((c) => c.template === '/disciplines/{discipline_id}').map((c) => c.status).sort()).toEqual([200, 200, 404]);
  });

  it('walks the holidays page by page', async () => {
    const expected = (await rpAll<RpRecord>(stack.emulators, '/holidays')).map((h) => `${h.name} ${h.date}`);
    await resetAllLogs(stack.emulators);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = await gql('query H($after: String) { holidays(first: 5, after: $after) { edges { node { holidayId name date } } pageInfo { hasNextPage endCursor } } }', { after });
      seen.push(...nodes(page.data.holidays).map((h: any) => `${h.name} ${h.date}`));
      if (!page.data.holidays.pageInfo.hasNextPage) break;
      after = page.data.holidays.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    expect(expected.length).toBeGreaterThan(5);
    expect((await calls()).every((c) => c.template === '/holidays')).toBe(true);
  });

  it('lists leave types and reads one', async () => {
    const result = await gql('{ leaveTypes { edges { node { id leaveTypeId name } } } leaveType(id: "490002") { name } }');
    expect(result.errors).toBeUndefined();
    expect(nodes(result.data.leaveTypes).map((l: any) => l.name)).toEqual(['Vacation', 'Sick', 'Parental Leave', 'Public Holiday', 'Training']);
    expect(result.data.leaveType).toEqual({ name: 'Sick' });
    expect((await calls()).map((c) => c.template).sort()).toEqual(['/leave_types', '/leave_types/{leave_type_id}']);
  });

  it('offers no writes: no mutation in the graph, and the service refuses them', async () => {
    const schema = await gql('{ __type(name: "Mutation") { fields { name } } }');
    const names: string[] = schema.data.__type.fields.map((f: any) => f.name);
    expect(names.filter((n) => /discipline|holiday|leavetype/i.test(n))).toEqual([]);
    const before = await rpAll<RpRecord>(stack.emulators, '/disciplines');
    for (const [method, path] of [['POST', '/disciplines'], ['PUT', '/disciplines/3001'], ['DELETE', '/disciplines/3001'], ['POST', '/holidays'], ['POST', '/leave_types'], ['DELETE', '/leave_types/490001']]) {
      const response = await fetch(`${stack.emulators.resourcePlanning.baseUrl}${path}`, { method: method!, headers: { auth: 'rp-demo-token', 'content-type': 'application/json' }, body: method === 'DELETE' ? undefined : '{"value":"X","name":"X"}' });
      expect(response.status).toBe(405);
    }
    expect(await rpAll<RpRecord>(stack.emulators, '/disciplines')).toEqual(before);
    expect((await rpAll<RpRecord>(stack.emulators, '/leave_types')).length).toBe(5);
  });

  it('resolves the settings entity types through _entities (federation), null for unknown ids', async () => {
    const ids = {
      BillRate: toGlobalId('BillRate', 1200001),
      BudgetItem: toGlobalId('BudgetItem', 1300001),
      CustomField: toGlobalId('CustomField', 9002),
      Availability: toGlobalId('Availability', 300101, 1400001),
      Discipline: toGlobalId('Discipline', 3001),
      ApiToken: toGlobalId('ApiToken', 1),
    };
    const representations = [...Object.entries(ids).map(([type, id]) => ({ __typename: type, id })), { __typename: 'BudgetItem', id: toGlobalId('BudgetItem', 1) }];
    const result = await gql('query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }', { r: representations });
    expect(result.errors).toBeUndefined();
    expect(result.data._entities).toEqual([...Object.entries(ids).map(([type, id]) => ({ __typename: type, id })), null]);
  });
});
