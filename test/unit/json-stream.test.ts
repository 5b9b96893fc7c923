// The streaming JSON parser: whatever the chunks the bytes arrive in and however small the values
// it hands to JSON.parse at once, it answers as the lossless-json parser does (integers beyond 2^53
// as decimal strings), leaves out exactly the members it is told to, and refuses what is not JSON.
import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { dropTree, JsonStream, JsonStreamError, type JsonStreamOptions } from '../../src/datasources/json-stream.js';
import { randomDocuments } from '../helpers/random-json.js';

const EXACT_BOUND = 2n ** 53n;
const heldExactly = (value: string): boolean =>
  isSafeNumber(value) || !/^-?\d+$/.test(value) || (BigInt(value) <= EXACT_BOUND && BigInt(value) >= -EXACT_BOUND);
/** The reference semantics: lossless-json, with the integers a double cannot hold as decimal strings. */
const reference = (text: string): unknown =>
  parseLossless(text, null, (value: string) => (heldExactly(value) ? Number(value) : value));

/** Feeds `text` in chunks of the given sizes (cycled), as a socket might deliver it. */
function parseInChunks(text: string, sizes: number[], options: JsonStreamOptions = {}): unknown {
  const bytes = Buffer.from(text, 'utf8');
  const parser = new JsonStream(options);
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = Math.max(1, sizes[k % sizes.length] as number);
    parser.write(bytes.subarray(at, at + size));
    at += size;
  }
  return parser.end();
}

describe('JsonStream', () => {
  it('answers as the lossless parser does, whatever the chunks and the largest value handed on at once', () => {
    const { random, value } = randomDocuments(7);
    for (let i = 0; i < 1500; i++) {
      const text = random(2)
        ? `{"data":[${Array.from({ length: 4 }, () => value(2)).join(',')}],"meta":${value(1)}}`
        : value(0);
      const expected = reference(text);
      for (const options of [{}, { maxSliceBytes: 16 }, { maxSliceBytes: 1 }]) {
        expect(parseInChunks(text, [text.length], options), text).toEqual(expected);
        expect(parseInChunks(text, [1 + random(7), 1 + random(40)], options), text).toEqual(expected);
      }
    }
  });

  it('keeps integers beyond ±2^53 exact as decimal strings at every depth, and ±2^53 itself as a number', () => {
    const text =
      '{"id":9007199254740993,"n":9007199254740992,"rows":[{"id":-12345678901234567890,"cells":[{"v":9007199254740991},{"v":12345678901234567}]}],"x":[1e400,12345678901234567.5]}';
    const expected = {
      id: '9007199254740993',
      n: 9007199254740992,
      rows: [{ id: '-12345678901234567890', cells: [{ v: 9007199254740991 }, { v: '12345678901234567' }] }],
      x: [Infinity, 12345678901234567.5],
    };
    for (const size of [1, 2, 3, 5, 8, 13, 1000]) expect(parseInChunks(text, [size])).toEqual(expected);
    expect(parseInChunks('12345678901234567890', [3])).toBe('12345678901234567890');
  });

  it('leaves out the members it is told to drop, at the paths given, and nothing else', () => {
    const text =
      '{"name":"S","rows":[{"id":1,"cells":[{"value":"a"}],"createdBy":{"name":"A"}},{"cells":[],"id":2},{"id":3}],"cells":"kept","columns":[{"cells":1}]}';
    const options = { drop: dropTree(['rows.*.cells', 'columns']) };
    const expected = { name: 'S', rows: [{ id: 1, createdBy: { name: 'A' } }, { id: 2 }, { id: 3 }], cells: 'kept' };
    for (const size of [1, 4, 7, 1000]) expect(parseInChunks(text, [size], options)).toEqual(expected);
    expect(parseInChunks('{"constructor":{"a":1},"__proto__":{"b":2}}', [3], options)).toEqual(
      JSON.parse('{"constructor":{"a":1},"__proto__":{"b":2}}'),
    );
  });

  it('makes a member named __proto__ a member, as JSON.parse does, never the prototype', () => {
    const parsed = parseInChunks('{"__proto__":{"polluted":true},"rows":{"__proto__":[1]}}', [5], {
      maxSliceBytes: 1,
    }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'rows']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what is not JSON as soon as it arrives, with the offset', () => {
    const refused = [
      '',
      '   ',
      '{"a":1',
      '{"a":1}x',
      '{"a" 1}',
      '{a:1}',
      '[1,]',
      '{"a":tru}',
      '{"a":012}',
      '[-]',
      '<html>',
      '{"rows":[{"a":1,}]}',
      '{"a":"\\x"}',
      '"unterminated',
    ];
    for (const text of refused) {
      for (const options of [{}, { maxSliceBytes: 1 }]) {
        expect(() => parseInChunks(text, [2], options), text).toThrow(JsonStreamError);
        expect(() => reference(text), text).toThrow();
      }
    }
    const parser = new JsonStream();
    expect(() => parser.write(Buffer.from('{"data":[1,2]} <html>'))).toThrow(
      /unexpected data after the JSON value at byte 15/,
    );
  });

  it('refuses nesting deeper than it builds once values are too long to hand on whole', () => {
    const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
    expect(parseInChunks(deep, [7])).toEqual(JSON.parse(deep));
    expect(() => parseInChunks(deep, [7], { maxSliceBytes: 1, maxBuiltDepth: 64 })).toThrow(
      /nested deeper than 64 levels/,
    );
  });
});
