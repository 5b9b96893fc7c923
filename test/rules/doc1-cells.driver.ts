// How a cell row runs: one row added (POST rows / addRows) or one fresh row updated (PUT rows /
// updateRows), then the written cell read back (Get Row / sheet.row) as value, displayValue, link.
import type { RuleRow } from './rule-types.js';
import { idText } from './exact-json.js';
import type { GraphAnswer, RestAnswer, RuleDriver } from './harness.js';
import type { World } from './world.js';

/** A hyperlink: to a URL, or to a demo sheet by name (ids given to break the id rules). */
export interface HyperlinkSpec {
  url?: string;
  sheet?: string;
  /** A second target id alongside (reportId / sightId), to break the one-target rule. */
  alsoReportId?: boolean;
  /** No target at all. */
  empty?: boolean;
}

export interface CellSpec {
  /** Column title in the row's sheet; `#unknown` stands for a column id that does not exist. */
  column: string;
  value?: unknown;
  strict?: boolean;
  displayValue?: string | null;
  /** Multi-contact emails, multi-picklist items, or predecessors on the sheet's first row. */
  objectValue?: { contacts?: string[]; picklist?: string[]; predecessorTypes?: string[] };
  hyperlink?: HyperlinkSpec;
  /** A cell link from a new row of `sheet` whose `column` holds `value`. */
  linkInFromCell?: { sheet: string; column: string; value: string };
  overrideValidation?: boolean;
}

export interface CellWrite {
  sheet: string;
  /** `add`: POST a new row; `update`: PUT a row created for the row (with a predecessor, if asked). */
  op: 'add' | 'update';
  cells: CellSpec[];
  /** For `update`: the row to update has a predecessor (on a dependency sheet). */
  rowHasPredecessor?: boolean;
  /** Column to read back (default: the first cell's). */
  read?: string;
}

interface Context {
  sheetId: string;
  rowId?: string;
  links: Map<number, { sheetId: string; rowId: string; columnId: string }>;
}

const UNKNOWN_COLUMN = '1234567890123';

async function columnIdOf(world: World, sheet: string, column: string): Promise<string> {
  return column === '#unknown' ? UNKNOWN_COLUMN : world.columnId(sheet, column);
}

/** Adds one row over REST with the given cells; answers its id. */
async function addRow(world: World, sheet: string, cells: Array<Record<string, unknown>>): Promise<string> {
  const body = await world.ok(world.wm('POST', `/sheets/${await world.sheetId(sheet)}/rows`, [{ toBottom: true, cells }]), `add a row to ${sheet}`);
  return idText(body.result[0].id);
}

async function hyperlinkOf(world: World, spec: HyperlinkSpec): Promise<Record<string, unknown>> {
  if (spec.empty) return {};
  const link: Record<string, unknown> = {};
  if (spec.url) link.url = spec.url;
  if (spec.sheet) link.sheetId = await world.sheetId(spec.sheet);
  if (spec.alsoReportId) link.reportId = (await world.childOf('Programme Office', 'report')).id;
  return link;
}

/** The cells as the REST body writes them. */
async function restCells(world: World, row: RuleRow<CellWrite>, context: Context): Promise<Array<Record<string, unknown>>> {
  const sheet = await world.sheet(row.input.sheet);
  return Promise.all(row.input.cells.map(async (spec, i) => {
    const cell: Record<string, unknown> = { columnId: await columnIdOf(world, row.input.sheet, spec.column) };
    if ('value' in spec) cell.value = spec.value;
    if (spec.strict !== undefined) cell.strict = spec.strict;
    if ('displayValue' in spec) cell.displayValue = spec.displayValue;
    if (spec.overrideValidation !== undefined) cell.overrideValidation = spec.overrideValidation;
    if (spec.hyperlink) cell.hyperlink = await hyperlinkOf(world, spec.hyperlink);
    if (spec.linkInFromCell) cell.linkInFromCell = context.links.get(i);
    const o = spec.objectValue;
    if (o?.contacts) cell.objectValue = { objectType: 'MULTI_CONTACT', values: o.contacts.map((email) => ({ objectType: 'CONTACT', email })) };
    if (o?.picklist) cell.objectValue = { objectType: 'MULTI_PICKLIST', values: o.picklist };
    if (o?.predecessorTypes) cell.objectValue = { objectType: 'PREDECESSOR_LIST', predecessors: o.predecessorTypes.map((type) => ({ rowId: sheet.rowIds[0], type })) };
    return cell;
  }));
}

/** The same cells as CellInput of the graph. */
async function graphCells(world: World, row: RuleRow<CellWrite>, context: Context): Promise<Array<Record<string, unknown>>> {
  const sheet = await world.sheet(row.input.sheet);
  return Promise.all(row.input.cells.map(async (spec, i) => {
    const cell: Record<string, unknown> = { columnId: await columnIdOf(world, row.input.sheet, spec.column) };
    if ('value' in spec) cell.value = spec.value;
    if (spec.strict !== undefined) cell.strict = spec.strict;
    if ('displayValue' in spec) cell.displayValue = spec.displayValue;
    if (spec.overrideValidation !== undefined) cell.overrideValidation = spec.overrideValidation;
    if (spec.hyperlink) cell.hyperlink = await hyperlinkOf(world, spec.hyperlink);
    if (spec.linkInFromCell) cell.linkInFromCell = context.links.get(i);
    const o = spec.objectValue;
    if (o?.contacts) cell.objectValue = { contacts: o.contacts.map((email) => ({ email })) };
    if (o?.picklist) cell.objectValue = { picklistValues: o.picklist };
    if (o?.predecessorTypes) cell.objectValue = { predecessors: o.predecessorTypes.map((type) => ({ rowId: sheet.rowIds[0], type })) };
    return cell;
  }));
}

const ROW_FIELDS = 'rowId cells { columnId value displayValue hyperlink { url sheetId } linkInFromCell { sheetId } }';
const ADD = `mutation A($input: AddRowsInput!) { addRows(input: $input) { rows { ${ROW_FIELDS} } } }`;
const UPDATE = `mutation U($input: UpdateRowsInput!) { updateRows(input: $input) { rows { ${ROW_FIELDS} } } }`;
const READ = `query R($sheet: ID!, $row: ID!) { sheet(id: $sheet) { row(id: $row) { ${ROW_FIELDS} } } }`;

/** The observable of one cell: value, displayValue (null when absent), hyperlink and incoming link. */
function observed(cell: any, sheetNames: Map<string, string>): Record<string, unknown> {
  const linkSheet = cell?.linkInFromCell?.sheetId;
  return {
    value: cell?.value ?? null,
    displayValue: cell?.displayValue ?? null,
    hyperlinkSheet: cell?.hyperlink?.sheetId ? (sheetNames.get(idText(cell.hyperlink.sheetId)) ?? null) : null,
    hyperlinkUrl: cell?.hyperlink?.url ?? null,
    linkedFrom: linkSheet ? (sheetNames.get(idText(linkSheet)) ?? null) : null,
  };
}

async function sheetNames(world: World): Promise<Map<string, string>> {
  return new Map((await world.sheets()).map((s) => [s.id, s.name]));
}

const readColumn = (row: RuleRow<CellWrite>): string => row.input.read ?? row.input.cells[0]!.column;

export const cellDriver: RuleDriver<CellWrite, Context> = {
  async prepare(row, world) {
    const sheetId = await world.sheetId(row.input.sheet);
    const links = new Map<number, { sheetId: string; rowId: string; columnId: string }>();
    for (const [i, spec] of row.input.cells.entries()) {
      if (!spec.linkInFromCell) continue;
      const { sheet, column, value } = spec.linkInFromCell;
      const columnId = await world.columnId(sheet, column);
      links.set(i, { sheetId: await world.sheetId(sheet), rowId: await addRow(world, sheet, [{ columnId, value }]), columnId });
    }
    if (row.input.op === 'add') return { sheetId, links };
    const info = await world.sheet(row.input.sheet);
    const primary = Object.entries(info.columns).find(([, c]) => c.primary)![1].id;
    const cells: Array<Record<string, unknown>> = [{ columnId: primary, value: `Row for ${row.id}` }];
    const predecessors = Object.values(info.columns).find((c) => c.type === 'PREDECESSOR');
    if (row.input.rowHasPredecessor && predecessors) {
      cells.push({ columnId: predecessors.id, objectValue: { objectType: 'PREDECESSOR_LIST', predecessors: [{ rowId: info.rowIds[0], type: 'FS' }] } });
    }
    return { sheetId, rowId: await addRow(world, row.input.sheet, cells), links };
  },

  async rest(row, world, context) {
    const cells = await restCells(world, row, context);
    const path = `/sheets/${context.sheetId}/rows`;
    return row.input.op === 'add'
      ? world.wm('POST', path, [{ toBottom: true, cells }])
      : world.wm('PUT', path, [{ id: context.rowId, cells }]);
  },

  async graph(row, world, context) {
    const cells = await graphCells(world, row, context);
    return row.input.op === 'add'
      ? world.gql(ADD, { input: { sheetId: context.sheetId, rows: [{ toBottom: true, cells }] } })
      : world.gql(UPDATE, { input: { sheetId: context.sheetId, rows: [{ id: context.rowId, cells }] } });
  },

  async readRest(row, world, context, answer: RestAnswer) {
    const rowId = context.rowId ?? idText(answer.body.result[0].id);
    const read = await world.ok(world.wm('GET', `/sheets/${context.sheetId}/rows/${rowId}?level=2&include=objectValue`), 'read the row');
    const columnId = await world.columnId(row.input.sheet, readColumn(row));
    return observed(read.cells.find((c: any) => idText(c.columnId) === columnId), await sheetNames(world));
  },

  async readGraph(row, world, context, answer: GraphAnswer) {
    const written = (answer.data.addRows ?? answer.data.updateRows).rows[0];
    const data = await world.gqlData(READ, { sheet: context.sheetId, row: written.rowId });
    const columnId = await world.columnId(row.input.sheet, readColumn(row));
    return observed(data.sheet.row.cells.find((c: any) => idText(c.columnId) === columnId), await sheetNames(world));
  },
};
