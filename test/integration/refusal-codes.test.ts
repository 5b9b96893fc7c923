// Same refusal, same code, whoever refuses: each input is sent to the work-management emulator over
// REST and to the gateway over GraphQL, and both must answer with the shared table's code (the
// vendor's error code list): the HTTP status and errorCode upstream, extensions.code and
// extensions.errorCode through the graph (400 -> BAD_USER_INPUT, 403 -> FORBIDDEN).
import { LosslessNumber, parse as parseLossless, stringify as stringifyLossless } from 'lossless-json';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmAutomationRule, WmPage, WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { configureEmulator, graphql, useStack, type GraphQLResponse } from '../helpers/stack.js';

// The government deployment, on both sides, for the attachment-type rule.
const stack = useStack({ env: { WORK_MANAGEMENT_DEPLOYMENT: 'government' } });

interface Sheet {
  id: string;
  col: Record<string, string>;
  rows: string[];
}
let risks: Sheet;
let plan: Sheet;
let users: any[];
let share: { id: string; shareId: string };

async function sheetNamed(name: string): Promise<Sheet> {
  const sheet = (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === name)!;
  const full = await wmGet<WmSheet>(stack.emulators, `/sheets/${sheet.id}?level=2&page=1&pageSize=3`);
  return { id: String(sheet.id), col: Object.fromEntries(full.columns.map((c: any) => [c.title, String(c.id)])), rows: full.rows.map((r: any) => String(r.id)) };
}

/** One REST call to the emulator, as the demo admin, with a JSON body written exactly. */
async function rest(method: string, path: string, body?: unknown): Promise<{ status: number; errorCode: unknown }> {
  const response = await fetch(`${stack.emulators.workManagement.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${DEMO_TOKENS.workManagement}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : stringifyLossless(body) } : {}),
  });
  const text = await response.text();
  const parsed = text ? (parseLossless(text) as { errorCode?: unknown }) : {};
  return { status: response.status, errorCode: parsed.errorCode === undefined ? undefined : Number(String(parsed.errorCode)) };
}

const gql = (query: string, input: Record<string, unknown>): Promise<GraphQLResponse> => graphql(stack.gateway.graphqlUrl, query, { input });

const UPDATE_ROWS = 'mutation U($input: UpdateRowsInput!) { updateRows(input: $input) { version } }';
const ADD_ROWS = 'mutation A($input: AddRowsInput!) { addRows(input: $input) { version } }';
const ADD_COLUMNS = 'mutation C($input: AddColumnsInput!) { addColumns(input: $input) { version } }';
const UPDATE_COLUMN = 'mutation C($input: UpdateColumnInput!) { updateColumn(input: $input) { version } }';

beforeAll(async () => {
  await configureEmulator(stack.emulators.workManagement, { deployment: 'government' });
  risks = await sheetNamed('Programme Risks');
  plan = await sheetNamed('Programme Plan');
  users = await wmAll<WmUser>(stack.emulators, '/users');
  const shares = await graphql<any>(stack.gateway.graphqlUrl, 'query S($a: ID!) { shares(assetType: sheet, assetId: $a, first: 1) { edges { node { id shareId } } } }', { a: risks.id });
  share = shares.data.shares.edges[0].node;
  // An alternate address of user 40, for the rules on primary addresses.
  expect((await rest('POST', `/users/${users[40].id}/alternateemails`, [{ email: 'forty.alt@partner.example' }])).status).toBe(200);
  // An unconfirmed alternate (its domain is not validated) of user 44, whose primary domain is.
  unconfirmed = { userId: String(users[44].id), id: await addAlternate(String(users[44].id), 'forty.four@partner.example') };
  // A confirmed alternate (validated domain) of a new user whose primary domain is not validated.
  const added = await fetch(`${stack.emulators.workManagement.baseUrl}/users?sendEmail=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_TOKENS.workManagement}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'quinn@partner.example' }),
  });
  const quinn = String((parseLossless(await added.text()) as { result: { id: unknown } }).result.id);
  onUnvalidatedPrimary = { userId: quinn, id: await addAlternate(quinn, 'quinn@example.com') };
});

let unconfirmed: { userId: string; id: string };
let onUnvalidatedPrimary: { userId: string; id: string };

/** Adds an alternate address over REST; its id. */
async function addAlternate(userId: string, email: string): Promise<string> {
  const response = await fetch(`${stack.emulators.workManagement.baseUrl}/users/${userId}/alternateemails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_TOKENS.workManagement}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ email }]),
  });
  expect(response.status).toBe(200);
  return String((parseLossless(await response.text()) as { result: Array<{ id: unknown }> }).result[0]!.id);
}

const MAKE_PRIMARY = 'mutation P($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } } }';

/** A refusal: what each side is sent, and the code both must answer with. */
interface Refusal {
  rule: string;
  status: 400 | 403;
  errorCode: number;
  graph: () => Promise<GraphQLResponse>;
  rest: () => Promise<{ status: number; errorCode: unknown }>;
}

/** An id as the service's JSON has it: a bare int64 number (written exactly, beyond 2^53 too). */
const id = (text: string | undefined): LosslessNumber => new LosslessNumber(String(text));

const rowUpdate = (sheet: () => Sheet, cells: () => Array<Record<string, unknown>>, upstreamCells: () => Array<Record<string, unknown>>): Pick<Refusal, 'graph' | 'rest'> => ({
  graph: () => gql(UPDATE_ROWS, { sheetId: sheet().id, rows: [{ id: sheet().rows[0], cells: cells() }] }),
  rest: () => rest('PUT', `/sheets/${sheet().id}/rows`, [{ id: id(sheet().rows[0]), cells: upstreamCells() }]),
});
/** The same cells upstream, their column and hyperlink target ids as numbers. */
const sameCells = (sheet: () => Sheet, cells: () => Array<Record<string, unknown>>): Pick<Refusal, 'graph' | 'rest'> =>
  rowUpdate(sheet, cells, () =>
    cells().map((c) => ({
      ...c,
      columnId: id(c.columnId as string),
      ...(c.hyperlink ? { hyperlink: Object.fromEntries(Object.entries(c.hyperlink as object).map(([k, v]) => [k, k === 'url' ? v : id(v as string)])) } : {}),
    })),
  );

const REFUSALS: Refusal[] = [
  {
    rule: 'the same columnId twice in one row',
    status: 400,
    errorCode: 1037,
    ...sameCells(() => risks, () => [{ columnId: risks.col.Risk, value: 'a' }, { columnId: risks.col.Risk, value: 'b' }]),
  },
  {
    rule: 'a value written to a system column',
    status: 400,
    errorCode: 1046,
    ...sameCells(() => plan, () => [{ columnId: plan.col['Task ID'], value: 'PRJ-99999' }]),
  },
  {
    rule: 'cell.value together with linkInFromCell',
    status: 400,
    errorCode: 1110,
    ...rowUpdate(
      () => risks,
      () => [{ columnId: risks.col.Risk, value: 'x', linkInFromCell: { sheetId: plan.id, rowId: plan.rows[0], columnId: plan.col['Task Name'] } }],
      () => [{ columnId: id(risks.col.Risk), value: 'x', linkInFromCell: { sheetId: id(plan.id), rowId: id(plan.rows[0]), columnId: id(plan.col['Task Name']) } }],
    ),
  },
  {
    rule: 'a hyperlink to both a sheet and a report',
    status: 400,
    errorCode: 1111,
    ...sameCells(() => risks, () => [{ columnId: risks.col.Risk, hyperlink: { sheetId: plan.id, reportId: plan.id } }]),
  },
  {
    rule: 'a hyperlink url together with a sheet',
    status: 400,
    errorCode: 1112,
    ...sameCells(() => risks, () => [{ columnId: risks.col.Risk, hyperlink: { url: 'https://example.com/x', sheetId: plan.id } }]),
  },
  {
    rule: 'a hyperlink whose value is not a string',
    status: 400,
    errorCode: 1113,
    ...sameCells(() => risks, () => [{ columnId: risks.col.Mitigation, value: 5, hyperlink: { url: 'https://example.com/x' } }]),
  },
  {
    rule: 'a hyperlink with neither url nor target',
    status: 400,
    errorCode: 1117,
    ...rowUpdate(() => risks, () => [{ columnId: risks.col.Risk, hyperlink: {} }], () => [{ columnId: id(risks.col.Risk), hyperlink: {} }]),
  },
  {
    rule: 'cell.value and objectValue both set',
    status: 400,
    errorCode: 1130,
    ...rowUpdate(
      () => plan,
      () => [{ columnId: plan.col.Tags, value: 'Data', objectValue: { picklistValues: ['Data'] } }],
      () => [{ columnId: id(plan.col.Tags), value: 'Data', objectValue: { objectType: 'MULTI_PICKLIST', values: ['Data'] } }],
    ),
  },
  {
    rule: 'the End Date column of a dependency-enabled sheet',
    status: 400,
    errorCode: 1080,
    ...sameCells(() => plan, () => [{ columnId: plan.col.Finish, value: '2027-03-01' }]),
  },
  {
    rule: 'a number outside the range with strict parsing',
    status: 400,
    errorCode: 1148,
    graph: () => gql(ADD_ROWS, { sheetId: risks.id, rows: [{ cells: [{ columnId: risks.col.Mitigation, value: 1e17 }] }] }),
    rest: () => rest('POST', `/sheets/${risks.id}/rows`, `[{"cells":[{"columnId":${risks.col.Mitigation},"value":9007199254740993}]}]`),
  },
  {
    rule: 'the type of the primary column changed',
    status: 400,
    errorCode: 1057,
    graph: () => gql(UPDATE_COLUMN, { sheetId: risks.id, columnId: risks.col.Risk, type: 'DATE' }),
    rest: () => rest('PUT', `/sheets/${risks.id}/columns/${risks.col.Risk}`, { type: 'DATE' }),
  },
  {
    rule: 'the type of a Gantt column changed while dependencies are on',
    status: 400,
    errorCode: 1085,
    graph: () => gql(UPDATE_COLUMN, { sheetId: plan.id, columnId: plan.col.Duration, type: 'TEXT_NUMBER' }),
    rest: () => rest('PUT', `/sheets/${plan.id}/columns/${plan.col.Duration}`, { type: 'TEXT_NUMBER' }),
  },
  {
    rule: 'a column set to DURATION',
    status: 400,
    errorCode: 1142,
    graph: () => gql(ADD_COLUMNS, { sheetId: risks.id, columns: [{ title: 'Span', type: 'DURATION', index: 1 }] }),
    rest: () => rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Span', type: 'DURATION', index: 1 }]),
  },
  {
    rule: 'DATETIME on a column that is not a system date column',
    status: 400,
    errorCode: 1089,
    graph: () => gql(ADD_COLUMNS, { sheetId: risks.id, columns: [{ title: 'Stamp', type: 'DATETIME', index: 1 }] }),
    rest: () => rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Stamp', type: 'DATETIME', index: 1 }]),
  },
  {
    rule: 'dropdown options changed without type',
    status: 400,
    errorCode: 1090,
    graph: () => gql(UPDATE_COLUMN, { sheetId: plan.id, columnId: plan.col.Status, options: ['A', 'B'] }),
    rest: () => rest('PUT', `/sheets/${plan.id}/columns/${plan.col.Status}`, { options: ['A', 'B'] }),
  },
  {
    rule: 'a symbol the column type does not take',
    status: 400,
    errorCode: 1058,
    graph: () => gql(ADD_COLUMNS, { sheetId: risks.id, columns: [{ title: 'Star', type: 'CHECKBOX', index: 1, symbol: 'RYG' }] }),
    rest: () => rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Star', type: 'CHECKBOX', index: 1, symbol: 'RYG' }]),
  },
  {
    rule: 'options together with a symbol',
    status: 400,
    errorCode: 1059,
    graph: () => gql(ADD_COLUMNS, { sheetId: risks.id, columns: [{ title: 'Trend', type: 'PICKLIST', index: 1, symbol: 'ARROWS_3_WAY', options: ['Up', 'Down'] }] }),
    rest: () => rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Trend', type: 'PICKLIST', index: 1, symbol: 'ARROWS_3_WAY', options: ['Up', 'Down'] }]),
  },
  {
    rule: 'options on a type that has none',
    status: 400,
    errorCode: 1060,
    graph: () => gql(ADD_COLUMNS, { sheetId: risks.id, columns: [{ title: 'Size', type: 'TEXT_NUMBER', index: 1, options: ['S', 'M'] }] }),
    rest: () => rest('POST', `/sheets/${risks.id}/columns`, [{ title: 'Size', type: 'TEXT_NUMBER', index: 1, options: ['S', 'M'] }]),
  },
  {
    rule: 'an automation rule update with another action type',
    status: 400,
    errorCode: 1220,
    graph: async () => {
      const rule = (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${risks.id}/automationrules`)).data[0]!;
      const other = rule.action.type === 'NOTIFICATION_ACTION' ? 'UPDATE_REQUEST_ACTION' : 'NOTIFICATION_ACTION';
      return graphql(stack.gateway.graphqlUrl, 'mutation R($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } } }', {
        input: { sheetId: risks.id, automationRuleId: String(rule.id), action: { type: other } },
      });
    },
    rest: async () => {
      const rule = (await wmGet<WmPage<WmAutomationRule>>(stack.emulators, `/sheets/${risks.id}/automationrules`)).data[0]!;
      const other = rule.action.type === 'NOTIFICATION_ACTION' ? 'UPDATE_REQUEST_ACTION' : 'NOTIFICATION_ACTION';
      return rest('PUT', `/sheets/${risks.id}/automationrules/${rule.id}`, { action: { type: other } });
    },
  },
  {
    rule: 'a share with access level OWNER (update)',
    status: 403,
    errorCode: 1026,
    graph: () => graphql(stack.gateway.graphqlUrl, 'mutation S($input: UpdateShareInput!) { updateShare(input: $input) { share { accessLevel } } }', { input: { shareId: share.id, accessLevel: 'OWNER' } }),
    rest: () => rest('PATCH', `/shares/${share.shareId}?assetType=sheet&assetId=${risks.id}`, { accessLevel: 'OWNER' }),
  },
  {
    rule: 'a share with access level OWNER (create)',
    status: 403,
    errorCode: 1026,
    graph: () => graphql(stack.gateway.graphqlUrl, 'mutation S($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } } }', { input: { assetType: 'sheet', assetId: risks.id, recipients: [{ email: users[41].email, accessLevel: 'OWNER' }] } }),
    rest: () => rest('POST', `/shares?assetType=sheet&assetId=${risks.id}`, [{ email: users[41].email, accessLevel: 'OWNER' }]),
  },
  {
    rule: 'an alternate address where the primary is required (share)',
    status: 400,
    errorCode: 1159,
    graph: () => graphql(stack.gateway.graphqlUrl, 'mutation S($input: CreateShareInput!) { createShare(input: $input) { shares { accessLevel } } }', { input: { assetType: 'sheet', assetId: risks.id, recipients: [{ email: 'forty.alt@partner.example', accessLevel: 'VIEWER' }] } }),
    rest: () => rest('POST', `/shares?assetType=sheet&assetId=${risks.id}`, [{ email: 'forty.alt@partner.example', accessLevel: 'VIEWER' }]),
  },
  {
    rule: 'an alternate address where the primary is required (add user)',
    status: 400,
    errorCode: 1159,
    graph: () => graphql(stack.gateway.graphqlUrl, 'mutation U($input: AddUserInput!) { addUser(input: $input) { user { email } } }', { input: { email: 'forty.alt@partner.example', sendEmail: false } }),
    rest: () => rest('POST', '/users?sendEmail=false', { email: 'forty.alt@partner.example' }),
  },
  {
    rule: 'an alternate address that belongs to another account',
    status: 400,
    errorCode: 1157,
    graph: () => graphql(stack.gateway.graphqlUrl, 'mutation A($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { email } } }', { input: { userId: String(users[42].id), emails: [users[43].email] } }),
    rest: () => rest('POST', `/users/${users[42].id}/alternateemails`, [{ email: users[43].email }]),
  },
  {
    rule: 'making primary an alternate address that is not confirmed',
    status: 400,
    errorCode: 1158,
    graph: () => graphql(stack.gateway.graphqlUrl, MAKE_PRIMARY, { input: { userId: unconfirmed.userId, alternateEmailId: unconfirmed.id } }),
    rest: () => rest('POST', `/users/${unconfirmed.userId}/alternateemails/${unconfirmed.id}/makeprimary`),
  },
  {
    rule: 'making primary an alternate address of a user whose primary domain is not validated',
    status: 403,
    errorCode: 1186,
    graph: () => graphql(stack.gateway.graphqlUrl, MAKE_PRIMARY, { input: { userId: onUnvalidatedPrimary.userId, alternateEmailId: onUnvalidatedPrimary.id } }),
    rest: () => rest('POST', `/users/${onUnvalidatedPrimary.userId}/alternateemails/${onUnvalidatedPrimary.id}/makeprimary`),
  },
  {
    rule: 'an attachment type the government deployment does not allow',
    status: 400,
    errorCode: 1255,
    graph: () => graphql(stack.gateway.graphqlUrl, 'mutation($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }', { input: { parentId: toGlobalId('Sheet', risks.id), url: 'https://example.com/x', attachmentType: 'FILESTORE_B' } }),
    rest: () => rest('POST', `/sheets/${risks.id}/attachments`, { url: 'https://example.com/x', attachmentType: 'FILESTORE_B', name: 'x' }),
  },
];

describe('refusal codes of the shared table, through the gateway and from the emulator', () => {
  for (const refusal of REFUSALS) {
    it(`gives ${refusal.errorCode} for ${refusal.rule} through the gateway`, async () => {
      const answer = await refusal.graph();
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: refusal.status === 403 ? 'FORBIDDEN' : 'BAD_USER_INPUT', errorCode: refusal.errorCode });
    });
    it(`gives ${refusal.status} ${refusal.errorCode} for ${refusal.rule} from the emulator`, async () => {
      expect(await refusal.rest()).toEqual({ status: refusal.status, errorCode: refusal.errorCode });
    });
  }

  const bytes = new Uint8Array(30 * 1024 * 1024 + 1);

  it('gives 1074 for a file over 30 MB through the gateway', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation F($input: AttachFileInput!) { attachFile(input: $input) { attachment { id } } }', variables: { input: { parentId: toGlobalId('Sheet', risks.id), file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([bytes]), 'big.bin');
    const answer: any = await (await fetch(stack.gateway.graphqlUrl, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } })).json();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1074 });
  });

  it('gives 400 1074 for a file over 30 MB from the emulator', async () => {
    const direct = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${risks.id}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_TOKENS.workManagement}`, 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="big.bin"', 'content-length': String(bytes.length) },
      body: bytes,
    });
    expect({ status: direct.status, errorCode: ((await direct.json()) as { errorCode?: number }).errorCode }).toEqual({ status: 400, errorCode: 1074 });
  });
});
