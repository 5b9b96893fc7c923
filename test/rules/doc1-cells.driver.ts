// How a cell row runs: one row added (POST rows / addRows) or one fresh row updated (PUT rows /
// updateRows), then the written cell read back (Get Row / sheet.row) as value, displayValue, link.
import { graphql } from '../generated/index.js';
import type {
  CellInput,
  CellRuleAddRowsMutation,
  CellRuleUpdateRowsMutation,
  HyperlinkInput,
  PredecessorType,
} from '../generated/graphql.js';
import { present } from '../helpers/present.js';
import type { WmResult, WmRow } from '../helpers/rest-shapes.js';
import { idText, type ExactId, type Exactly } from '../helpers/direct.js';
import type { RuleDriver } from './harness.js';
import type { RuleRow } from './rule-types.js';
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
  /** The value as written (a LosslessNumber for a number a double cannot hold). */
  value?: Exactly<CellInput['value']>;
  strict?: boolean;
  displayValue?: string | null;
  /** Multi-contact emails, multi-picklist items, or predecessors on the sheet's first row. */
  objectValue?: { contacts?: string[]; picklist?: string[]; predecessorTypes?: PredecessorType[] };
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

/** A cell link's source: a cell of a row added for the row. */
interface LinkSource {
  sheetId: string;
  rowId: string;
  columnId: string;
}

interface Context {
  sheetId: string;
  rowId?: string;
  links: Map<number, LinkSource>;
}

/** A cell as the REST body writes it (the document's names; `strict` and `overrideValidation` ride along). */
type RestCell = Record<string, unknown> & { columnId: string };

const UNKNOWN_COLUMN = '1234567890123';

async function columnIdOf(world: World, sheet: string, column: string): Promise<string> {
  return column === '#unknown' ? UNKNOWN_COLUMN : world.columnId(sheet, column);
}

/** Adds one row over REST with the given cells; answers its id. */
async function addRow(world: World, sheet: string, cells: RestCell[]): Promise<string> {
  const body = await world.ok(
    world.wm<WmResult<WmRow[]>>('POST', `/sheets/${await world.sheetId(sheet)}/rows`, [{ toBottom: true, cells }]),
    `add a row to ${sheet}`,
  );
  return idText(present(body.result[0], `the row added to ${sheet}`).id);
}

/** A hyperlink as both sides write it (the same names in REST and in HyperlinkInput). */
async function hyperlinkOf(world: World, spec: HyperlinkSpec): Promise<HyperlinkInput> {
  if (spec.empty) return {};
  const link: HyperlinkInput = {};
  if (spec.url) link.url = spec.url;
  if (spec.sheet) link.sheetId = await world.sheetId(spec.sheet);
  if (spec.alsoReportId) link.reportId = (await world.childOf('Programme Office', 'report')).id;
  return link;
}

/**
 * The fields of a cell that REST and CellInput write under the same names: all but objectValue,
 * whose shapes differ.
 */
async function sharedFields(
  world: World,
  sheet: string,
  spec: CellWrite['cells'][number],
  link: Exactly<CellInput>['linkInFromCell'],
): Promise<Exactly<CellInput>> {
  const cell: Exactly<CellInput> = { columnId: await columnIdOf(world, sheet, spec.column) };
  if ('value' in spec) cell.value = spec.value;
  if (spec.strict !== undefined) cell.strict = spec.strict;
  if ('displayValue' in spec) cell.displayValue = spec.displayValue;
  if (spec.overrideValidation !== undefined) cell.overrideValidation = spec.overrideValidation;
  if (spec.hyperlink) cell.hyperlink = await hyperlinkOf(world, spec.hyperlink);
  if (spec.linkInFromCell) cell.linkInFromCell = link;
  return cell;
}

/** The cells as the REST body writes them. */
async function restCells(world: World, row: RuleRow<CellWrite>, context: Context): Promise<RestCell[]> {
  const sheet = await world.sheet(row.input.sheet);
  return Promise.all(
    row.input.cells.map(async (spec, i) => {
      const cell: RestCell = await sharedFields(world, row.input.sheet, spec, context.links.get(i));
      const o = spec.objectValue;
      if (o?.contacts)
        cell.objectValue = {
          objectType: 'MULTI_CONTACT',
          values: o.contacts.map((email) => ({ objectType: 'CONTACT', email })),
        };
      if (o?.picklist) cell.objectValue = { objectType: 'MULTI_PICKLIST', values: o.picklist };
      if (o?.predecessorTypes)
        cell.objectValue = {
          objectType: 'PREDECESSOR_LIST',
          predecessors: o.predecessorTypes.map((type) => ({ rowId: sheet.rowIds[0], type })),
        };
      return cell;
    }),
  );
}

/** The same cells as CellInput of the graph. */
async function graphCells(world: World, row: RuleRow<CellWrite>, context: Context): Promise<Array<Exactly<CellInput>>> {
  const sheet = await world.sheet(row.input.sheet);
  return Promise.all(
    row.input.cells.map(async (spec, i) => {
      const cell = await sharedFields(world, row.input.sheet, spec, context.links.get(i));
      const o = spec.objectValue;
      if (o?.contacts) cell.objectValue = { contacts: o.contacts.map((email) => ({ email })) };
      if (o?.picklist) cell.objectValue = { picklistValues: o.picklist };
      if (o?.predecessorTypes) {
        const rowId = present(sheet.rowIds[0], `the first row of ${row.input.sheet}`);
        cell.objectValue = { predecessors: o.predecessorTypes.map((type) => ({ rowId, type })) };
      }
      return cell;
    }),
  );
}

const ADD = graphql(`
  mutation CellRuleAddRows($input: AddRowsInput!) {
    addRows(input: $input) {
      userErrors {
        code
        errorCode
      }
      rows {
        backendId
        cells {
          column {
            backendId
          }
          value
          displayValue
          hyperlink {
            url
            sheet {
              backendId
            }
          }
          linkInFromCell {
            sheet {
              backendId
            }
          }
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation CellRuleUpdateRows($input: UpdateRowsInput!) {
    updateRows(input: $input) {
      userErrors {
        code
        errorCode
      }
      rows {
        backendId
        cells {
          column {
            backendId
          }
          value
          displayValue
          hyperlink {
            url
            sheet {
              backendId
            }
          }
          linkInFromCell {
            sheet {
              backendId
            }
          }
        }
      }
    }
  }
`);
const READ = graphql(`
  query CellRuleRow($sheet: ID!, $row: ID!) {
    sheet(id: $sheet) {
      row(id: $row) {
        backendId
        cells {
          column {
            backendId
          }
          value
          displayValue
          hyperlink {
            url
            sheet {
              backendId
            }
          }
          linkInFromCell {
            sheet {
              backendId
            }
          }
        }
      }
    }
  }
`);

/** A cell read back, as both sides show it (ids are numbers over REST, strings in the graph). */
interface ReadCell {
  columnId: ExactId | string;
  value?: unknown;
  displayValue?: string | null;
  hyperlink?: { url?: string | null; sheetId?: ExactId | string | null } | null;
  linkInFromCell?: { sheetId?: ExactId | string | null } | null;
}

/** The observable of one cell: value, displayValue (null when absent), hyperlink and incoming link. */
function observed(cell: ReadCell | undefined, sheetNames: Map<string, string>): Record<string, unknown> {
  const linkSheet = cell?.linkInFromCell?.sheetId;
  const hyperlinkSheet = cell?.hyperlink?.sheetId;
  return {
    value: cell?.value ?? null,
    displayValue: cell?.displayValue ?? null,
    hyperlinkSheet: hyperlinkSheet ? (sheetNames.get(idText(hyperlinkSheet)) ?? null) : null,
    hyperlinkUrl: cell?.hyperlink?.url ?? null,
    linkedFrom: linkSheet ? (sheetNames.get(idText(linkSheet)) ?? null) : null,
  };
}

async function sheetNames(world: World): Promise<Map<string, string>> {
  return new Map((await world.sheets()).map((s) => [s.id, s.name]));
}

const readColumn = (row: RuleRow<CellWrite>): string =>
  row.input.read ?? present(row.input.cells[0], `${row.id}: a cell`).column;

/** What a write through the graph answers: the rows added or updated. */
type WrittenRows = Exactly<CellRuleAddRowsMutation> | Exactly<CellRuleUpdateRowsMutation>;

const writtenRow = (data: WrittenRows): { backendId: string } =>
  present(('addRows' in data ? data.addRows : data.updateRows)?.rows?.[0], 'the written row');

export const cellDriver: RuleDriver<CellWrite, Context, WmResult<WmRow[]>, WrittenRows> = {
  userErrors: true,
  async prepare(row, world) {
    const sheetId = await world.sheetId(row.input.sheet);
    const links = new Map<number, LinkSource>();
    for (const [i, spec] of row.input.cells.entries()) {
      if (!spec.linkInFromCell) continue;
      const { sheet, column, value } = spec.linkInFromCell;
      const columnId = await world.columnId(sheet, column);
      links.set(i, {
        sheetId: await world.sheetId(sheet),
        rowId: await addRow(world, sheet, [{ columnId, value }]),
        columnId,
      });
    }
    if (row.input.op === 'add') return { sheetId, links };
    const info = await world.sheet(row.input.sheet);
    const primary = present(
      Object.values(info.columns).find((c) => c.primary),
      `the primary column of ${row.input.sheet}`,
    ).id;
    const cells: RestCell[] = [{ columnId: primary, value: `Row for ${row.id}` }];
    const predecessors = Object.values(info.columns).find((c) => c.type === 'PREDECESSOR');
    if (row.input.rowHasPredecessor && predecessors) {
      cells.push({
        columnId: predecessors.id,
        objectValue: { objectType: 'PREDECESSOR_LIST', predecessors: [{ rowId: info.rowIds[0], type: 'FS' }] },
      });
    }
    return { sheetId, rowId: await addRow(world, row.input.sheet, cells), links };
  },

  async rest(row, world, context) {
    const cells = await restCells(world, row, context);
    const path = `/sheets/${context.sheetId}/rows`;
    return row.input.op === 'add'
      ? world.wm<WmResult<WmRow[]>>('POST', path, [{ toBottom: true, cells }])
      : world.wm<WmResult<WmRow[]>>('PUT', path, [{ id: context.rowId, cells }]);
  },

  async graph(row, world, context) {
    const cells = await graphCells(world, row, context);
    if (row.input.op === 'add')
      return world.gql(ADD, { input: { sheetId: context.sheetId, rows: [{ toBottom: true, cells }] } });
    return world.gql(UPDATE, {
      input: { sheetId: context.sheetId, rows: [{ id: present(context.rowId, 'the row to update'), cells }] },
    });
  },

  async readRest(row, world, context, answer) {
    const rowId = context.rowId ?? idText(present(answer.body.result[0], 'the added row').id);
    const read = await world.ok(
      world.wm<WmRow>('GET', `/sheets/${context.sheetId}/rows/${rowId}?level=2&include=objectValue`),
      'read the row',
    );
    const columnId = await world.columnId(row.input.sheet, readColumn(row));
    return observed(
      read.cells.find((c) => idText(c.columnId) === columnId),
      await sheetNames(world),
    );
  },

  async readGraph(row, world, context, data) {
    const read = await world.gqlData(READ, { sheet: context.sheetId, row: writtenRow(data).backendId });
    const columnId = await world.columnId(row.input.sheet, readColumn(row));
    const { cells } = present(present(read.sheet, 'the sheet').row, 'the written row');
    // The graph names the column and the linked sheets as objects; their backend ids are what REST shows.
    const cell = cells.find((c) => c.column !== null && idText(c.column.backendId) === columnId);
    const asRead: ReadCell | undefined = cell && {
      columnId,
      value: cell.value,
      displayValue: cell.displayValue,
      hyperlink: cell.hyperlink && { url: cell.hyperlink.url, sheetId: cell.hyperlink.sheet?.backendId ?? null },
      linkInFromCell: cell.linkInFromCell && { sheetId: cell.linkInFromCell.sheet?.backendId ?? null },
    };
    return observed(asRead, await sheetNames(world));
  },
};
