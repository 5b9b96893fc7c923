// Numbers a double cannot hold exactly reach the cell rules as the client wrote them, whichever way
// they come (a literal in the document, JSON variables, GET variables, persisted queries, uploads):
// strict parsing refuses them with 1148 before any write, lenient parsing stores their text.
import { createHash } from 'node:crypto';
import { isLosslessNumber, parse as parseLossless } from 'lossless-json';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import { resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
let sheetId: string;
let columnId: string;
let rowId: string;

/** Outside -2^53..2^53, though a double rounds each of them to 2^53 (or -2^53). */
const OUTSIDE = ['9007199254740993', '-9007199254740993', '9007199254740992.5'];

beforeAll(async () => {
  const sheet = (await wmAll(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Risks');
  const full = await wmGet(stack.emulators, `/sheets/${sheet.id}?page=1&pageSize=1`);
  sheetId = String(sheet.id);
  columnId = String(full.columns.find((c: any) => c.title === 'Mitigation' && c.type === 'TEXT_NUMBER').id);
  rowId = String(full.rows[0].id);
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

/** Posts a JSON body written by hand, so that numbers go out exactly as typed. */
async function postRaw(body: string, headers: Record<string, string> = {}): Promise<any> {
  const response = await fetch(stack.gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return response.json();
}

async function allUpstreamCalls(): Promise<number> {
  const logs = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
  return logs.reduce((n, log) => n + log.length, 0);
}

const writes = async () => (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method !== 'GET');

/** The raw value of the cell as the service returns it over REST, parsed without losing its type or digits. */
async function storedValue(row: string): Promise<unknown> {
  const response = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${sheetId}/rows/${row}`, { headers: { authorization: `Bearer ${DEMO_TOKENS.workManagement}` } });
  const body = parseLossless(await response.text()) as { cells: Array<{ columnId: unknown; value?: unknown }> };
  return body.cells.find((c) => String(c.columnId) === columnId)?.value;
}

const literalAdd = (n: string, strict: boolean) =>
  `mutation { addRows(input: { sheetId: "${sheetId}", rows: [{ cells: [{ columnId: "${columnId}", value: ${n}, strict: ${strict} }] }] }) { rows { rowId } } }`;
const literalUpdate = (n: string, strict: boolean) =>
  `mutation { updateRows(input: { sheetId: "${sheetId}", rows: [{ id: "${rowId}", cells: [{ columnId: "${columnId}", value: ${n}, strict: ${strict} }] }] }) { rows { rowId } } }`;
const ADD = 'mutation A($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }';
const UPDATE = 'mutation U($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }';
/** A request body whose variables hold `n` as a bare JSON number. */
const variablesAdd = (n: string, strict: boolean) =>
  `{"query":${JSON.stringify(ADD)},"variables":{"input":{"sheetId":"${sheetId}","rows":[{"cells":[{"columnId":"${columnId}","value":${n},"strict":${strict}}]}]}}}`;
const variablesUpdate = (n: string, strict: boolean) =>
  `{"query":${JSON.stringify(UPDATE)},"variables":{"input":{"sheetId":"${sheetId}","rows":[{"id":"${rowId}","cells":[{"columnId":"${columnId}","value":${n},"strict":${strict}}]}]}}}`;

describe('cell numbers outside -2^53..2^53', () => {
  for (const n of OUTSIDE) {
    it(`refuses ${n} with strict parsing (1148), as a literal and in variables, before any write`, async () => {
      const answers = [
        await postRaw(JSON.stringify({ query: literalAdd(n, true) })),
        await postRaw(JSON.stringify({ query: literalUpdate(n, true) })),
        await postRaw(variablesAdd(n, true)),
        await postRaw(variablesUpdate(n, true)),
      ];
      for (const answer of answers) {
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1148, field: 'input.rows.0.cells.0.value' });
        expect(answer.errors[0].message).toContain(n);
      }
      expect(await writes()).toEqual([]);
    });

    it(`stores ${n} as the text written with lenient parsing, as a literal and in variables`, async () => {
      const added = await postRaw(JSON.stringify({ query: literalAdd(n, false) }));
      expect(added.errors).toBeUndefined();
      expect(await storedValue(added.data.addRows.rows[0].rowId)).toBe(n);
      const addedByVariables = await postRaw(variablesAdd(n, false));
      expect(addedByVariables.errors).toBeUndefined();
      expect(await storedValue(addedByVariables.data.addRows.rows[0].rowId)).toBe(n);
      const updated = await postRaw(variablesUpdate(n, false));
      expect(updated.errors).toBeUndefined();
      expect(await storedValue(rowId)).toBe(n);
      await postRaw(JSON.stringify({ query: literalUpdate('0', true) }));
      const updatedByLiteral = await postRaw(JSON.stringify({ query: literalUpdate(n, false) }));
      expect(updatedByLiteral.errors).toBeUndefined();
      expect(await storedValue(rowId)).toBe(n);
    });
  }

  it('keeps the bounds 2^53 and -2^53 as numbers with strict parsing', async () => {
    for (const n of ['9007199254740992', '-9007199254740992']) {
      const answer = await postRaw(variablesUpdate(n, true));
      expect(answer.errors).toBeUndefined();
      const stored = await storedValue(rowId);
      expect(isLosslessNumber(stored) && stored.toString()).toBe(n);
    }
  });
});

describe('ids written as bare numbers beyond 2^53', () => {
  const SHEET = 'query S($id: ID!) { sheet(id: $id) { id name } }';

  /** Refused as an id, with no upstream call: never rounded to another object's id. */
  async function expectRefusedId(answer: any): Promise<void> {
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/ID cannot represent value: 9007199254740993/);
    expect(await allUpstreamCalls()).toBe(0);
  }

  it('refuses them in POST variables', async () => {
    await expectRefusedId(await postRaw(`{"query":${JSON.stringify(SHEET)},"variables":{"id":9007199254740993}}`));
  });

  it('refuses them in GET variables', async () => {
    const url = `${stack.gateway.graphqlUrl}?query=${encodeURIComponent(SHEET)}&variables=${encodeURIComponent('{"id":9007199254740993}')}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    await expectRefusedId(await response.json());
  });

  it('refuses them with an automatic persisted query, sent by POST and by GET', async () => {
    const hash = createHash('sha256').update(SHEET).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
    const registered = await postRaw(`{"query":${JSON.stringify(SHEET)},"variables":{"id":"1"},"extensions":${extensions}}`);
    expect(registered.errors).toBeUndefined();
    await resetAllLogs(stack.emulators);
    await expectRefusedId(await postRaw(`{"variables":{"id":9007199254740993},"extensions":${extensions}}`));
    const url = `${stack.gateway.graphqlUrl}?extensions=${encodeURIComponent(extensions)}&variables=${encodeURIComponent('{"id":9007199254740993}')}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    await expectRefusedId(await response.json());
  });

  it('refuses them in the operations of a multipart upload', async () => {
    const query = 'mutation I($input: UploadCellImageInput!) { uploadCellImage(input: $input) { row { rowId } } }';
    const form = new FormData();
    form.append('operations', `{"query":${JSON.stringify(query)},"variables":{"input":{"sheetId":9007199254740993,"rowId":"${rowId}","columnId":"${columnId}","file":null}}}`);
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'dot.png');
    const response = await fetch(stack.gateway.graphqlUrl, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    await expectRefusedId(await response.json());
  });
});
