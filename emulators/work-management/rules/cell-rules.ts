// The rules of one cell of a row write (Document 1 and the shared code table): system columns
// (1046), formula exclusivity (1163, 1162), value with objectValue (1130), the cell-link rules
// (1109, 1032, 1110, 1116), the hyperlink rules (1112, 1111, 1117, 1113, 1114), overrideValidation
// for sheet admins (403 1212), strict/lenient parsing (1042, 1148, 1131, 1034) and column
// validation (1235).
import type { StoredColumn, StoredSheet } from '../model.js';
import { parseCellValue, type ParsedValue } from './cell-parsing.js';
import { idOf } from '../ids.js';
import { parseObjectValue, type ParsedObjectValue } from './object-values.js';
import { isRefusal, refuse, type Refusal } from './refusal.js';
import { shownValue } from '../request/body.js';

/** A cell of an add/update rows body, as the client wrote it. */
export interface CellInput {
  columnId?: unknown;
  value?: unknown;
  objectValue?: unknown;
  displayValue?: unknown;
  formula?: unknown;
  hyperlink?: unknown;
  linkInFromCell?: unknown;
  image?: unknown;
  strict?: unknown;
  overrideValidation?: unknown;
  format?: unknown;
}

export interface HyperlinkTarget {
  url?: string;
  sheetId?: bigint;
  reportId?: bigint;
  sightId?: bigint;
}

export interface CellLinkSource {
  sheetId: bigint;
  rowId: bigint;
  columnId: bigint;
}

/** A cell that passed every rule, with what the writer needs. */
export interface CheckedCell {
  column: StoredColumn;
  input: CellInput;
  /** The parsed value (absent when the cell does not write one). */
  parsed?: ParsedValue;
  object?: ParsedObjectValue;
  hyperlink?: HyperlinkTarget;
  link?: CellLinkSource;
  formula?: string;
}

export interface CellContext {
  sheet: StoredSheet;
  adding: boolean;
  /** The caller owns or administers the sheet. */
  admin: boolean;
  numericDates: boolean;
  rowIds: ReadonlySet<bigint>;
  /** Whether a sheet, report or dashboard id names something that exists. */
  targetExists: (kind: 'sheet' | 'report' | 'sight', id: bigint) => boolean;
}

/** A format descriptor: up to 17 comma-separated lookup indexes, each possibly empty. */
const FORMAT_DESCRIPTOR = /^\d*(,\d*){0,16}$/;
const given = (v: unknown): boolean => v !== undefined && v !== null;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the cell writes anything into its column (used by the system, End Date and Start Date rules). */
export function writesContent(cell: CellInput): boolean {
  return (
    cell.value !== undefined ||
    cell.objectValue !== undefined ||
    given(cell.formula) ||
    given(cell.hyperlink) ||
    given(cell.linkInFromCell)
  );
}

function checkHyperlink(raw: unknown, value: unknown, ctx: CellContext): HyperlinkTarget | Refusal {
  if (!isObject(raw)) return refuse(1031, 'The value for the attribute cell.hyperlink must be an object.');
  const ids = { sheetId: idOf(raw.sheetId), reportId: idOf(raw.reportId), sightId: idOf(raw.sightId) };
  const targets = (['sheetId', 'reportId', 'sightId'] as const).filter((k) => given(raw[k]));
  if (given(raw.url) && targets.length > 0)
    return refuse(1112, 'cell.hyperlink.url must be null for sheet or report hyperlinks.');
  if (targets.length > 1)
    return refuse(1111, 'Only one of cell.hyperlink.sheetId and cell.hyperlink.reportId may be non-null.');
  if (!given(raw.url) && targets.length === 0)
    return refuse(1117, 'One of the following cell.hyperlink fields must be non-null: url, sheetId, or reportId.');
  if (given(value) && typeof value !== 'string')
    return refuse(1113, 'cell.value must be a string when the cell is a hyperlink.');
  if (given(raw.url)) {
    if (typeof raw.url !== 'string' || raw.url.trim() === '')
      return refuse(1031, `The value ${String(raw.url)} was not valid for the attribute cell.hyperlink.url.`);
    return { url: raw.url };
  }
  const key = targets[0]!;
  const id = ids[key];
  const kind = key === 'sheetId' ? 'sheet' : key === 'reportId' ? 'report' : 'sight';
  if (id === undefined || !ctx.targetExists(kind, id))
    return refuse(1114, `Invalid sheetId or reportId: ${String(raw[key])}.`, 404);
  return { [key]: id };
}

function checkLink(raw: unknown, ctx: CellContext): CellLinkSource | Refusal {
  if (!isObject(raw)) return refuse(1031, 'The value for the attribute cell.linkInFromCell must be an object.');
  for (const key of ['sheetId', 'rowId', 'columnId'] as const) {
    if (!given(raw[key]))
      return refuse(1012, `A required object attribute is missing from your request: cell.linkInFromCell.${key}.`);
  }
  const source = { sheetId: idOf(raw.sheetId), rowId: idOf(raw.rowId), columnId: idOf(raw.columnId) };
  if (source.sheetId === undefined || source.rowId === undefined || source.columnId === undefined)
    return refuse(1031, 'The value for the attribute cell.linkInFromCell was not valid.');
  if (source.sheetId === ctx.sheet.id) return refuse(1116, 'You cannot link a cell to its own sheet.');
  return source as CellLinkSource;
}

/** Applies every cell rule; the column is known (checked by the row rules). */
export function checkCell(input: CellInput, column: StoredColumn, ctx: CellContext): CheckedCell | Refusal {
  if (column.systemColumnType && writesContent(input)) {
    return refuse(
      1046,
      `Cells containing system values cannot be inserted or updated through the API, columnId : ${column.id}.`,
    );
  }
  if (given(input.format) && (typeof input.format !== 'string' || !FORMAT_DESCRIPTOR.test(input.format))) {
    return refuse(1031, `The value ${String(input.format)} was not valid for the attribute cell.format.`);
  }
  const checked: CheckedCell = { column, input };
  if (given(input.formula)) {
    if (typeof input.formula !== 'string' || !input.formula.startsWith('='))
      return refuse(1162, 'A formula must always start with an equal sign (=).');
    if (
      given(input.value) ||
      given(input.objectValue) ||
      given(input.image) ||
      given(input.hyperlink) ||
      given(input.linkInFromCell)
    ) {
      return refuse(
        1163,
        'If cell.formula is specified, then value, objectValue, image, hyperlink, and linkInFromCell must not be specified.',
      );
    }
    checked.formula = input.formula;
    return checked;
  }
  if (
    given(input.image) &&
    (given(input.value) || given(input.objectValue) || given(input.hyperlink) || given(input.linkInFromCell))
  ) {
    return refuse(
      1163,
      'If cell.image is non-null then value, objectValue, hyperlink, and linkInFromCell must all be null.',
    );
  }
  if (given(input.value) && given(input.objectValue))
    return refuse(1130, 'One of cell.value or objectValue may be set, but not both.');
  if (given(input.hyperlink) && given(input.linkInFromCell))
    return refuse(1109, 'Only one of cell.hyperlink or cell.linkInFromCell may be non-null.');
  if (given(input.linkInFromCell)) {
    // Document 1, Cell link rules, rules 2 and 3: only on an existing cell, and the value must be null.
    if (ctx.adding) return refuse(1032, 'The attribute(s) cell.linkInFromCell are not allowed for this operation.');
    if (given(input.value)) return refuse(1110, 'cell.value must be null if cell.linkInFromCell is non-null.');
    const link = checkLink(input.linkInFromCell, ctx);
    if (isRefusal(link)) return link;
    checked.link = link;
    return checked;
  }
  if (given(input.hyperlink)) {
    const hyperlink = checkHyperlink(input.hyperlink, input.value, ctx);
    if (isRefusal(hyperlink)) return hyperlink;
    checked.hyperlink = hyperlink;
  }
  if (input.strict !== undefined && typeof input.strict !== 'boolean')
    return refuse(1031, `The value ${shownValue(input.strict)} was not valid for the attribute cell.strict.`);
  if (input.overrideValidation !== undefined && typeof input.overrideValidation !== 'boolean')
    return refuse(
      1031,
      `The value ${shownValue(input.overrideValidation)} was not valid for the attribute cell.overrideValidation.`,
    );
  const override = input.overrideValidation === true;
  if (override && !ctx.admin) return refuse(1212, 'You must be a sheet admin to override validation.', 403);
  if (given(input.objectValue)) {
    const object = parseObjectValue(column, input.objectValue, ctx.rowIds);
    if (isRefusal(object)) return object;
    checked.object = object;
    if (object.kind === 'value') checked.parsed = object.parsed;
  } else if (input.value !== undefined || given(input.hyperlink)) {
    const parsed = parseCellValue(column, input.value, {
      strict: input.strict !== false,
      numericDates: ctx.numericDates,
    });
    if (isRefusal(parsed)) return parsed;
    checked.parsed = parsed;
  }
  // Column validation (not strict parsing): only values the column lists, unless a sheet admin overrides it.
  if (column.validation && !override && checked.parsed && !validates(column, checked.parsed)) {
    return refuse(1235, `Value not supported on column ${column.id}: the column is restricted to its listed values.`);
  }
  return checked;
}

/** Whether a parsed value passes the column's validation. */
function validates(column: StoredColumn, parsed: ParsedValue): boolean {
  if (parsed.kind === 'clear') return true;
  switch (column.type) {
    case 'PICKLIST':
      return parsed.kind === 'text' && (column.options ?? []).includes(parsed.text);
    case 'CONTACT_LIST':
      return (
        parsed.kind === 'contact' &&
        (!column.contactOptions ||
          column.contactOptions.some((c) => c.email.toLowerCase() === parsed.email.toLowerCase()))
      );
    case 'DATE':
      return parsed.kind === 'date';
    default:
      return true;
  }
}
