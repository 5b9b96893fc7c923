// The gateway sends each backend only the query parameters its reference documents for the operation:
// the vendor's OpenAPI document for work management (test/fixtures/wm-documented-parameters.json,
// extracted by scripts/extract-openapi-parameters.ts), plus what Document 1 and backends.md add;
// backends.md and Document 3 (with the resource-planning reference they cite) for the other two.
// A broad set of reads and writes goes through the gateway; every URL the emulators log is checked.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { wmAll, wmGet } from '../helpers/reference.js';
import { graphql, resetAllLogs, upstreamCalls, useStack, type LoggedCall } from '../helpers/stack.js';

const stack = useStack();

const openApi = (JSON.parse(readFileSync(new URL('../fixtures/wm-documented-parameters.json', import.meta.url), 'utf8')) as { operations: Record<string, string[]> }).operations;

/** Token pagination (Document 1's pagination shapes; `maxItems` from backends.md 1.1, the vendor's pagination guide). */
const TOKEN_PAGES = ['paginationType', 'lastKey', 'maxItems'];

/** Work-management parameters documented outside the OpenAPI document (which predates them), by operation. */
const WM_DOCUMENTED_ELSEWHERE: Record<string, string[]> = {
  // Document 1, "Operations named in the change history".
  'GET /users': ['planId', 'seatType'],
  'DELETE /users/{}': ['removeFromSharing', 'transferSheets', 'transferTo'],
  'GET /workspaces': TOKEN_PAGES,
  'GET /sights': TOKEN_PAGES,
  'GET /webhooks': TOKEN_PAGES,
  'GET /folders/{}/children': ['childrenResourceTypes', ...TOKEN_PAGES],
  'GET /workspaces/{}/children': ['childrenResourceTypes', ...TOKEN_PAGES],
  'GET /folders/{}/metadata': [],
  'GET /workspaces/{}/metadata': [],
  'GET /users/{}/plans': TOKEN_PAGES,
  'DELETE /users/{}/plans/{}': [],
  'POST /users/{}/plans/{}/upgrade': [],
  'POST /users/{}/plans/{}/downgrade': [],
  'GET /shares': ['assetType', 'assetId', ...TOKEN_PAGES],
  'GET /shares/{}': ['assetType', 'assetId'],
  // sendEmail: as on the per-asset share creation this endpoint replaces.
  'POST /shares': ['assetType', 'assetId', 'sendEmail'],
  'PATCH /shares/{}': ['assetType', 'assetId'],
  'DELETE /shares/{}': ['assetType', 'assetId'],
  // backends.md 1.6: `to` (with `since`); the filtered feed takes its selection in the body.
  'GET /events': ['to'],
  'POST /filteredEvents': [],
};

/** Resource-planning parameters (backends.md 2), and the one list filter the reference documents. */
const RP_LIST = ['page', 'per_page', 'filter_field', 'filter_list', 'from', 'to', 'with_archived', 'with_phases', 'with_suggestions', 'sort_field', 'sort_order', 'fields'];
const RP_DOCUMENTED_ELSEWHERE: Record<string, string[]> = { 'GET /projects/{}/budget_items': ['item_type'] };
/** Digital-asset parameters (backends.md 3). */
const DA_LIST = ['page', 'per', 'fields', 'include', 'search'];

const operationOf = (call: LoggedCall): string => `${call.method} ${(call.template ?? '').replace(/\{[^}]+\}/g, '{}')}`;
const parametersOf = (call: LoggedCall): string[] => [...new URL(call.url, 'http://emulator').searchParams.keys()];

/** The query parameters of a logged call that its operation's reference does not document (null: an operation no reference names). */
function undocumented(backend: 'work-management' | 'resource-planning' | 'digital-asset', call: LoggedCall): string[] | null {
  const operation = operationOf(call);
  let documented: string[] | undefined;
  if (backend === 'work-management') {
    const fromOpenApi = openApi[operation];
    const elsewhere = WM_DOCUMENTED_ELSEWHERE[operation];
    if (!fromOpenApi && !elsewhere) return null;
    documented = [...(fromOpenApi ?? []), ...(elsewhere ?? [])];
  } else if (backend === 'resource-planning') {
    documented = [...(call.method === 'GET' ? RP_LIST : []), ...(RP_DOCUMENTED_ELSEWHERE[operation] ?? [])];
  } else {
    documented = call.method === 'GET' ? DA_LIST : [];
  }
  return parametersOf(call).filter((name) => !documented.includes(name));
}

let sheet: { id: string; col: Record<string, string>; rows: string[] };
let plan: { id: string; col: Record<string, string> };
let users: any[];

beforeAll(async () => {
  const sheets = await wmAll(stack.emulators, '/sheets');
  const risks = sheets.find((s) => s.name === 'Programme Risks');
  const full = await wmGet(stack.emulators, `/sheets/${risks.id}?page=1&pageSize=3`);
  sheet = { id: String(risks.id), col: Object.fromEntries(full.columns.map((c: any) => [c.title, String(c.id)])), rows: full.rows.map((r: any) => String(r.id)) };
  const programme = sheets.find((s) => s.name === 'Programme Plan');
  const planColumns = await wmGet(stack.emulators, `/sheets/${programme.id}?page=1&pageSize=1&level=2`);
  plan = { id: String(programme.id), col: Object.fromEntries(planColumns.columns.map((c: any) => [c.title, String(c.id)])) };
  users = await wmAll(stack.emulators, '/users');
});

/** Reads and writes that together call most datasource methods that take parameters. */
const workload = (): Array<[string, Record<string, unknown>?]> => [
  [`{ users(first: 2, emails: ["${users[0].email}"]) { edges { node { email alternateEmails { email } plans(first: 2) { edges { node { planId } } } } } } }`],
  [`{ me { email } users(first: 2, seatType: [MEMBER]) { totalCount } }`],
  [`{ sheets(first: 2) { edges { node { name version rows(first: 2) { edges { node { rowId cells { value format } } } } columnConnection(first: 2) { totalCount }
      attachments(first: 2) { totalCount } discussions(first: 2) { totalCount } search(query: "a") { totalCount } } } } }`],
  [`query($id: ID!, $row: ID!, $column: ID!) { sheet(id: $id) { automationRules(first: 2) { totalCount } row(id: $row) { cellHistory(columnId: $column, first: 2) { totalCount } } column(id: $column) { title } } }`, { id: sheet.id, row: sheet.rows[0], column: sheet.col.Risk }],
  ['{ workspaces(first: 2) { edges { node { createdAt children(first: 3) { edges { node { __typename ... on Folder { children(first: 2) { edges { cursor } } } } } } } } } dashboards(first: 2) { edges { cursor } } webhooks(first: 2) { edges { cursor } } }'],
  [`{ shares(assetType: sheet, assetId: "${sheet.id}", first: 2) { edges { node { accessLevel } } } search(query: "risk", includeFavorites: true) { totalCount } }`],
  [`{ events(first: 2, since: "2026-10-01T00:00:00Z", to: "2026-10-02T00:00:00Z") { edges { cursor } } filteredEvents(first: 2, since: "2026-10-01T00:00:00Z", sheetIds: ["${sheet.id}"]) { edges { cursor } } }`],
  ['mutation($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells { value objectValue { __typename } format } } } }', { input: { sheetId: sheet.id, rows: [{ cells: [{ columnId: sheet.col.Mitigation, value: '$1,234.50', strict: false }] }] } }],
  ['mutation($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId cells { value } } } }', { input: { sheetId: sheet.id, rows: [{ id: sheet.rows[0], cells: [{ columnId: sheet.col.Risk, value: 'checked' }] }] } }],
  ['mutation($input: AddRowsInput!) { addRows(input: $input) { rows { rowId cells { objectValue { ... on MultiContactValue { contacts { email name } } } } } } }', { input: { sheetId: plan.id, rows: [{ cells: [{ columnId: plan.col['Task Name'], value: 'Reviewed' }, { columnId: plan.col.Reviewers, objectValue: { contacts: [{ email: users[0].email }] } }] }] } }],
  ['{ projects(first: 2) { edges { node { phases(first: 2) { totalCount } assignments(first: 2) { edges { node { subtaskCounts { total } } } } budgetItems(itemType: Expenses, first: 2) { totalCount } billRates(first: 2) { totalCount } expenseItems(first: 2) { totalCount } } } } }'],
  ['{ people(first: 2) { edges { node { availabilities(first: 2) { totalCount } expenseItems(first: 2) { totalCount } } } } approvals(first: 2) { totalCount } customFields(namespace: users) { totalCount } placeholders(first: 2) { totalCount } }'],
  ['{ assignments(first: 2, from: "2026-01-01", to: "2026-12-31") { totalCount } assignables(first: 2, withArchived: true) { totalCount } holidays(first: 2) { totalCount } disciplines(first: 2) { totalCount } leaveTypes(first: 2) { totalCount } apiTokens(first: 2) { totalCount } billRates(first: 2) { totalCount } }'],
  ['{ organizations(first: 2) { edges { node { libraries(first: 2) { edges { node { sections(first: 2) { totalCount } collections(first: 2) { totalCount } assets(first: 2) { edges { node { name attachments { url } } } } } } } } } } }'],
];

describe('query parameters sent upstream', () => {
  it('are only those the backends document for each operation, reads and writes alike', async () => {
    await resetAllLogs(stack.emulators);
    for (const [query, variables] of workload()) {
      const answer = await graphql(stack.gateway.graphqlUrl, query, variables ?? {});
      expect(answer.errors, query.slice(0, 80)).toBeUndefined();
    }
    const logs = {
      'work-management': await upstreamCalls(stack.emulators.workManagement),
      'resource-planning': await upstreamCalls(stack.emulators.resourcePlanning),
      'digital-asset': await upstreamCalls(stack.emulators.digitalAsset),
    } as const;
    const problems: string[] = [];
    for (const [backend, calls] of Object.entries(logs) as Array<[keyof typeof logs, LoggedCall[]]>) {
      expect(calls.length, backend).toBeGreaterThan(3);
      for (const call of calls) {
        const extra = undocumented(backend, call);
        if (extra === null) problems.push(`${backend} ${operationOf(call)}: no reference documents this operation`);
        else if (extra.length > 0) problems.push(`${backend} ${call.method} ${call.url}: ${extra.join(', ')} not documented`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('sends row writes with no level or include: the rows are read back when the answer lacks what is asked', async () => {
    await resetAllLogs(stack.emulators);
    const [query, variables] = workload()[9]!;
    const answer = await graphql<any>(stack.gateway.graphqlUrl, query, variables);
    expect(answer.errors).toBeUndefined();
    const reviewers = answer.data.addRows.rows[0].cells.find((c: any) => c.objectValue?.contacts);
    expect(reviewers.objectValue.contacts).toEqual([{ email: users[0].email, name: users[0].name }]);
    const calls = (await upstreamCalls(stack.emulators.workManagement)).map((c) => `${c.method} ${c.url.replace(/\d{6,}/g, 'N')}`);
    expect(calls).toEqual(['GET /sheets/N?level=2&include=objectValue%2CwriterInfo%2Cformat&page=1&pageSize=1', 'POST /sheets/N/rows', 'GET /sheets/N?level=2&include=objectValue%2CwriterInfo%2Cformat&rowIds=N']);
  });
});
