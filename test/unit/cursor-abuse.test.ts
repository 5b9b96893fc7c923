// Every way a caller can misuse a cursor or a global id ends in BAD_USER_INPUT.
import { describe, expect, it } from 'vitest';
import { CursorCodec, listBinding } from '../../src/relay/cursor.js';
import { decodeGlobalId, readId, readIdArgument, toGlobalId } from '../../src/relay/global-id.js';

const codec = new CursorCodec('unit-test-secret-0123456789');
const binding = listBinding('users', { emails: ['a@example.com'] });
const cursor = codec.encode(binding, { o: 41 });

function codeOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return 'no error';
}

describe('cursors', () => {
  it('round-trips a position for the same list and arguments', () => {
    expect(codec.decode(cursor, binding, 'after')).toEqual({ o: 41 });
  });

  it('is opaque: it shows neither the offset nor the list name in clear text', () => {
    expect(cursor).not.toContain('41');
    expect(cursor).not.toContain('users');
  });

  it('refuses a truncated cursor', () => {
    expect(codeOf(() => codec.decode(cursor.slice(0, -3), binding, 'after'))).toBe('BAD_USER_INPUT');
  });

  it('refuses a forged payload with a reused signature', () => {
    const [version, , signature] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ b: 'x', p: { o: 0 } })).toString('base64url');
    expect(codeOf(() => codec.decode(`${version}.${forged}.${signature}`, binding, 'after'))).toBe('BAD_USER_INPUT');
  });

  it('refuses a cursor signed with another secret', () => {
    const foreign = new CursorCodec('another-secret-0123456789').encode(binding, { o: 41 });
    expect(codeOf(() => codec.decode(foreign, binding, 'after'))).toBe('BAD_USER_INPUT');
  });

  it('refuses a cursor of another list', () => {
    expect(codeOf(() => codec.decode(cursor, listBinding('sheets'), 'after'))).toBe('BAD_USER_INPUT');
  });

  it('refuses a cursor of the same list with other arguments', () => {
    expect(codeOf(() => codec.decode(cursor, listBinding('users', { emails: ['b@example.com'] }), 'after'))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses garbage, empty strings and other versions', () => {
    for (const bad of ['', 'abc', 'c1..', 'c2.e30.x', '💥', cursor.replace('c1.', 'c0.')]) {
      expect(codeOf(() => codec.decode(bad, binding, 'after'))).toBe('BAD_USER_INPUT');
    }
  });

  it('binds arguments independently of their order', () => {
    expect(listBinding('x', { a: 1, b: 2 })).toBe(listBinding('x', { b: 2, a: 1 }));
  });
});

describe('global ids', () => {
  it('round-trips type and parts, including ids beyond 2^53', () => {
    const id = toGlobalId('Row', '9007199254740993', '12');
    expect(decodeGlobalId(id)).toEqual({ typeName: 'Row', parts: ['9007199254740993', '12'] });
  });

  it('refuses malformed ids', () => {
    for (const bad of [
      '',
      '!!',
      Buffer.from('nocolon').toString('base64url'),
      Buffer.from('lower:1').toString('base64url'),
      Buffer.from('User:').toString('base64url'),
    ]) {
      expect(codeOf(() => readIdArgument(bad, { type: 'User', field: 'id' }))).toBe('BAD_USER_INPUT');
    }
  });

  it('accepts a backend id where an id argument allows it', () => {
    expect(readId('12345', 'User', 'id')).toBe('12345');
    expect(readId(toGlobalId('User', 7), 'User', 'id')).toBe('7');
  });

  it('refuses a global id of another type for a single-part argument it cannot read as a backend id', () => {
    expect(codeOf(() => readId('not an id!', 'User', 'id'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => readIdArgument(toGlobalId('Row', 1, 2), { type: 'Row', arity: 2, field: 'id' }))).toBe(
      'no error',
    );
  });
});
