// The backends' JSON read without losing 64-bit ids: integers beyond 2^53 become decimal strings,
// every other value is what JSON.parse makes of it.

/**
 * Parses JSON keeping 64-bit integers exact: integers beyond ±2^53 become decimal strings
 * (ids are strings in the graph anyway), other numbers stay numbers. ±2^53 itself is a double held
 * exactly, and the bound of Document 1's numeric cell range, so a cell at the bound stays a number.
 */
export function parseUpstreamJson(text: string): unknown {
  // Fast path: without a run of 16+ digits no integer can exceed 2^53, and JSON.parse is exact.
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  // Work-management ids have 16+ digits, so nearly every body gets here: quoting the unsafe
  // integers and letting the native parser do the rest is several times faster than a JS parser.
  return JSON.parse(quoteUnsafeIntegers(text));
}

const QUOTE = 34;
const BACKSLASH = 92;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;
/** 2^53: the largest magnitude below which every integer is a double held exactly. */
const EXACT_LIMIT_DIGITS = '9007199254740992';

/**
 * Puts quotes around every integer token (outside strings) beyond 2^53 - 1 in magnitude; returns
 * the text itself when there is none. Tokens with a fraction or an exponent are doubles anyway,
 * and malformed ones (leading zeros) are left for JSON.parse to refuse.
 */
function quoteUnsafeIntegers(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let i = 0; i < text.length;) {
    let c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i) + 1;
      continue;
    }
    if (c !== MINUS && (c < ZERO || c > NINE)) {
      i++;
      continue;
    }
    const start = i;
    const digits = c === MINUS ? i + 1 : i;
    i = digits;
    c = text.charCodeAt(i);
    while (c >= ZERO && c <= NINE) c = text.charCodeAt(++i);
    if (c === DOT || c === LOWER_E || c === UPPER_E) {
      do c = text.charCodeAt(++i);
      while ((c >= ZERO && c <= NINE) || c === MINUS || c === PLUS || c === LOWER_E || c === UPPER_E);
      continue;
    }
    if (text.charCodeAt(digits) !== ZERO && beyondExactLimit(text, digits, i)) {
      parts.push(text.slice(copied, start), '"', text.slice(start, i), '"');
      copied = i;
    }
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/** The index of the quote that closes the string opened at `open` (the text's length when none does). */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}

/** Whether the digits text[from, to), without leading zeros, exceed 2^53 (compared as text: no allocation). */
export function beyondExactLimit(text: string, from: number, to: number): boolean {
  const length = to - from;
  if (length !== EXACT_LIMIT_DIGITS.length) return length > EXACT_LIMIT_DIGITS.length;
  for (let k = 0; k < length; k++) {
    const difference = text.charCodeAt(from + k) - EXACT_LIMIT_DIGITS.charCodeAt(k);
    if (difference !== 0) return difference > 0;
  }
  return false;
}
