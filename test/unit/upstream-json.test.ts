// Upstream JSON parsing: 64-bit integers stay exact (as decimal strings) through the fast path,
// which must answer exactly as the lossless-json parser it replaced, with ±2^53 (a double held
// exactly, and the bound of the numeric cell range) kept as a number.
import { parse as parseLossless, isSafeNumber } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { parseUpstreamJson } from '../../src/datasources/upstream-json.js';
import { randomDocuments } from '../helpers/random-json.js';

/** The reference semantics (the lossless-json parser the fast path replaces). */
const EXACT_BOUND = 2n ** 53n;
const heldExactly = (value: string): boolean =>
  isSafeNumber(value) || !/^-?\d+$/.test(value) || (BigInt(value) <= EXACT_BOUND && BigInt(value) >= -EXACT_BOUND);
const reference = (text: string): unknown =>
  parseLossless(text, null, (value: string) => (heldExactly(value) ? Number(value) : value));

describe('parseUpstreamJson', () => {
  it('keeps integers beyond ±2^53 exact as decimal strings and the others, the bounds included, as numbers', () => {
    expect(
      parseUpstreamJson(
        '{"id":9007199254740993,"n":9007199254740991,"m":-9007199254740992,"big":123456789012345678901234567890}',
      ),
    ).toEqual({
      id: '9007199254740993',
      n: 9007199254740991,
      m: -9007199254740992,
      big: '123456789012345678901234567890',
    });
    expect(parseUpstreamJson('[9007199254740992, 1234567890123456, -1234567890123456, 0, -0]')).toEqual([
      9007199254740992, 1234567890123456, -1234567890123456, 0, -0,
    ]);
    expect(parseUpstreamJson('12345678901234567890')).toBe('12345678901234567890');
  });

  it('leaves numbers with a fraction or an exponent as doubles, however many digits they have', () => {
    expect(
      parseUpstreamJson(
        '[12345678901234567890.5, 1.12345678901234567890, 12345678901234567e3, -98765432109876543E-2, 1e400, 2.5e+10]',
      ),
    ).toEqual([
      12345678901234567890.5,
      1.1234567890123457,
      12345678901234567e3,
      -98765432109876543e-2,
      Infinity,
      2.5e10,
    ]);
  });

  it('never touches digit runs inside strings, across escapes', () => {
    const text = String.raw`{"a":"12345678901234567890","b":"x\"12345678901234567890\"","c":"\\","d":12345678901234567890,"e":"\\\"99999999999999999999","f":"\u0031234567890123456789"}`;
    expect(parseUpstreamJson(text)).toEqual({
      a: '12345678901234567890',
      b: 'x"12345678901234567890"',
      c: '\\',
      d: '12345678901234567890',
      e: '\\"99999999999999999999',
      f: '1234567890123456789',
    });
  });

  it('refuses what is not JSON, as JSON.parse does', () => {
    for (const text of [
      '{"id":012345678901234567890}',
      '[-]',
      '[- 12345678901234567890]',
      '{"a":"12345678901234567890',
      '[1234567890123456789012,]',
    ]) {
      expect(() => parseUpstreamJson(text), text).toThrow(SyntaxError);
      expect(() => reference(text), text).toThrow(SyntaxError);
    }
  });

  it('answers as the lossless parser does on random documents', () => {
    const { value } = randomDocuments(42);
    for (let i = 0; i < 2000; i++) {
      const text = `[${Array.from({ length: 8 }, () => value(1)).join(',')}]`;
      expect(parseUpstreamJson(text), text).toEqual(reference(text));
    }
  });
});
