// How a column row runs: insert a column (POST columns / addColumns), or update a demo column or a
// scratch column the row adds first (PUT column / updateColumn); then read the column back.
import { idText } from './exact-json.js';
import type { GraphAnswer, RestAnswer, RuleDriver, Side } from './harness.js';
import type { RuleRow } from './rule-types.js';
import type { World } from './world.js';

export interface ScratchColumn {
  type: string;
  options?: string[];
  validation?: boolean;
  /** A value written (leniently) into a new row, to see Update column rules, rule 3 convert it. */
  cell?: unknown;
}

export interface ColumnWrite {
  sheet: string;
  /** The sheet the gateway side writes to, when the REST side's accepted write would refuse a second one on `sheet` (one system column of each type per sheet). */
  graphSheet?: string;
  op: 'add' | 'update';
  /** For `update`: a column of the demo sheet by title, or a scratch column added first. */
  target?: string | { scratch: ScratchColumn };
  /** The attributes sent (REST and graph use the same names); titles get the row id appended. */
  body: Record<string, unknown>;
}

interface Context {
  sheetId: string;
  columnId?: string;
  rowId?: string;
  suffix: string;
}

const FIELDS = 'columnId title index type symbol systemColumnType options validation';
const ADD = `mutation A($input: AddColumnsInput!) { addColumns(input: $input) { columns { ${FIELDS} } } }`;
const UPDATE = `mutation U($input: UpdateColumnInput!) { updateColumn(input: $input) { column { ${FIELDS} } } }`;
const READ = `query R($sheet: ID!, $column: ID!, $row: ID!) { sheet(id: $sheet) { column(id: $column) { ${FIELDS} } row(id: $row) { cells { columnId value } } } }`;

/** The body with its title made unique in the sheet (rows and both sides write to one sheet). */
function bodyOf(row: RuleRow<ColumnWrite>, context: Context): Record<string, unknown> {
  const body = { ...row.input.body };
  if (typeof body.title === 'string') body.title = `${body.title} ${context.suffix}`;
  else if (row.input.op === 'add') body.title = `Column ${context.suffix}`;
  if (row.input.op === 'add' && body.index === undefined) body.index = 1;
  return body;
}

function observed(column: any, cell: any): Record<string, unknown> {
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

async function addScratch(world: World, sheetId: string, spec: ScratchColumn, suffix: string): Promise<{ columnId: string; rowId?: string }> {
  const column = { title: `Scratch ${suffix}`, type: spec.type, index: 1, ...(spec.options ? { options: spec.options } : {}), ...(spec.validation ? { validation: true } : {}) };
  const added = await world.ok(world.wm('POST', `/sheets/${sheetId}/columns`, [column]), 'add a scratch column');
  const columnId = idText(added.result[0].id);
  if (spec.cell === undefined) return { columnId };
  const row = await world.ok(world.wm('POST', `/sheets/${sheetId}/rows`, [{ toBottom: true, cells: [{ columnId, value: spec.cell, strict: false }] }]), 'add a scratch row');
  return { columnId, rowId: idText(row.result[0].id) };
}

export const columnDriver: RuleDriver<ColumnWrite, Context> = {
  async prepare(row, world, side: Side) {
    const sheetId = await world.sheetId(side === 'graph' && row.input.graphSheet ? row.input.graphSheet : row.input.sheet);
    const suffix = `${row.id} ${side}`;
    const target = row.input.target;
    if (row.input.op === 'add' || target === undefined) return { sheetId, suffix };
    if (typeof target === 'string') return { sheetId, suffix, columnId: await world.columnId(row.input.sheet, target) };
    return { sheetId, suffix, ...(await addScratch(world, sheetId, target.scratch, suffix)) };
  },

  rest(row, world, context) {
    const body = bodyOf(row, context);
    return row.input.op === 'add'
      ? world.wm('POST', `/sheets/${context.sheetId}/columns`, [body])
      : world.wm('PUT', `/sheets/${context.sheetId}/columns/${context.columnId}`, body);
  },

  graph(row, world, context) {
    const body = bodyOf(row, context);
    return row.input.op === 'add'
      ? world.gql(ADD, { input: { sheetId: context.sheetId, columns: [body] } })
      : world.gql(UPDATE, { input: { sheetId: context.sheetId, columnId: context.columnId, ...body } });
  },

  async readRest(_row, world, context, answer: RestAnswer) {
    const columnId = context.columnId ?? idText(answer.body.result[0].id);
    const column = await world.ok(world.wm('GET', `/sheets/${context.sheetId}/columns/${columnId}?level=2`), 'read the column');
    if (!context.rowId) return observed(column, undefined);
    const read = await world.ok(world.wm('GET', `/sheets/${context.sheetId}/rows/${context.rowId}?level=2`), 'read the row');
    return observed(column, read.cells.find((c: any) => idText(c.columnId) === columnId));
  },

  async readGraph(_row, world, context, answer: GraphAnswer) {
    const columnId = context.columnId ?? answer.data.addColumns.columns[0].columnId;
    const data = await world.gqlData(READ, { sheet: context.sheetId, column: columnId, row: context.rowId ?? '1' });
    if (!context.rowId) return observed(data.sheet.column, undefined);
    return observed(data.sheet.column, data.sheet.row.cells.find((c: any) => idText(c.columnId) === columnId));
  },
};
