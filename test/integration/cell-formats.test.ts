// Lenient parsing of formatted text in a TEXT_NUMBER cell (Document 1): the text becomes a number
// "with the matching format enabled"; the graph passes the value, the displayValue and the cell's
// format descriptor through, the same in a write's answer and in any later read of the row.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql } from '../helpers/gql.js';
import { ofType, present } from '../helpers/present.js';
import { demoSheet } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let sheetId: string;
let columnId: string;

beforeAll(async () => {
  const risks = await demoSheet(stack.emulators, 'Programme Risks', 'page=1&pageSize=1');
  sheetId = risks.id;
  columnId = String(present(risks.sheet.columns.find((c) => c.title === 'Mitigation' && c.type === 'TEXT_NUMBER')).id);
});

const ADD = graphql(`
  mutation CellFormatsAdd($input: AddRowsInput!) {
    addRows(input: $input) {
      rows {
        id
        cells {
          column {
            backendId
          }
          value
          displayValue
          format
        }
      }
    }
  }
`);
const READ = graphql(`
  query CellFormatsRead($id: ID!) {
    node(id: $id) {
      __typename
      ... on Row {
        cells {
          column {
            backendId
          }
          value
          displayValue
          format
        }
      }
    }
  }
`);

interface Cell {
  column: { backendId: string } | null;
  value: string | number | boolean | null;
  displayValue: string | null;
  format: string | null;
}

/** Writes `text` to the column in a new row; the cell as the write answers it and as a later read shows it. */
async function write(text: string, strict: boolean): Promise<{ written: Cell; read: Cell }> {
  const row = present(
    present(
      dataOf(await run(ADD, { input: { sheetId, rows: [{ cells: [{ columnId, value: text, strict }] }] } })).addRows,
    ).rows?.[0],
  );
  const node = ofType(dataOf(await run(READ, { id: row.id })).node, 'Row');
  const cellIn = (cells: Cell[]): Cell => present(cells.find((c) => c.column?.backendId === columnId));
  return { written: cellIn(row.cells), read: cellIn(node.cells) };
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
    expect(written).toEqual({
      column: { backendId: columnId },
      value: '$1,234.50',
      displayValue: '$1,234.50',
      format: null,
    });
    expect(read).toEqual(written);
  });
});
