// The rules of one row of an add/update rows body: row id and cells (1012, 1036, 1037), Document 1's
// Cell link rules, rule 1 (1115: only link updates or none), the dependency sheet's End Date (1080) and Start Date
// with a Predecessor (1155), the row location (1062-1064), then every cell's rules (cell-rules.ts).
import type { StoredRow, StoredSheet } from '../model.js';
import { checkCell, writesContent, type CellContext, type CellInput, type CheckedCell } from './cell-rules.js';
import { idOf } from '../ids.js';
import { isRefusal, refuse, type Refusal } from './refusal.js';

/** At most this many rows per add or update (the vendor's limit). */
export const MAX_ROWS_PER_CALL = 500;

/** A row of an add/update rows body, as the client wrote it. */
export interface RowInput {
  id?: unknown;
  cells?: unknown;
  toTop?: unknown;
  toBottom?: unknown;
  parentId?: unknown;
  siblingId?: unknown;
  above?: unknown;
  expanded?: unknown;
  locked?: unknown;
  format?: unknown;
}

/** Where a row goes, checked against the sheet. */
export interface RowLocation {
  toTop: boolean;
  parentId?: bigint;
  siblingId?: bigint;
  above: boolean;
}

export interface CheckedRow {
  input: RowInput;
  /** The existing row (updates). */
  row?: StoredRow;
  cells: CheckedCell[];
  /** Absent when the row stays where it is (an update without a location). */
  location?: RowLocation;
}

const given = (v: unknown): boolean => v !== undefined && v !== null;

/** The row attributes besides cells that a row update may carry. */
const ROW_ATTRIBUTES = ['toTop', 'toBottom', 'parentId', 'siblingId', 'above', 'expanded', 'locked', 'format'] as const;

/** Ids of a row and everything below it. */
function subtree(sheet: StoredSheet, rowId: bigint): Set<bigint> {
  const ids = new Set<bigint>([rowId]);
  for (const r of sheet.rows) if (r.parentId !== undefined && ids.has(r.parentId)) ids.add(r.id);
  return ids;
}

function checkLocation(
  input: RowInput,
  sheet: StoredSheet,
  row: StoredRow | undefined,
): RowLocation | undefined | Refusal {
  for (const key of ['toTop', 'toBottom', 'above'] as const) {
    if (given(input[key]) && typeof input[key] !== 'boolean')
      return refuse(1031, `The value ${String(input[key])} was not valid for the attribute ${key}.`);
  }
  const toTop = input.toTop === true;
  const toBottom = input.toBottom === true;
  const hasParent = given(input.parentId);
  const hasSibling = given(input.siblingId);
  if (!toTop && !toBottom && !hasParent && !hasSibling) return row ? undefined : { toTop: false, above: false };
  if (
    (toTop && toBottom) ||
    (hasSibling && (hasParent || toTop || toBottom)) ||
    (input.above === true && !hasSibling)
  ) {
    return refuse(1062, 'Invalid row location.');
  }
  const inside = row ? subtree(sheet, row.id) : new Set<bigint>();
  const location: RowLocation = { toTop, above: input.above === true };
  if (hasParent) {
    const parentId = idOf(input.parentId);
    if (parentId === undefined || !sheet.rows.some((r) => r.id === parentId))
      return refuse(1063, `Invalid parentId: ${String(input.parentId)}.`);
    if (inside.has(parentId)) return refuse(1062, 'Invalid row location: a row cannot go below itself.');
    location.parentId = parentId;
  }
  if (hasSibling) {
    const siblingId = idOf(input.siblingId);
    if (siblingId === undefined || !sheet.rows.some((r) => r.id === siblingId))
      return refuse(1064, `Invalid siblingId: ${String(input.siblingId)}.`);
    if (inside.has(siblingId)) return refuse(1062, 'Invalid row location: a row cannot be placed relative to itself.');
    location.siblingId = siblingId;
  }
  return location;
}

/** Whether the row has predecessors after this write (the write's own Predecessor cell, else the stored one). */
function predecessorSet(
  sheet: StoredSheet,
  cells: CellInput[],
  row: StoredRow | undefined,
  predecessorColumn: bigint,
): boolean {
  const written = cells.find((c) => idOf(c.columnId) === predecessorColumn);
  if (written && writesContent(written)) {
    const ov = written.objectValue as { predecessors?: unknown } | null | undefined;
    return Array.isArray(ov?.predecessors) && ov.predecessors.length > 0;
  }
  const column = sheet.columns.find((c) => c.id === predecessorColumn);
  return column !== undefined && (row?.cells[column.index]?.predecessors?.length ?? 0) > 0;
}

/** Checks one row; `ctx.adding` tells an add from an update. */
export function checkRow(raw: unknown, ctx: CellContext): CheckedRow | Refusal {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse(1008, 'Unable to parse request. The following error occurred: a row must be an object.');
  const input = raw as RowInput;
  const { sheet } = ctx;
  let row: StoredRow | undefined;
  if (!ctx.adding) {
    if (!given(input.id)) return refuse(1012, 'A required object attribute is missing from your request: row.id.');
    const id = idOf(input.id);
    row = id === undefined ? undefined : sheet.rows.find((r) => r.id === id);
    if (!row) return refuse(1006, 'Not Found', 404);
  }
  if (given(input.cells) && !Array.isArray(input.cells))
    return refuse(1008, 'Unable to parse request. The following error occurred: row.cells must be an array.');
  const cells = (given(input.cells) ? input.cells : []) as unknown[];
  const seen = new Set<bigint>();
  const columns = cells.map((cell) => {
    if (typeof cell !== 'object' || cell === null || Array.isArray(cell))
      return refuse(1008, 'Unable to parse request. The following error occurred: a cell must be an object.');
    const c = cell as CellInput;
    if (!given(c.columnId))
      return refuse(1012, 'A required object attribute is missing from your request: cell.columnId.');
    const id = idOf(c.columnId);
    const column = id === undefined ? undefined : sheet.columns.find((col) => col.id === id);
    if (!column) return refuse(1036, `The columnId ${String(c.columnId)} is invalid.`);
    if (seen.has(column.id))
      return refuse(1037, `The columnId ${column.id} is included more than once in a single row.`);
    seen.add(column.id);
    return column;
  });
  const badColumn = columns.find(isRefusal);
  if (badColumn) return badColumn;
  const inputs = cells as CellInput[];
  // Cell link rules, rule 1 is about updates: a row being added may carry no link at all (rule 2, 1032 per cell).
  const links = inputs.filter((c) => given(c.linkInFromCell)).length;
  if (!ctx.adding && links > 0 && (links < inputs.length || ROW_ATTRIBUTES.some((k) => given(input[k])))) {
    return refuse(
      1115,
      'Row must contain either cell link updates or row/cell value updates; mixing of both update types in one API call is not supported.',
    );
  }
  const project = sheet.dependenciesEnabled ? sheet.projectColumns : undefined;
  if (project) {
    const writes = (columnId: bigint) => inputs.find((c) => idOf(c.columnId) === columnId && writesContent(c));
    if (writes(project.endDate))
      return refuse(
        1080,
        'End Dates on dependency-enabled sheets cannot be created/updated. Please update either the Duration or Start Date column.',
      );
    if (writes(project.startDate) && predecessorSet(sheet, inputs, row, project.predecessors)) {
      return refuse(
        1155,
        "You cannot set the 'value' attribute for a cell in a 'Project Settings' column of a dependency-enabled sheet: the row has predecessors.",
      );
    }
  }
  const location = checkLocation(input, sheet, row);
  if (isRefusal(location)) return location;
  for (const key of ['expanded', 'locked'] as const) {
    if (given(input[key]) && typeof input[key] !== 'boolean')
      return refuse(1031, `The value ${String(input[key])} was not valid for the attribute ${key}.`);
  }
  const checked: CheckedCell[] = [];
  for (const [i, cell] of inputs.entries()) {
    const result = checkCell(cell, columns[i] as (typeof sheet.columns)[number], ctx);
    if (isRefusal(result)) return result;
    checked.push(result);
  }
  return { input, ...(row ? { row } : {}), cells: checked, ...(location ? { location } : {}) };
}
