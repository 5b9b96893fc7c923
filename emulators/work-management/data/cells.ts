// Builders for stored cells (one per column type of Document 1) and the number/date formats
// that give TEXT_NUMBER and date cells their realistic values and displayValues.
import type { Contact, StoredCell, StoredPredecessor } from '../model.js';

/** Column `format` descriptors: currency (USD, 2 decimals, thousands separator) and percent. */
export const CURRENCY_FORMAT = ',,,,,,,,,,,13,2,1,2,,';
export const PERCENT_FORMAT = ',,,,,,,,,,,,0,,3,,';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function textCell(text: string): StoredCell {
  return { value: text, displayValue: text };
}

export function numberCell(value: number): StoredCell {
  return { value, displayValue: String(value) };
}

/** A currency-formatted number: numeric value, formatted displayValue, the cell's currency format. */
export function currencyCell(value: number): StoredCell {
  return { value, displayValue: currency.format(value), format: CURRENCY_FORMAT };
}

/** A percent-formatted number (0.45 shows as "45%"). */
export function percentCell(value: number): StoredCell {
  return { value, displayValue: `${Math.round(value * 100)}%`, format: PERCENT_FORMAT };
}

/** CHECKBOX: boolean value, no displayValue. */
export function checkboxCell(checked: boolean): StoredCell {
  return { value: checked };
}

/** CONTACT_LIST: value is the email, displayValue the name. */
export function contactCell(contact: Contact): StoredCell {
  return { value: contact.email, displayValue: contact.name, contacts: [contact] };
}

/** CONTACT_LIST holding free text instead of a contact. */
export function freeTextContactCell(text: string): StoredCell {
  return { value: text, displayValue: text };
}

/** MULTI_CONTACT_LIST: plain text is the names joined by ", ". */
export function multiContactCell(contacts: Contact[]): StoredCell {
  const text = contacts.map((c) => c.name).join(', ');
  return { value: text, displayValue: text, contacts };
}

export function picklistCell(option: string): StoredCell {
  return { value: option, displayValue: option };
}

export function multiPicklistCell(options: string[]): StoredCell {
  const text = options.join(', ');
  return { value: text, displayValue: text, picks: options };
}

/** DATE: ISO `YYYY-MM-DD`, no displayValue. */
export function dateCell(isoDate: string): StoredCell {
  return { value: isoDate };
}

/** ABSTRACT_DATETIME and DATETIME: an ISO date-time string, no displayValue. */
export function dateTimeCell(isoDateTime: string): StoredCell {
  return { value: isoDateTime };
}

/** DURATION: a day duration such as "5d"; displayValue same as value. */
export function durationCell(days: number): StoredCell {
  const text = `${days}d`;
  return { value: text, displayValue: text, durationDays: days };
}

/** The service's predecessor string, e.g. "12FS +1d, 14SS". */
export function predecessorText(predecessors: StoredPredecessor[]): string {
  return predecessors
    .map((p) => `${p.rowNumber}${p.type}${p.lagDays ? ` ${p.lagDays > 0 ? '+' : '-'}${Math.abs(p.lagDays)}d` : ''}`)
    .join(', ');
}

export function predecessorCell(predecessors: StoredPredecessor[]): StoredCell {
  const text = predecessorText(predecessors);
  return { value: text, displayValue: text, predecessors };
}

/** Midnight UTC of an ISO date, in ms. */
export function dateMs(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Adds working days (Mon–Fri) to a date; 0 returns the date itself, moved off a weekend. */
export function addWorkingDays(ms: number, days: number): number {
  let t = ms;
  const skipWeekend = (): void => {
    while ([0, 6].includes(new Date(t).getUTCDay())) t += 86_400_000;
  };
  skipWeekend();
  for (let i = 0; i < days; i++) {
    t += 86_400_000;
    skipWeekend();
  }
  return t;
}

/** Working days from start to end inclusive. */
export function workingDaysBetween(startMs: number, endMs: number): number {
  let count = 0;
  for (let t = startMs; t <= endMs; t += 86_400_000) if (![0, 6].includes(new Date(t).getUTCDay())) count++;
  return count;
}
