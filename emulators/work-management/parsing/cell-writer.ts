// Turns a cell that passed the rules (rules/cell-rules.ts) into the stored cell: the parsed value
// and its displayValue per column type, number formats (lenient parsing enables the format it
// read; numbers show with the cell's format), contact names (Document 1, Contact list `displayValue` on create or update, rules 1-3), hyperlinks,
// cell links, predecessor lists, multi-contact and multi-picklist values.
import { evaluateFormula } from './formula.js';
import type { Contact, StoredCell, StoredColumn, StoredPredecessor, StoredSheet, StoredUser } from '../model.js';
import type { WorkManagementStore } from '../store/store.js';
import type { ParsedValue } from '../rules/cell-parsing.js';
import type { CheckedCell, HyperlinkTarget } from '../rules/cell-rules.js';
import { displayNumber, withNumberFormat } from '../rules/number-format.js';
import type { ParsedObjectValue } from '../rules/object-values.js';
import { DURATION_PARTS, partsDays, partsText } from '../rules/text-values.js';
import { refuse, type Refusal } from '../rules/refusal.js';

export interface WriteContext {
  store: WorkManagementStore;
  caller: StoredUser;
  sheet: StoredSheet;
}

/** A contact by email among the column's contact options and the account's users (the "token owner's contacts"). */
function findContact(store: WorkManagementStore, column: StoredColumn, email: string): Contact | undefined {
  const lower = email.toLowerCase();
  const option = column.contactOptions?.find((c) => c.email.toLowerCase() === lower);
  if (option) return option;
  const user = store.usersByEmail.get(lower);
  return user ? { email: user.email, name: `${user.firstName} ${user.lastName}` } : undefined;
}

/** The format a write starts from: the one given, else the cell's own, else (a blank cell) the column's baseline. */
function baseFormat(checked: CheckedCell, previous: StoredCell | undefined): string | undefined {
  if (typeof checked.input.format === 'string') return checked.input.format;
  if (previous?.format !== undefined) return previous.format;
  return previous?.value === undefined ? checked.column.format : undefined;
}

const hasFormat = (descriptor: string | undefined): descriptor is string =>
  descriptor !== undefined && /\d/.test(descriptor);

function writeParsed(
  ctx: WriteContext,
  checked: CheckedCell,
  parsed: ParsedValue,
  format: string | undefined,
  name?: string,
): StoredCell {
  const { column } = checked;
  const cell: StoredCell = {};
  switch (parsed.kind) {
    case 'clear':
      // A cleared checkbox reads as unchecked, as the service answers it.
      if (column.type === 'CHECKBOX') cell.value = false;
      break;
    case 'text':
      cell.value = parsed.text;
      cell.displayValue = parsed.text;
      break;
    case 'number': {
      const descriptor = parsed.format ? withNumberFormat(format, parsed.format) : format;
      cell.value = parsed.value;
      cell.displayValue = displayNumber(parsed.value, descriptor);
      if (hasFormat(descriptor)) cell.format = descriptor;
      return cell;
    }
    case 'boolean':
      cell.value = parsed.value;
      if (column.type !== 'CHECKBOX') cell.displayValue = String(parsed.value);
      break;
    case 'date':
      cell.value = parsed.value;
      break;
    case 'duration':
      cell.value = parsed.text;
      cell.displayValue = parsed.text;
      cell.durationDays = parsed.days;
      break;
    case 'contact': {
      // displayValue rules: 1 given and non-empty -> shown; 2 empty -> the email; 3 absent -> the contact's name.
      const found = findContact(ctx.store, column, parsed.email);
      const given = typeof checked.input.displayValue === 'string' ? checked.input.displayValue : name;
      const shown =
        given !== undefined && given !== '' ? given : given === '' ? parsed.email : (found?.name ?? parsed.email);
      cell.value = parsed.email;
      cell.displayValue = shown;
      cell.contacts = [{ email: parsed.email, name: found?.name ?? shown }];
      break;
    }
  }
  if (hasFormat(format)) cell.format = format;
  return cell;
}

/** Name and permalink of a hyperlink's sheet, report or dashboard. */
function hyperlinkTarget(ctx: WriteContext, link: HyperlinkTarget): { name: string; url: string } | undefined {
  if (link.sheetId !== undefined) {
    const sheet = ctx.store.sheetsById.get(link.sheetId);
    return sheet ? { name: sheet.name, url: sheet.permalink } : undefined;
  }
  const id = link.reportId ?? link.sightId;
  const asset = id !== undefined ? ctx.store.assetsById.get(id) : undefined;
  return asset ? { name: asset.name, url: asset.permalink } : undefined;
}

function writeObject(
  ctx: WriteContext,
  checked: CheckedCell,
  object: Exclude<ParsedObjectValue, { kind: 'value' }>,
): StoredCell {
  const { column } = checked;
  if (object.kind === 'predecessors') {
    const predecessors: StoredPredecessor[] = object.predecessors.map((p) => {
      const row = ctx.sheet.rows.find((r) => r.id === p.rowId)!;
      const pred: StoredPredecessor = { rowId: row.id, rowNumber: row.rowNumber, type: p.type };
      const lag = p.lag;
      const parts = lag ? DURATION_PARTS.filter((k) => typeof lag[k] === 'number' && lag[k] !== 0) : [];
      if (lag && parts.length > 0) {
        pred.lag = Object.fromEntries(parts.map((k) => [k, lag[k] as number]));
        if (lag.negative === true) pred.lag.negative = true;
        pred.lagDays = partsDays(pred.lag);
      }
      return pred;
    });
    // The service's text: "2FS +2d 4h", "8FS +1.5w 2.5d 3.5h 4.5m 5.5s 6ms".
    const text = predecessors
      .map((p) => {
        const lag = p.lag ? partsText(p.lag) : '';
        return `${p.rowNumber}${p.type}${lag ? ` ${p.lag!.negative === true ? '-' : '+'}${lag}` : ''}`;
      })
      .join(', ');
    return predecessors.length === 0 ? {} : { value: text, displayValue: text, predecessors };
  }
  if (object.kind === 'contacts') {
    const contacts = object.contacts.map((c) => ({
      email: c.email,
      name: c.name ?? findContact(ctx.store, column, c.email)?.name ?? c.email,
    }));
    const text = contacts.map((c) => c.name).join(', ');
    return contacts.length === 0 ? {} : { value: text, displayValue: text, contacts };
  }
  const text = object.values.join(', ');
  return object.values.length === 0 ? {} : { value: text, displayValue: text, picks: [...object.values] };
}

/** A cell write without a value (a format only, or nothing): the value stays, shown with the format. */
function keepValue(previous: StoredCell | undefined, format: string | undefined): StoredCell {
  const cell: StoredCell = { ...(previous ?? {}) };
  delete cell.format;
  if (hasFormat(format)) cell.format = format;
  if (typeof cell.value === 'number' && cell.formula === undefined)
    cell.displayValue = displayNumber(cell.value, format);
  return cell;
}

/** The stored cell after writing `checked` over `previous`; a cell-link source that cannot be read is refused. */
export function writeCell(
  ctx: WriteContext,
  checked: CheckedCell,
  previous: StoredCell | undefined,
): StoredCell | Refusal {
  const format = baseFormat(checked, previous);
  if (checked.link) {
    const { sheetId, rowId, columnId } = checked.link;
    const source = ctx.store.sheetsById.get(sheetId);
    if (!source) return refuse(1114, `Invalid sheetId or reportId: ${sheetId}.`, 404);
    if (!ctx.store.sheetAccess(ctx.caller, source))
      return refuse(1004, 'You are not authorized to perform this action.', 403);
    const sourceRow = source.rows.find((r) => r.id === rowId);
    if (!sourceRow) return refuse(1034, 'Invalid Row Id.');
    const sourceColumn = source.columns.find((c) => c.id === columnId);
    if (!sourceColumn) return refuse(1036, `The columnId ${columnId} is invalid.`);
    const from = sourceRow.cells[sourceColumn.index];
    const cell: StoredCell = {};
    if (from?.value !== undefined) cell.value = from.value;
    if (from?.displayValue !== undefined) cell.displayValue = from.displayValue;
    cell.linkInFromCell = {
      status: 'OK',
      sheetId: source.id,
      rowId: sourceRow.id,
      columnId: sourceColumn.id,
      sheetName: source.name,
    };
    return cell;
  }
  if (checked.formula !== undefined) {
    // Formulas are evaluated once, against the sheet as it is (see formula.ts).
    const result = evaluateFormula(checked.formula, ctx.sheet);
    const cell: StoredCell = { formula: checked.formula };
    cell.value = 'value' in result ? result.value : result.error;
    cell.displayValue = typeof cell.value === 'number' ? displayNumber(cell.value, format) : cell.value;
    if (hasFormat(format)) cell.format = format;
    return cell;
  }
  const object = checked.object;
  const cell =
    object && object.kind !== 'value'
      ? writeObject(ctx, checked, object)
      : checked.parsed
        ? writeParsed(ctx, checked, checked.parsed, format, object?.kind === 'value' ? object.name : undefined)
        : keepValue(previous, format);
  if (checked.hyperlink) {
    const h = checked.hyperlink;
    const target = hyperlinkTarget(ctx, h);
    cell.hyperlink = h.url !== undefined ? { url: h.url } : { ...(target ? { url: target.url } : {}) };
    if (h.sheetId !== undefined) cell.hyperlink.sheetId = h.sheetId;
    if (h.reportId !== undefined) cell.hyperlink.reportId = h.reportId;
    if (h.sightId !== undefined) cell.hyperlink.sightId = h.sightId;
    // Hyperlink rule: a null value becomes the URL, or the target's name.
    if (cell.value === undefined) {
      const shown = h.url ?? target?.name;
      if (shown !== undefined) {
        cell.value = shown;
        cell.displayValue = shown;
      }
    }
  } else if (checked.input.hyperlink === undefined && previous?.hyperlink && cell.value !== undefined) {
    cell.hyperlink = previous.hyperlink;
  }
  // A cleared cell stays as an empty cell (`{columnId}` on the wire), as the service answers it.
  return cell;
}
