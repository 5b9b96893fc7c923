// Numbers a double cannot hold exactly reach the cell rules as the client wrote them, whichever way
// they come (a literal in the document, JSON variables, GET variables, persisted queries, uploads):
// strict parsing refuses them with 1148 before any write, lenient parsing stores their text.
import { createHash } from 'node:crypto';
import { print } from 'graphql';
import { isLosslessNumber, parse as parseLossless } from 'lossless-json';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import type { ExactNumbersAddMutation, ExactNumbersUpdateMutation } from '../generated/graphql.js';
import { allCalls, resetAllLogs, writes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { postBody, type GraphQLResult } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { demoSheet } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';
import { refusalOf } from '../helpers/user-errors.js';
import { postMultipart } from '../helpers/upload.js';

const stack = useStack();
let sheetId: string;
let columnId: string;
let rowId: string;

/** Outside -2^53..2^53, though a double rounds each of them to 2^53 (or -2^53). */
const OUTSIDE = ['9007199254740993', '-9007199254740993', '9007199254740992.5'];

beforeAll(async () => {
  const risks = await demoSheet(stack.emulators, 'Programme Risks', 'page=1&pageSize=1');
  sheetId = risks.id;
  columnId = String(present(risks.sheet.columns.find((c) => c.title === 'Mitigation' && c.type === 'TEXT_NUMBER')).id);
  rowId = present(risks.rows[0]);
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

/** Posts a JSON body written by hand, so that numbers go out exactly as typed. */
async function postRaw<TData = unknown>(body: string): Promise<GraphQLResult<TData>> {
  return (await postBody<TData>(stack, body)).result;
}

/** The raw value of the cell as the service returns it over REST, parsed without losing its type or digits. */
async function storedValue(row: string): Promise<unknown> {
  const reply = await direct(stack.emulators.workManagement, 'GET', `/sheets/${sheetId}/rows/${row}`);
  const body = parseLossless(reply.text) as { cells: Array<{ columnId: unknown; value?: unknown }> };
  return body.cells.find((c) => String(c.columnId) === columnId)?.value;
}

// Literals must reach the gateway as written, so these documents are text built around the number.
const literalAdd = (n: string, strict: boolean): string =>
  `mutation { addRows(input: { sheetId: "${sheetId}", rows: [{ cells: [{ columnId: "${columnId}", value: ${n}, strict: ${strict} }] }] }) { rows { backendId } userErrors { field code errorCode message } } }`;
const literalUpdate = (n: string, strict: boolean): string =>
  `mutation { updateRows(input: { sheetId: "${sheetId}", rows: [{ id: "${rowId}", cells: [{ columnId: "${columnId}", value: ${n}, strict: ${strict} }] }] }) { rows { backendId } userErrors { field code errorCode message } } }`;
const ADD = graphql(`
  mutation ExactNumbersAdd($input: AddRowsInput!) {
    addRows(input: $input) {
      rows {
        backendId
      }
      userErrors {
        field
        code
        errorCode
        message
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation ExactNumbersUpdate($input: UpdateRowsInput!) {
    updateRows(input: $input) {
      rows {
        backendId
      }
      userErrors {
        field
        code
        errorCode
        message
      }
    }
  }
`);
/** A request body whose variables hold `n` as a bare JSON number. */
const variablesAdd = (n: string, strict: boolean): string =>
  `{"query":${JSON.stringify(print(ADD))},"variables":{"input":{"sheetId":"${sheetId}","rows":[{"cells":[{"columnId":"${columnId}","value":${n},"strict":${strict}}]}]}}}`;
const variablesUpdate = (n: string, strict: boolean): string =>
  `{"query":${JSON.stringify(print(UPDATE))},"variables":{"input":{"sheetId":"${sheetId}","rows":[{"id":"${rowId}","cells":[{"columnId":"${columnId}","value":${n},"strict":${strict}}]}]}}}`;

/** The row id an addRows answer names. */
const addedRow = (answer: GraphQLResult<ExactNumbersAddMutation>): string =>
  present(present(answer.data?.addRows).rows?.[0]).backendId;

describe('cell numbers outside -2^53..2^53', () => {
  for (const n of OUTSIDE) {
    it(`refuses ${n} with strict parsing (1148), as a literal and in variables, before any write`, async () => {
      const answers = [
        await postRaw(JSON.stringify({ query: literalAdd(n, true) })),
        await postRaw(JSON.stringify({ query: literalUpdate(n, true) })),
        await postRaw(variablesAdd(n, true)),
        await postRaw(variablesUpdate(n, true)),
      ];
      for (const [i, answer] of answers.entries()) {
        const refusal = refusalOf(answer, i % 2 === 0 ? 'addRows' : 'updateRows', {
          code: 'INVALID',
          errorCode: 1148,
          field: ['input', 'rows', '0', 'cells', '0', 'value'],
        });
        expect(refusal.message).toContain(n);
      }
      expect(await writes(stack.emulators.workManagement)).toEqual([]);
    });

    it(`stores ${n} as the text written with lenient parsing, as a literal and in variables`, async () => {
      const added = await postRaw<ExactNumbersAddMutation>(JSON.stringify({ query: literalAdd(n, false) }));
      expect(added.errors).toBeUndefined();
      expect(await storedValue(addedRow(added))).toBe(n);
      const addedByVariables = await postRaw<ExactNumbersAddMutation>(variablesAdd(n, false));
      expect(addedByVariables.errors).toBeUndefined();
      expect(await storedValue(addedRow(addedByVariables))).toBe(n);
      const updated = await postRaw<ExactNumbersUpdateMutation>(variablesUpdate(n, false));
      expect(updated.errors).toBeUndefined();
      expect(await storedValue(rowId)).toBe(n);
      expect((await postRaw(JSON.stringify({ query: literalUpdate('0', true) }))).errors).toBeUndefined();
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
  // Sent as text: the persisted-query hash is of exactly this text.
  const SHEET = 'query S($id: ID!) { sheet(id: $id) { id name } }';

  /** Refused as an id, with no upstream call: never rounded to another object's id. */
  async function expectRefusedId(answer: GraphQLResult<unknown>): Promise<void> {
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/ID cannot represent value: 9007199254740993/);
    expect(await allCalls(stack.emulators)).toHaveLength(0);
  }

  it('refuses them in POST variables', async () => {
    await expectRefusedId(await postRaw(`{"query":${JSON.stringify(SHEET)},"variables":{"id":9007199254740993}}`));
  });

  it('refuses them in GET variables', async () => {
    const url = `${stack.gateway.graphqlUrl}?query=${encodeURIComponent(SHEET)}&variables=${encodeURIComponent('{"id":9007199254740993}')}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    await expectRefusedId((await response.json()) as GraphQLResult<unknown>);
  });

  it('refuses them with an automatic persisted query, sent by POST and by GET', async () => {
    const hash = createHash('sha256').update(SHEET).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
    const registered = await postRaw(
      `{"query":${JSON.stringify(SHEET)},"variables":{"id":"1"},"extensions":${extensions}}`,
    );
    expect(registered.errors).toBeUndefined();
    await resetAllLogs(stack.emulators);
    await expectRefusedId(await postRaw(`{"variables":{"id":9007199254740993},"extensions":${extensions}}`));
    const url = `${stack.gateway.graphqlUrl}?extensions=${encodeURIComponent(extensions)}&variables=${encodeURIComponent('{"id":9007199254740993}')}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    await expectRefusedId((await response.json()) as GraphQLResult<unknown>);
  });

  it('refuses them in the operations of a multipart upload', async () => {
    const query = 'mutation I($input: UploadCellImageInput!) { uploadCellImage(input: $input) { row { backendId } } }';
    const operations = `{"query":${JSON.stringify(query)},"variables":{"input":{"sheetId":9007199254740993,"rowId":"${rowId}","columnId":"${columnId}","file":null}}}`;
    await expectRefusedId(
      await postMultipart(stack, operations, {
        bytes: new Uint8Array([137, 80, 78, 71]),
        filename: 'dot.png',
        type: 'image/png',
      }),
    );
  });
});
