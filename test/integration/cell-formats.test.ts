// Lenient parsing of formatted text in a TEXT_NUMBER cell (Document 1): the text becomes a number
// "with the matching format enabled"; the graph passes the value, the displayValue and the cell's
// format descriptor through, the same in a write's answer and in any later read of the row.
import { beforeAll, describe, expect, it } from 'vitest';
import { wmAll, wmGet } from '../helpers/reference.js';
import { graphql, useStack } from '../helpers/stack.js';

const stack = useStack();
let sheetId: string;
let columnId: string;

beforeAll(async () => {
  const sheet = (await wmAll(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Risks');
  const full = await wmGet(stack.emulators, `/sheets/${sheet.id}?page=1&pageSize=1`);
  sheetId = String(sheet.id);
  columnId = String(full.columns.find((c: any) => c.title === 'Mitigation' && c.type === 'TEXT_NUMBER').id);
});

const ADD = 'mutation A($input: AddRowsInput!) { addRows(input: $input) { rows { id cells { columnId value displayValue format } } } }';
const READ = 'query R($id: ID!) { node(id: $id) { ... on Row { cells { columnId value displayValue format } } } }';

/** Writes `text` to the column in a new row; the cell as the write answers it and as a later read shows it. */
async function write(text: string, strict: boolean): Promise<{ written: any; read: any }> {
  const added = await graphql<any>(stack.gateway.graphqlUrl, ADD, { input: { sheetId, rows: [{ cells: [{ columnId, value: text, strict }] }] } });
  expect(added.errors).toBeUndefined();
  const row = added.data.addRows.rows[0];
  const read = await graphql<any>(stack.gateway.graphqlUrl, READ, { id: row.id });
  expect(read.errors).toBeUndefined();
  const cellIn = (cells: any[]) => cells.find((c) => c.columnId === columnId);
  return { written: cellIn(row.cells), read: cellIn(read.data.node.cells) };
}

/** The format descriptor's value at a position of the vendor's Format Descriptor Table. */
const at = (format: string | null, position: number): string | undefined => format?.split(',')[position];

describe('formatted text read leniently in a TEXT_NUMBER cell', () => {
  it('stores "$1,234.50" as 1234.5, displays it as written, and enables the currency format (USD)', async () => {
    const { written, read } = await write('$1,234.50', false);
    expect(written).toMatchObject({ value: 1234.5, displayValue: '$1,234.50' });
    // Positions 11 (currency: 13 = USD) and 14 (numberFormat: 2 = currency) of the descriptor table.
    expect([at(written.format, 11), at(written.format, 14)]).toEqual(['13', '2']);
    expect(read).toEqual(written);
  });

  it('stores "45%" as 0.45 and displays it as "45%", with a format of its own', async () => {
    const { written, read } = await write('45%', false);
    expect(written).toMatchObject({ value: 0.45, displayValue: '45%' });
    expect(typeof written.format).toBe('string');
    expect(read).toEqual(written);
  });

  it('takes the text literally with strict parsing: no number, no format', async () => {
    const { written, read } = await write('$1,234.50', true);
    expect(written).toEqual({ columnId, value: '$1,234.50', displayValue: '$1,234.50', format: null });
    expect(read).toEqual(written);
  });
});
