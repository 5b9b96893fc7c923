// Sheets through the graph: every column type typed, cells with value/displayValue/objectValue as
// the service sends them, and 64-bit ids kept exact end to end.
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmSheet } from '../helpers/rest-shapes.js';
import { graphql, useStack } from '../helpers/stack.js';

const stack = useStack();

const ALL_TYPES = ['ABSTRACT_DATETIME', 'CHECKBOX', 'CONTACT_LIST', 'DATE', 'DATETIME', 'DURATION', 'MULTI_CONTACT_LIST', 'MULTI_PICKLIST', 'PICKLIST', 'PREDECESSOR', 'TEXT_NUMBER'];

async function bigSheetId(): Promise<string> {
  const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
  const counts = await Promise.all(sheets.map(async (s) => ({ id: String(s.id), rows: (await wmGet<WmSheet>(stack.emulators, `/sheets/${s.id}?pageSize=1&page=1`)).totalRowCount as number })));
  return counts.reduce((a, b) => (b.rows > a.rows ? b : a)).id;
}

describe('sheets', () => {
  it('types every column of the big sheet, including system columns and symbols', async () => {
    const id = await bigSheetId();
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { totalRowCount columns { title type primary symbol systemColumnType autoNumberFormat { prefix fill } } } }', { id });
    expect(result.errors).toBeUndefined();
    const columns = result.data.sheet.columns;
    expect(new Set(columns.map((c: any) => c.type))).toEqual(new Set(ALL_TYPES));
    expect(columns.filter((c: any) => c.primary)).toHaveLength(1);
    expect(columns.map((c: any) => c.systemColumnType)).toEqual(expect.arrayContaining(['AUTO_NUMBER', 'CREATED_DATE', 'MODIFIED_DATE', 'CREATED_BY', 'MODIFIED_BY']));
    expect(columns.some((c: any) => c.symbol)).toBe(true);
    expect(result.data.sheet.totalRowCount).toBeGreaterThanOrEqual(2000);
  });

  it('names the creator and last editor of each row', async () => {
    const id = await bigSheetId();
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { rows(first: 5) { edges { node { createdBy { email } modifiedBy { email } } } } } }', { id });
    expect(result.errors).toBeUndefined();
    for (const { node } of result.data.sheet.rows.edges) {
      expect(node.createdBy.email).toMatch(/@/);
      expect(node.modifiedBy.email).toMatch(/@/);
    }
  });

  it('returns cells as the service sends them: value, displayValue and typed objectValue', async () => {
    const id = await bigSheetId();
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      `query S($id: ID!) { sheet(id: $id) { rows(first: 60) { edges { node { cells { columnType value displayValue objectValue {
        __typename ... on PredecessorList { predecessors { rowId type lag { days } } }
        ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } } } }`,
      { id },
    );
    expect(result.errors).toBeUndefined();
    const cells = result.data.sheet.rows.edges.flatMap((e: any) => e.node.cells);
    const ofType = (t: string) => cells.filter((c: any) => c.columnType === t && c.value !== null);
    expect(ofType('PREDECESSOR').some((c: any) => c.objectValue?.__typename === 'PredecessorList' && c.objectValue.predecessors.length > 0)).toBe(true);
    expect(ofType('MULTI_CONTACT_LIST').some((c: any) => c.objectValue?.__typename === 'MultiContactValue' && c.objectValue.contacts[0].email)).toBe(true);
    expect(ofType('MULTI_PICKLIST').some((c: any) => c.objectValue?.__typename === 'MultiPicklistValue' && c.objectValue.values.length > 0)).toBe(true);
    for (const cell of ofType('CONTACT_LIST')) expect(cell.displayValue).toBeTruthy();
    for (const cell of ofType('CHECKBOX')) expect(cell.displayValue).toBeNull();
    for (const cell of ofType('DATE')) expect(cell.displayValue).toBeNull();
    expect(ofType('CHECKBOX').some((c: any) => typeof c.value === 'boolean')).toBe(true);
    expect(ofType('TEXT_NUMBER').some((c: any) => typeof c.value === 'number')).toBe(true);
  });

  it('keeps ids beyond 2^53 exact, from the upstream JSON through global ids and back', async () => {
    const raw = await (await fetch(`${stack.emulators.workManagement.baseUrl}/users?includeAll=true`, { headers: { authorization: 'Bearer wm-demo-admin-token' } })).text();
    const big = [...raw.matchAll(/"id":(\d{16,19})/g)].map((m) => m[1] as string).filter((id) => BigInt(id) > 2n ** 53n);
    expect(big.length).toBeGreaterThan(0);
    const id = big[0] as string;
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query U($id: ID!) { user(id: $id) { id userId } }', { id });
    expect(result.data.user).toEqual({ id: toGlobalId('User', id), userId: id });
    const again = await graphql<any>(stack.gateway.graphqlUrl, 'query N($id: ID!) { node(id: $id) { ... on User { userId } } }', { id: result.data.user.id });
    expect(again.data.node.userId).toBe(id);
  });

  it('refetches a row by its global id in one sheet read', async () => {
    const id = await bigSheetId();
    const page = await graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { rows(first: 3, after: null) { edges { node { id rowNumber } } } } }', { id });
    const rows = page.data.sheet.rows.edges.map((e: any) => e.node);
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query N($ids: [ID!]!) { nodes(ids: $ids) { ... on Row { id rowNumber sheet { id } } } }', { ids: rows.map((r: any) => r.id) });
    expect(result.data.nodes.map((n: any) => ({ id: n.id, rowNumber: n.rowNumber }))).toEqual(rows);
  });
});
