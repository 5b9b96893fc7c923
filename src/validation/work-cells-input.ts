// The gateway side of the cell rules: turns the graph's row and cell inputs into the service's JSON
// and refuses, before any upstream write, every batch that breaks a rule the gateway can know.
import { badUserInput } from '../graphql-errors.js';
import { readBackendId, readChildId, readIdArgument } from '../relay/global-id.js';
import { exactId } from '../datasources/work-management/sheet-content-api.js';
import type { WmColumn, WmSheet } from '../datasources/work-management/types.js';
import type { AddRowInput, CellInput as GqlCellInput, UpdateRowInput } from '../generated/resolvers-types.js';
import { MAX_ROWS_PER_CALL, type CellInput, type ColumnInfo, type RowInput } from './cell-values.js';
import { checkRows } from './work-cells.js';

/** The work-management id of an object a cell names (a hyperlink's target, a cell link's sheet): its global id or its own id. */
function objectId(id: string, type: 'Sheet' | 'Dashboard', field: string): string {
  return readIdArgument(id, { type, field, backendId: 'int64', partShape: 'int64' }).parts[0] as string;
}

export function columnInfos(columns: WmColumn[]): Map<string, ColumnInfo> {
  return new Map(
    columns.map((c) => [
      String(c.id),
      {
        id: String(c.id),
        type: c.type,
        title: c.title,
        ...(c.primary ? { primary: true } : {}),
        ...(c.options ? { options: c.options } : {}),
        ...(c.systemColumnType ? { systemColumnType: c.systemColumnType } : {}),
        ...(c.validation ? { validation: true } : {}),
        ...(c.tags ? { tags: c.tags } : {}),
      },
    ]),
  );
}

/** The objectType follows the input field; checkRows then compares it with the column's type (1131). */
function toCell(cell: GqlCellInput, sheetId: string, field: string): CellInput {
  const out: CellInput = { columnId: exactId(readChildId(cell.columnId, 'Column', sheetId, `${field}.columnId`)) };
  if ('value' in cell) out.value = cell.value ?? null;
  if (cell.displayValue !== undefined && cell.displayValue !== null) out.displayValue = cell.displayValue;
  if (cell.formula !== undefined && cell.formula !== null) out.formula = cell.formula;
  if (cell.strict === false) out.strict = false;
  if (cell.overrideValidation !== undefined && cell.overrideValidation !== null)
    out.overrideValidation = cell.overrideValidation;
  if (cell.hyperlink) out.hyperlink = hyperlinkOf(cell.hyperlink, field);
  else if ('hyperlink' in cell) out.hyperlink = null;
  if (cell.linkInFromCell) out.linkInFromCell = linkInFromCellOf(cell.linkInFromCell, field);
  else if ('linkInFromCell' in cell) out.linkInFromCell = null;
  if (cell.objectValue) out.objectValue = objectValueOf(cell.objectValue, sheetId, field);
  return out;
}

/** A hyperlink to a URL, or to a sheet, report or dashboard by id. */
function hyperlinkOf(h: NonNullable<GqlCellInput['hyperlink']>, field: string): CellInput['hyperlink'] {
  return {
    ...(h.url ? { url: String(h.url) } : {}),
    ...(h.sheetId ? { sheetId: exactId(objectId(h.sheetId, 'Sheet', `${field}.hyperlink.sheetId`)) } : {}),
    ...(h.reportId ? { reportId: exactId(readBackendId(h.reportId, 'int64', `${field}.hyperlink.reportId`)) } : {}),
    ...(h.dashboardId
      ? { sightId: exactId(objectId(h.dashboardId, 'Dashboard', `${field}.hyperlink.dashboardId`)) }
      : {}),
  };
}

/** The cell of another sheet this cell takes its value from. */
function linkInFromCellOf(l: NonNullable<GqlCellInput['linkInFromCell']>, field: string): CellInput['linkInFromCell'] {
  const source = objectId(l.sheetId, 'Sheet', `${field}.linkInFromCell.sheetId`);
  return {
    sheetId: exactId(source),
    rowId: exactId(readChildId(l.rowId, 'Row', source, `${field}.linkInFromCell.rowId`)),
    columnId: exactId(readChildId(l.columnId, 'Column', source, `${field}.linkInFromCell.columnId`)),
  };
}

/** Exactly one of predecessors, contacts and picklist values, as the service's objectValue. */
function objectValueOf(
  ov: NonNullable<GqlCellInput['objectValue']>,
  sheetId: string,
  field: string,
): CellInput['objectValue'] {
  const given = [ov.predecessors, ov.contacts, ov.picklistValues].filter((v) => v !== undefined && v !== null).length;
  if (given !== 1)
    throw badUserInput(
      'objectValue takes exactly one of predecessors, contacts and picklistValues.',
      `${field}.objectValue`,
      1012,
    );
  if (ov.predecessors) {
    return {
      objectType: 'PREDECESSOR_LIST',
      predecessors: ov.predecessors.map((p, i) => ({
        rowId: exactId(readChildId(p.rowId, 'Row', sheetId, `${field}.objectValue.predecessors.${i}.rowId`)),
        type: p.type,
        ...(p.lag
          ? {
              lag: {
                objectType: 'DURATION',
                ...Object.fromEntries(Object.entries(p.lag).filter(([, v]) => v !== null && v !== undefined)),
              },
            }
          : {}),
      })),
    };
  }
  if (ov.contacts) {
    return {
      objectType: 'MULTI_CONTACT',
      values: ov.contacts.map((c) => ({
        objectType: 'CONTACT',
        email: c.email,
        ...(c.name ? { name: c.name } : {}),
      })),
    };
  }
  return { objectType: 'MULTI_PICKLIST', values: ov.picklistValues };
}

function toRow(row: AddRowInput | UpdateRowInput, sheetId: string, field: string): RowInput {
  const out: RowInput = {};
  if ('id' in row) out.id = exactId(readChildId(row.id, 'Row', sheetId, `${field}.id`));
  if (row.toTop != null) out.toTop = row.toTop;
  if (row.toBottom != null) out.toBottom = row.toBottom;
  if (row.parentId != null) out.parentId = exactId(readChildId(row.parentId, 'Row', sheetId, `${field}.parentId`));
  if (row.siblingId != null) out.siblingId = exactId(readChildId(row.siblingId, 'Row', sheetId, `${field}.siblingId`));
  if (row.above != null) out.above = row.above;
  if (row.expanded != null) out.expanded = row.expanded;
  if (row.locked != null) out.locked = row.locked;
  if (row.cells) out.cells = row.cells.map((c, i) => toCell(c, sheetId, `${field}.cells.${i}`));
  return out;
}

/**
 * The service's JSON for an add (`adding`) or update batch to `sheet` (its columns read), after every
 * rule the gateway can check (batch size, unknown columns, project columns, parsing per column type,
 * ranges, links, hyperlinks): a violation is BAD_USER_INPUT with the document's error code, and
 * nothing is sent.
 */
export function upstreamRows(
  rows: Array<AddRowInput | UpdateRowInput>,
  sheetId: string,
  sheet: WmSheet,
  adding: boolean,
): RowInput[] {
  if (rows.length > MAX_ROWS_PER_CALL)
    throw badUserInput(
      `At most ${MAX_ROWS_PER_CALL} rows may be written in one call (got ${rows.length}).`,
      'input.rows',
      1018,
    );
  const infos = columnInfos(sheet.columns ?? []);
  const upstream = rows.map((row, i) => toRow(row, sheetId, `input.rows.${i}`));
  const problem = checkRows(upstream, infos, adding, { dependenciesEnabled: sheet.dependenciesEnabled === true });
  if (problem) throw badUserInput(problem.message, `input.${problem.field ?? 'rows'}`, problem.errorCode);
  return upstream;
}
