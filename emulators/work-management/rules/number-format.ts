// Number formats of cells: the vendor's format descriptor (17 comma-separated lookup indexes;
// positions 11-14 are currency, decimalCount, thousandsSeparator, numberFormat), reading formatted
// text such as "$1,234.50", "45%" or "1,000" in the token owner's locale (en_US), and the
// displayValue of a number under a format.

const POSITIONS = 17;
const CURRENCY = 11;
const DECIMAL_COUNT = 12;
const THOUSANDS = 13;
const NUMBER_FORMAT = 14;

/** The descriptor table's currency index of USD ("13 = USD"), the en_US currency. */
export const USD = 13;
const CURRENCY_SYMBOLS: Record<number, string> = { [USD]: '$' };

/** numberFormat lookup: 0 none, 1 NUMBER, 2 CURRENCY, 3 PERCENT. */
export type NumberStyle = 'NUMBER' | 'CURRENCY' | 'PERCENT';
const STYLE_INDEX: Record<NumberStyle, number> = { NUMBER: 1, CURRENCY: 2, PERCENT: 3 };

export interface NumberFormat {
  style?: NumberStyle;
  currency?: number;
  decimalCount?: number;
  thousandsSeparator?: boolean;
}

function slots(descriptor: string | undefined): string[] {
  const parts = (descriptor ?? '').split(',');
  return Array.from({ length: POSITIONS }, (_v, i) => parts[i] ?? '');
}

const indexAt = (parts: string[], position: number): number | undefined =>
  /^\d+$/.test(parts[position]!) ? Number(parts[position]) : undefined;

/** The number part of a format descriptor. */
export function numberFormatOf(descriptor: string | undefined): NumberFormat {
  const parts = slots(descriptor);
  const style = (Object.keys(STYLE_INDEX) as NumberStyle[]).find(
    (s) => STYLE_INDEX[s] === indexAt(parts, NUMBER_FORMAT),
  );
  const currency = indexAt(parts, CURRENCY);
  const decimalCount = indexAt(parts, DECIMAL_COUNT);
  const out: NumberFormat = {};
  if (style) out.style = style;
  if (currency !== undefined && currency > 0) out.currency = currency;
  if (decimalCount !== undefined) out.decimalCount = decimalCount;
  if (indexAt(parts, THOUSANDS) === 1) out.thousandsSeparator = true;
  return out;
}

/** `descriptor` with its number positions replaced by `format` (fonts, colours and the rest kept). */
export function withNumberFormat(descriptor: string | undefined, format: NumberFormat): string {
  const parts = slots(descriptor);
  parts[CURRENCY] = format.currency !== undefined ? String(format.currency) : '';
  parts[DECIMAL_COUNT] = format.decimalCount !== undefined ? String(format.decimalCount) : '';
  parts[THOUSANDS] = format.thousandsSeparator ? '1' : '';
  parts[NUMBER_FORMAT] = format.style ? String(STYLE_INDEX[format.style]) : '';
  return parts.join(',');
}

/** A formatted number read from text: its exact decimal text (for the range rule) and the format it shows. */
export interface FormattedNumber {
  /** Exact decimal text of the value, e.g. "1234.50" or "45e-2" for "45%". */
  numeric: string;
  format?: NumberFormat;
}

// en_US: "," groups thousands, "." separates decimals, "$" is the currency.
const GROUPED = /^\d{1,3}(,\d{3})+$/;
const PLAIN = /^\d+$/;

/** Integer and fraction digits of an en_US number, or undefined. */
function digitsOf(text: string): { int: string; frac: string; grouped: boolean } | undefined {
  const dot = text.indexOf('.');
  const intPart = dot >= 0 ? text.slice(0, dot) : text;
  const frac = dot >= 0 ? text.slice(dot + 1) : '';
  if (dot >= 0 && !/^\d+$/.test(frac)) return undefined;
  if (intPart === '' && frac !== '') return { int: '0', frac, grouped: false };
  if (PLAIN.test(intPart)) return { int: intPart, frac, grouped: false };
  if (GROUPED.test(intPart)) return { int: intPart.replace(/,/g, ''), frac, grouped: true };
  return undefined;
}

/**
 * Reads currency ("$1,234.50", "-$5"), percentage ("45%", "12.5%"), grouped ("1,000") and decimal
 * ("12.50") text as a number with the matching format; plain integers ("100") carry no format.
 */
export function readFormattedNumber(input: string): FormattedNumber | undefined {
  let text = input.trim();
  let sign = '';
  if (text.startsWith('-')) {
    sign = '-';
    text = text.slice(1);
  }
  let style: NumberStyle | undefined;
  if (text.startsWith('$')) {
    style = 'CURRENCY';
    text = text.slice(1);
    if (sign === '' && text.startsWith('-')) {
      sign = '-';
      text = text.slice(1);
    }
  } else if (text.endsWith('%')) {
    style = 'PERCENT';
    text = text.slice(0, -1).trimEnd();
  }
  const digits = digitsOf(text);
  if (!digits) return undefined;
  const mantissa = `${sign}${digits.int}${digits.frac ? `.${digits.frac}` : ''}`;
  if (style === 'CURRENCY')
    return { numeric: mantissa, format: { style, currency: USD, decimalCount: 2, thousandsSeparator: true } };
  if (style === 'PERCENT') {
    const format: NumberFormat = { style, decimalCount: digits.frac.length };
    if (digits.grouped) format.thousandsSeparator = true;
    return { numeric: `${mantissa}e-2`, format };
  }
  if (!digits.grouped && digits.frac === '') return { numeric: mantissa };
  const format: NumberFormat = {};
  if (digits.grouped) format.thousandsSeparator = true;
  if (digits.frac !== '') format.decimalCount = digits.frac.length;
  return { numeric: mantissa, format };
}

/** Rounds half away from zero at `decimals`, in decimal (not binary) terms. */
function fixed(value: number, decimals: number): string {
  const magnitude = Math.abs(value);
  // Shifting the decimal text (not multiplying the double) keeps 1.005 -> "1.01".
  if (String(magnitude).includes('e')) return magnitude.toFixed(decimals);
  return Number(`${Math.round(Number(`${magnitude}e${decimals}`))}e-${decimals}`).toFixed(decimals);
}

function group(text: string): string {
  const [int, frac] = text.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac !== undefined ? `${grouped}.${frac}` : grouped;
}

/** The displayValue of a number under a format descriptor (none: the number as written). */
export function displayNumber(value: number, descriptor: string | undefined): string {
  const format = numberFormatOf(descriptor);
  const negative = value < 0;
  if (format.style === 'CURRENCY') {
    const body = fixed(value, format.decimalCount ?? 2);
    const symbol = CURRENCY_SYMBOLS[format.currency ?? USD] ?? '';
    return `${negative ? '-' : ''}${symbol}${format.thousandsSeparator ? group(body) : body}`;
  }
  if (format.style === 'PERCENT') {
    const body = fixed(value * 100, format.decimalCount ?? 0);
    return `${negative ? '-' : ''}${format.thousandsSeparator ? group(body) : body}%`;
  }
  if (format.decimalCount === undefined && !format.thousandsSeparator) return String(value);
  const body = format.decimalCount !== undefined ? fixed(value, format.decimalCount) : String(Math.abs(value));
  return `${negative ? '-' : ''}${format.thousandsSeparator ? group(body) : body}`;
}
