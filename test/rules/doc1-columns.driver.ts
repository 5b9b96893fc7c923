// How a column row runs: insert a column (POST columns / addColumns), or update a demo column or a
// scratch column the row adds first (PUT column / updateColumn); then read the column back.
import { graphql } from '../generated/index.js';
import type {
  AddColumnInput,
  ColumnRuleAddColumnsMutation,
  ColumnRuleUpdateColumnMutation,
  ColumnSymbol,
  ColumnType,
  SystemColumnType,
} from '../generated/graphql.js';
import { present } from '../helpers/present.js';
import type { WmColumn, WmResult, WmRow } from '../helpers/rest-shapes.js';
import { idText, type ExactId, type Exactly } from '../helpers/direct.js';
import type { RuleDriver, Side } from './harness.js';
import type { RuleRow } from './rule-types.js';
import type { World } from './world.js';

export interface ScratchColumn {
  type: ColumnType;
  options?: string[];
  validation?: boolean;
  /** A value written (leniently) into a new row, to see Update column rules, rule 3 convert it. */
  cell?: string;
}

/** The attributes of a column write, in the names REST and the graph's column inputs share. */
export interface ColumnBody {
  title?: string;
  type?: ColumnType;
  index?: number;
  symbol?: ColumnSymbol;
  systemColumnType?: SystemColumnType;
  options?: string[];
  validation?: boolean;
}

export interface ColumnWrite {
  sheet: string;
  /** The sheet the gateway side writes to, when the REST side's accepted write would refuse a second one on `sheet` (one system column of each type per sheet). */
  graphSheet?: string;
  op: 'add' | 'update';
  /** For `update`: a column of the demo sheet by title, or a scratch column added first. */
  target?: string | { scratch: ScratchColumn };
  /** The attributes sent (REST and graph use the same names); titles get the row id appended. */
  body: ColumnBody;
}

interface Context {
  sheetId: string;
  columnId?: string;
  rowId?: string;
  suffix: string;
}

const ADD = graphql(`
  mutation ColumnRuleAddColumns($input: AddColumnsInput!) {
    addColumns(input: $input) {
      userErrors {
        code
        errorCode
      }
      columns {
        backendId
        title
        index
        type
        symbol
        systemColumnType
        options
        validation
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation ColumnRuleUpdateColumn($input: UpdateColumnInput!) {
    updateColumn(input: $input) {
      userErrors {
        code
        errorCode
      }
      column {
        backendId
        title
        index
        type
        symbol
        systemColumnType
        options
        validation
      }
    }
  }
`);
const READ = graphql(`
  query ColumnRuleColumn($sheet: ID!, $column: ID!, $row: ID!) {
    sheet(id: $sheet) {
      column(id: $column) {
        backendId
        title
        index
        type
        symbol
        systemColumnType
        options
        validation
      }
      row(id: $row) {
        cells {
          column {
            backendId
          }
          value
        }
      }
    }
  }
`);

/** The body with its title made unique in the sheet (rows and both sides write to one sheet). */
function bodyOf(row: RuleRow<ColumnWrite>, context: Context): ColumnBody {
  const body = { ...row.input.body };
  if (typeof body.title === 'string') body.title = `${body.title} ${context.suffix}`;
  else if (row.input.op === 'add') body.title = `Column ${context.suffix}`;
  if (row.input.op === 'add' && body.index === undefined) body.index = 1;
  return body;
}

/** A column read back, as both sides show it. */
interface ReadColumn {
  type?: string | null;
  title?: string | null;
  symbol?: string | null;
  systemColumnType?: string | null;
  options?: string[] | null;
  validation?: boolean | null;
}

/** The observable of a column, and of the scratch row's cell in it when the row wrote one (`cell` undefined: none read). */
function observed(column: ReadColumn, cell: { value?: unknown } | undefined | null): Record<string, unknown> {
  return {
    type: column.type,
    title: column.title,
    symbol: column.symbol ?? null,
    systemColumnType: column.systemColumnType ?? null,
    options: column.options ?? null,
    validation: column.validation ?? false,
    ...(cell !== undefined ? { cell: cell?.value ?? null } : {}),
  };
}

async function addScratch(
  world: World,
  sheetId: string,
  spec: ScratchColumn,
  suffix: string,
): Promise<{ columnId: string; rowId?: string }> {
  const column = {
    title: `Scratch ${suffix}`,
    type: spec.type,
    index: 1,
    ...(spec.options ? { options: spec.options } : {}),
    ...(spec.validation ? { validation: true } : {}),
  };
  const added = await world.ok(
    world.wm<WmResult<WmColumn[]>>('POST', `/sheets/${sheetId}/columns`, [column]),
    'add a scratch column',
  );
  const columnId = idText(present(added.result[0], 'the scratch column').id);
  if (spec.cell === undefined) return { columnId };
  const row = await world.ok(
    world.wm<WmResult<WmRow[]>>('POST', `/sheets/${sheetId}/rows`, [
      { toBottom: true, cells: [{ columnId, value: spec.cell, strict: false }] },
    ]),
    'add a scratch row',
  );
  return { columnId, rowId: idText(present(row.result[0], 'the scratch row').id) };
}

/** What a write through the graph answers: the columns added, or the column updated. */
type WrittenColumn = Exactly<ColumnRuleAddColumnsMutation> | Exactly<ColumnRuleUpdateColumnMutation>;

/** The id of the column a write through the graph added (absent: the write updated `context.columnId`). */
const addedColumnId = (data: WrittenColumn): string | undefined =>
  'addColumns' in data ? data.addColumns?.columns?.[0]?.backendId : undefined;

/** What a write over REST answers: the columns inserted, or the column updated. */
type RestWritten = WmResult<WmColumn[]> | WmResult<WmColumn>;

/** The id of the column an insert over REST added. */
const restAddedId = (body: RestWritten): ExactId =>
  present(Array.isArray(body.result) ? body.result[0] : undefined, 'the inserted column').id;

/** An inserted column as AddColumnInput takes it: `bodyOf` gives the title and index, the row the type. */
const insertInput = (row: RuleRow<ColumnWrite>, body: ColumnBody): AddColumnInput => ({
  ...body,
  title: present(body.title, `${row.id}: the inserted column's title`),
  index: present(body.index, `${row.id}: the inserted column's index`),
  type: present(body.type, `${row.id}: the inserted column's type`),
});

export const columnDriver: RuleDriver<ColumnWrite, Context, RestWritten, WrittenColumn> = {
  userErrors: true,
  async prepare(row, world, side: Side) {
    const sheetId = await world.sheetId(
      side === 'graph' && row.input.graphSheet ? row.input.graphSheet : row.input.sheet,
    );
    const suffix = `${row.id} ${side}`;
    const target = row.input.target;
    if (row.input.op === 'add' || target === undefined) return { sheetId, suffix };
    if (typeof target === 'string') return { sheetId, suffix, columnId: await world.columnId(row.input.sheet, target) };
    return { sheetId, suffix, ...(await addScratch(world, sheetId, target.scratch, suffix)) };
  },

  rest(row, world, context) {
    const body = bodyOf(row, context);
    return row.input.op === 'add'
      ? world.wm<WmResult<WmColumn[]>>('POST', `/sheets/${context.sheetId}/columns`, [body])
      : world.wm<WmResult<WmColumn>>('PUT', `/sheets/${context.sheetId}/columns/${context.columnId}`, body);
  },

  graph(row, world, context) {
    const body = bodyOf(row, context);
    if (row.input.op === 'add')
      return world.gql(ADD, { input: { sheetId: context.sheetId, columns: [insertInput(row, body)] } });
    return world.gql(UPDATE, {
      input: {
        sheetId: context.sheetId,
        columnId: present(context.columnId, `${row.id}: the column to update`),
        ...body,
      },
    });
  },

  async readRest(_row, world, context, answer) {
    const columnId = context.columnId ?? idText(restAddedId(answer.body));
    const column = await world.ok(
      world.wm<WmColumn>('GET', `/sheets/${context.sheetId}/columns/${columnId}?level=2`),
      'read the column',
    );
    if (!context.rowId) return observed(column, undefined);
    const read = await world.ok(
      world.wm<WmRow>('GET', `/sheets/${context.sheetId}/rows/${context.rowId}?level=2`),
      'read the row',
    );
    return observed(
      column,
      read.cells.find((c) => idText(c.columnId) === columnId),
    );
  },

  async readGraph(_row, world, context, answer) {
    const columnId = context.columnId ?? present(addedColumnId(answer), 'the inserted column');
    const data = await world.gqlData(READ, { sheet: context.sheetId, column: columnId, row: context.rowId ?? '1' });
    const sheet = present(data.sheet, 'the sheet');
    const column = present(sheet.column, 'the column');
    if (!context.rowId) return observed(column, undefined);
    return observed(
      column,
      present(sheet.row, 'the scratch row').cells.find(
        (c) => c.column !== null && idText(c.column.backendId) === columnId,
      ),
    );
  },
};
