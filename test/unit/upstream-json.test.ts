// Upstream JSON parsing: 64-bit integers stay exact (as decimal strings) through the fast path,
// which must answer exactly as the lossless-json parser it replaced, with ±2^53 (a double held
// exactly, and the bound of the numeric cell range) kept as a number.
import { parse as parseLossless, isSafeNumber } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { parseUpstreamJson } from '../../src/datasources/upstream-json.js';

/** The reference semantics (the lossless-json parser the fast path replaces). */
const EXACT_BOUND = 2n ** 53n;
const heldExactly = (value: string): boolean => isSafeNumber(value) || !/^-?\d+$/.test(value) || (BigInt(value) <= EXACT_BOUND && BigInt(value) >= -EXACT_BOUND);
const reference = (text: string): unknown => parseLossless(text, null, (value: string) => (heldExactly(value) ? Number(value) : value));

describe('parseUpstreamJson', () => {
  it('keeps integers beyond ±2^53 exact as decimal strings and the others, the bounds included, as numbers', () => {
    expect(parseUpstreamJson('{"id":9007199254740993,"n":9007199254740991,"m":-9007199254740992,"big":123456789012345678901234567890}')).toEqual({
      id: '9007199254740993',
      n: 9007199254740991,
      m: -9007199254740992,
      big: '123456789012345678901234567890',
    });
    expect(parseUpstreamJson('[9007199254740992, 1234567890123456, -1234567890123456, 0, -0]')).toEqual([9007199254740992, 1234567890123456, -1234567890123456, 0, -0]);
    expect(parseUpstreamJson('12345678901234567890')).toBe('12345678901234567890');
  });

  it('leaves numbers with a fraction or an exponent as doubles, however many digits they have', () => {
    expect(parseUpstreamJson('[12345678901234567890.5, 1.12345678901234567890, 12345678901234567e3, -98765432109876543E-2, 1e400, 2.5e+10]')).toEqual([
      12345678901234567890.5, 1.1234567890123457, 12345678901234567e3, -98765432109876543e-2, Infinity, 2.5e10,
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
    for (const text of ['{"id":012345678901234567890}', '[-]', '[- 12345678901234567890]', '{"a":"12345678901234567890', '[1234567890123456789012,]']) {
      expect(() => parseUpstreamJson(text), text).toThrow(SyntaxError);
      expect(() => reference(text), text).toThrow(SyntaxError);
    }
  });

  it('answers as the lossless parser does on random documents', () => {
    let seed = 42;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const digits = (n: number): string => Array.from({ length: n }, (_, i) => String(i === 0 ? 1 + random(9) : random(10))).join('');
    const number = (): string => {
      const sign = random(3) === 0 ? '-' : '';
      const whole = random(8) === 0 ? '0' : digits(1 + random(22));
      const fraction = random(4) === 0 ? `.${digits(1 + random(20))}` : '';
      const exponent = random(5) === 0 ? `${random(2) ? 'e' : 'E'}${['', '+', '-'][random(3)]}${digits(1 + random(3))}` : '';
      return `${sign}${whole}${fraction}${exponent}`;
    };
    const string = (): string => {
      const pieces = ['abc', digits(1 + random(24)), '\\"', '\\\\', '\\n', '\\u0041', ' ', ':', ',', '-', 'é', '{'];
      return `"${Array.from({ length: random(6) }, () => pieces[random(pieces.length)]).join('')}"`;
    };
    const space = (): string => [' ', '', '\n', '\t', ''][random(5)] as string;
    const value = (depth: number): string => {
      const kind = depth > 3 ? random(3) : random(6);
      if (kind === 0) return number();
      if (kind === 1) return string();
      if (kind === 2) return ['true', 'false', 'null'][random(3)] as string;
      if (kind === 3) return `[${space()}${Array.from({ length: random(5) }, () => value(depth + 1)).join(`,${space()}`)}]`;
      return `{${Array.from({ length: random(5) }, (_, i) => `${space()}"k${i}${digits(random(18))}"${space()}:${space()}${value(depth + 1)}`).join(',')}}`;
    };
    for (let i = 0; i < 2000; i++) {
      const text = `[${Array.from({ length: 8 }, () => value(1)).join(',')}]`;
      expect(parseUpstreamJson(text), text).toEqual(reference(text));
    }
  });
});
