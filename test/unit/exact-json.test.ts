// Request-body JSON keeps numbers a double cannot hold as the client wrote them, and the cell range
// rule decides on those exact digits (Document 1: -9007199254740992..9007199254740992).
import { describe, expect, it } from 'vitest';
import { ExactNumber, mayHoldInexactNumbers, parseExactJson } from '../../src/http/exact-json.js';
import { exactlyInRange } from '../../src/validation/cell-values.js';

describe('parseExactJson', () => {
  it('keeps numbers a double would round as ExactNumber with their text', () => {
    const parsed = parseExactJson(
      '{"a":9007199254740993,"b":-9007199254740993,"c":9007199254740992.5,"d":1e400,"e":0.10000000000000000001}',
    ) as Record<string, unknown>;
    for (const [key, text] of Object.entries({
      a: '9007199254740993',
      b: '-9007199254740993',
      c: '9007199254740992.5',
      d: '1e400',
      e: '0.10000000000000000001',
    })) {
      expect(parsed[key]).toBeInstanceOf(ExactNumber);
      expect(String(parsed[key])).toBe(text);
    }
  });

  it('answers exactly as JSON.parse for everything a double holds', () => {
    const texts = [
      '{"query":"{ me { id } }","variables":{"n":1,"f":0.1,"big":9007199254740991,"neg":-42.5,"s":"9007199254740993","e":1.5e3,"z":-0}}',
      '[1234567890123456, 0.30000000000000004, 1e21, "a\\"b", null, true]',
      '{"a":1,"a":2}',
      '{"a":9007199254740993,"a":2,"s":"1234567890123456"}',
    ];
    for (const text of texts) expect(parseExactJson(text)).toEqual(JSON.parse(text));
  });

  it('refuses what JSON.parse refuses', () => {
    for (const text of ['{"a":01234567890123456789}', '{"a":9007199254740993', '{a:9007199254740993}'])
      expect(() => parseExactJson(text)).toThrow();
  });

  it('takes the exact path for every number of 16 or more digits or with an exponent', () => {
    for (const text of ['9007199254740993', '1234567890.1234567', '0.0000000000000001', '1e400', '-1E-400'])
      expect(mayHoldInexactNumbers(`[${text}]`)).toBe(true);
    for (const text of ['900719925474099', '12345.6789', '-0.5'])
      expect(mayHoldInexactNumbers(`[${text}]`)).toBe(false);
  });
});

describe('exactlyInRange', () => {
  it('holds the bounds and everything between them', () => {
    for (const text of [
      '9007199254740992',
      '-9007199254740992',
      '9007199254740991.999',
      '0',
      '-0.0',
      '1e15',
      '9.007199254740992e15',
      '0.000001',
    ])
      expect(exactlyInRange(text), text).toBe(true);
  });

  it('excludes whatever lies beyond them, however little', () => {
    for (const text of [
      '9007199254740993',
      '-9007199254740993',
      '9007199254740992.5',
      '9007199254740992.0000000001',
      '1e16',
      '1e400',
      '-9.0071992547409921e15',
    ])
      expect(exactlyInRange(text), text).toBe(false);
  });
});
