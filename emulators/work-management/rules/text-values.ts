// Readers for the text forms of cell values: ISO 8601 dates (strict) and the en_US date forms
// lenient parsing also tries, durations in the user's locale (en), and email addresses.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (text: string): boolean => EMAIL.test(text);

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` when the parts form a real calendar date. */
function calendarDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Strict: `YYYY-MM-DD` naming a real date. */
export function isoDate(text: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** Strict for ABSTRACT_DATETIME: a date, or a local date-time `YYYY-MM-DDTHH:MM[:SS]`. */
export function isoDateTime(text: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const date = isoDate(m[1]!);
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? '0')];
  if (!date || h > 23 || min > 59 || s > 59) return undefined;
  return `${date}T${pad(h)}:${pad(min)}:${pad(s)}`;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1-12 for a month's name or its three-letter abbreviation ("Nov", "Nov.", "November"). */
function monthOf(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex((name) => name === lower || name.slice(0, 3) === lower);
  return index >= 0 ? index + 1 : undefined;
}

const fullYear = (y: string): number => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * Lenient dates: ISO 8601 (date, or date-time whose date is kept) and the en_US forms
 * `M/D/YYYY`, `M/D/YY`, `YYYY/M/D`, `Mon D, YYYY`, `Month D, YYYY`, `D Mon YYYY`.
 */
export function lenientDate(input: string): string | undefined {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(text);
  if (m) return calendarDate(fullYear(m[3]!), Number(m[1]), Number(m[2]));
  m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^([A-Za-z]+\.?)\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m && monthOf(m[1]!)) return calendarDate(Number(m[3]), monthOf(m[1]!)!, Number(m[2]));
  m = /^(\d{1,2})\s+([A-Za-z]+\.?)\s+(\d{4})$/.exec(text);
  if (m && monthOf(m[2]!)) return calendarDate(Number(m[3]), monthOf(m[2]!)!, Number(m[1]));
  return undefined;
}

/** Epoch milliseconds as a date (`YYYY-MM-DD`) or local date-time, in UTC. */
export function epochDate(ms: number, withTime: boolean): string | undefined {
  if (!Number.isInteger(ms)) return undefined;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return withTime ? iso.slice(0, 19) : iso.slice(0, 10);
}

/** Hours per working day and days per working week, as the demo project settings say. */
const HOURS_PER_DAY = 8;
const DAYS_PER_WEEK = 5;

/** The parts of a duration (a DURATION objectValue, a predecessor lag), largest first: unit letter and working days. */
export const DURATION_UNITS = {
  weeks: { unit: 'w', days: DAYS_PER_WEEK },
  days: { unit: 'd', days: 1 },
  hours: { unit: 'h', days: 1 / HOURS_PER_DAY },
  minutes: { unit: 'm', days: 1 / (HOURS_PER_DAY * 60) },
  seconds: { unit: 's', days: 1 / (HOURS_PER_DAY * 3600) },
  milliseconds: { unit: 'ms', days: 1 / (HOURS_PER_DAY * 3_600_000) },
} as const;
export type DurationPart = keyof typeof DURATION_UNITS;
export const DURATION_PARTS = Object.keys(DURATION_UNITS) as DurationPart[];
const UNIT_DAYS: Record<string, number> = Object.fromEntries(
  Object.values(DURATION_UNITS).map((u) => [u.unit, u.days]),
);

/** Working days of duration parts (`negative` makes them negative). */
export function partsDays(parts: Record<string, number | boolean>): number {
  const days = DURATION_PARTS.reduce(
    (sum, part) => sum + (typeof parts[part] === 'number' ? parts[part] * DURATION_UNITS[part].days : 0),
    0,
  );
  return parts.negative === true ? -days : days;
}

/** The text of duration parts, e.g. "1.5w 2.5d 3.5h" (elapsed: "e" first). */
export function partsText(parts: Record<string, number | boolean>): string {
  return DURATION_PARTS.filter((p) => typeof parts[p] === 'number')
    .map((p) => `${parts[p]}${DURATION_UNITS[p].unit}`)
    .join(' ');
}

/** A duration in the en locale: one or more `<number><unit>` parts (w, d, h, m, s, ms), optionally elapsed (`e`). */
export function readDuration(input: string): { text: string; days: number } | undefined {
  const parts = input.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return undefined;
  let days = 0;
  for (const part of parts) {
    const m = /^(e?)(\d+(?:\.\d+)?)(ms|w|d|h|m|s)$/.exec(part);
    if (!m) return undefined;
    days += Number(m[2]) * UNIT_DAYS[m[3]!]!;
  }
  return { text: parts.join(' '), days };
}

/** A number of days as a duration text ("5d", "1.5d"). */
export function daysText(days: number): string {
  return `${days}d`;
}
