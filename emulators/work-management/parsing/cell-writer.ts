// Turns a validated cell of an add/update request into the stored cell: parsed value and
// displayValue per column type, contact names (displayValue rules 1-3), hyperlinks, cell links,
// predecessor lists, multi-contact and multi-picklist values.
import { EmulatorHttpError } from '../../kit/http-emulator.js';
import { parseCellValue, type CellInput, type ColumnInfo } from '../../../src/validation/work-cells.js';
import { evaluateFormula } from './formula.js';
import { parseId } from '../ids.js';
import type { Contact, StoredCell, StoredColumn, StoredPredecessor, StoredSheet, StoredUser } from '../model.js';
import type { WorkManagementStore } from '../store.js';

export function columnInfo(column: StoredColumn): ColumnInfo {
  return {
    id: String(column.id),
    type: column.type,
    title: column.title,
    ...(column.primary ? { primary: true } : {}),
    ...(column.options ? { options: column.options } : {}),
    ...(column.systemColumnType ? { systemColumnType: column.systemColumnType } : {}),
    ...(column.validation ? { validation: true } : {}),
  };
}

const idOf = (value: unknown): bigint | undefined => parseId(value === undefined || value === null ? undefined : String(value));

/** A contact by email among the account's users and the column's options (the "token owner's contacts"). */
function findContact(store: WorkManagementStore, column: StoredColumn, email: string): Contact | undefined {
  const lower = email.toLowerCase();
  const option = column.contactOptions?.find((c) => c.email.toLowerCase() === lower);
  if (option) return option;
  const user = store.usersByEmail.get(lower);
  return user ? { email: user.email, name: `${user.firstName} ${user.lastName}` } : undefined;
}

function formatNumber(n: number): string {
  return String(n);
}

export interface WriteContext {
  store: WorkManagementStore;
  caller: StoredUser;
  sheet: StoredSheet;
  /** The request's numericDates: epoch milliseconds are accepted as dates. */
  numericDates?: boolean;
}

function badValue(ctx: WriteContext, message: string): EmulatorHttpError {
  return ctx.store.errors.error(400, 1018, message);
}

/** Name of a hyperlink target, and its permalink, when it exists. */
function hyperlinkTarget(ctx: WriteContext, link: NonNullable<CellInput['hyperlink']>): { name: string; url: string } | undefined {
  const sheetId = idOf(link.sheetId);
  if (sheetId !== undefined) {
    const sheet = ctx.store.sheetsById.get(sheetId);
    return sheet ? { name: sheet.name, url: sheet.permalink } : undefined;
  }
  const assetId = idOf(link.reportId ?? link.sightId);
  const asset = assetId !== undefined ? ctx.store.assetsById.get(assetId) : undefined;
  return asset ? { name: asset.name, url: asset.permalink } : undefined;
}

/** The stored cell after writing `input` over `previous` (already validated by checkRows). */
export function writeCell(ctx: WriteContext, column: StoredColumn, input: CellInput, previous: StoredCell | undefined): StoredCell {
  const cell: StoredCell = {};
  if (input.linkInFromCell !== undefined && input.linkInFromCell !== null) {
    const link = input.linkInFromCell as { sheetId?: unknown; rowId?: unknown; columnId?: unknown };
    const source = ctx.store.sheetsById.get(idOf(link.sheetId) ?? -1n);
    const sourceRow = source?.rows.find((r) => r.id === idOf(link.rowId));
    const sourceColumn = source?.columns.find((c) => c.id === idOf(link.columnId));
    if (!source || !sourceRow || !sourceColumn) throw badValue(ctx, 'linkInFromCell refers to a cell that does not exist.');
    if (!ctx.store.sheetAccess(ctx.caller, source)) throw ctx.store.errors.forbidden();
    const from = sourceRow.cells[sourceColumn.index];
    if (from?.value !== undefined) cell.value = from.value;
    if (from?.displayValue !== undefined) cell.displayValue = from.displayValue;
    cell.linkInFromCell = { status: 'OK', sheetId: source.id, rowId: sourceRow.id, columnId: sourceColumn.id, sheetName: source.name };
    return cell;
  }
  if (typeof input.formula === 'string') {
    // Formulas are evaluated once, against the sheet as it is (see formula.ts).
    cell.formula = input.formula;
    const result = evaluateFormula(input.formula, ctx.sheet);
    cell.value = 'value' in result ? result.value : result.error;
    cell.displayValue = String(cell.value);
    return cell;
  }
  if (input.objectValue !== undefined && input.objectValue !== null) return writeObjectValue(ctx, column, input.objectValue);
  const parsed = parseCellValue(columnInfo(column), input.value, input.strict !== false, ctx.numericDates === true);
  if ('errorCode' in parsed) throw ctx.store.errors.error(400, parsed.errorCode, parsed.message);
  switch (parsed.kind) {
    case 'clear':
      break;
    case 'text':
      cell.value = parsed.value;
      cell.displayValue = parsed.value;
      break;
    case 'number':
      cell.value = parsed.value;
      cell.displayValue = formatNumber(parsed.value);
      break;
    case 'boolean':
      cell.value = parsed.value;
      if (column.type !== 'CHECKBOX') cell.displayValue = String(parsed.value);
      break;
    case 'date':
      cell.value = parsed.value;
      break;
    case 'duration':
      cell.value = parsed.value;
      cell.displayValue = parsed.value;
      cell.durationDays = parsed.days;
      break;
    case 'contact': {
      // displayValue rules: 1 given and non-empty -> shown; 2 empty -> the email; 3 absent -> the contact's name.
      const found = findContact(ctx.store, column, parsed.email);
      const given = typeof input.displayValue === 'string' ? input.displayValue : undefined;
      const name = given !== undefined && given !== '' ? given : given === '' ? parsed.email : (found?.name ?? parsed.email);
      cell.value = parsed.email;
      cell.displayValue = name;
      cell.contacts = [{ email: parsed.email, name: found?.name ?? name }];
      break;
    }
  }
  if (input.hyperlink) {
    const target = hyperlinkTarget(ctx, input.hyperlink);
    const h = input.hyperlink;
    cell.hyperlink = h.url ? { url: String(h.url) } : { ...(target ? { url: target.url } : {}) };
    if (idOf(h.sheetId) !== undefined) cell.hyperlink.sheetId = idOf(h.sheetId);
    if (idOf(h.reportId) !== undefined) cell.hyperlink.reportId = idOf(h.reportId);
    if (idOf(h.sightId) !== undefined) cell.hyperlink.sightId = idOf(h.sightId);
    // Hyperlink rule: a null value becomes the URL, or the target's name.
    if (cell.value === undefined) {
      const shown = h.url ? String(h.url) : target?.name;
      if (shown !== undefined) {
        cell.value = shown;
        cell.displayValue = shown;
      }
    }
  } else if (input.hyperlink === undefined && previous?.hyperlink && cell.value !== undefined) {
    cell.hyperlink = previous.hyperlink;
  }
  // A cleared cell stays as an empty cell (`{columnId}` on the wire), as the service answers it.
  return cell;
}

const LAG_UNITS: Array<[string, string]> = [['weeks', 'w'], ['days', 'd'], ['hours', 'h'], ['minutes', 'm'], ['seconds', 's'], ['milliseconds', 'ms']];

function writeObjectValue(ctx: WriteContext, column: StoredColumn, objectValue: unknown): StoredCell {
  const ov = objectValue as { predecessors?: Array<Record<string, unknown>>; values?: unknown[] };
  if (column.type === 'PREDECESSOR') {
    const predecessors: StoredPredecessor[] = (ov.predecessors ?? []).map((p) => {
      const row = ctx.sheet.rows.find((r) => r.id === idOf(p.rowId));
      if (!row) throw badValue(ctx, `Predecessor row ${String(p.rowId)} is not in the sheet.`);
      const lag = p.lag as Record<string, unknown> | undefined;
      const days = lag ? Number(lag.days ?? 0) + Number(lag.weeks ?? 0) * 5 + Number(lag.hours ?? 0) / 8 : 0;
      const pred: StoredPredecessor = { rowId: row.id, rowNumber: row.rowNumber, type: p.type as StoredPredecessor['type'] };
      if (days) pred.lagDays = lag?.negative === true ? -days : days;
      const parts = lag ? LAG_UNITS.filter(([key]) => typeof lag[key] === 'number' && lag[key] !== 0) : [];
      if (parts.length > 0) {
        const kept: Record<string, number | boolean> = Object.fromEntries(parts.map(([key]) => [key, lag![key] as number]));
        if (lag!.negative === true) kept.negative = true;
        pred.lag = kept;
      }
      return pred;
    });
    // The service's text: "2FS +2d 4h", "8FS +1.5w 2.5d 3.5h 4.5m 5.5s 6ms".
    const text = predecessors
      .map((p) => {
        const parts = p.lag ? LAG_UNITS.filter(([key]) => typeof p.lag![key] === 'number').map(([key, unit]) => `${p.lag![key]}${unit}`) : [];
        return `${p.rowNumber}${p.type}${parts.length ? ` ${p.lag!.negative === true ? '-' : '+'}${parts.join(' ')}` : ''}`;
      })
      .join(', ');
    return { value: text, displayValue: text, predecessors };
  }
  if (column.type === 'MULTI_CONTACT_LIST') {
    const contacts = (ov.values ?? []).map((v) => {
      const email = String((v as { email?: unknown }).email);
      const name = (v as { name?: unknown }).name;
      return { email, name: typeof name === 'string' && name ? name : (findContact(ctx.store, column, email)?.name ?? email) };
    });
    const text = contacts.map((c) => c.name).join(', ');
    return { value: text, displayValue: text, contacts };
  }
  const picks = (ov.values ?? []).map(String);
  const text = picks.join(', ');
  return { value: text, displayValue: text, picks };
}
