// The tests' global-id helper against the format docs/schema-design.md documents ("Global ids"),
// so that tests expecting an id hold the gateway to the documents rather than to its own code.
import { LosslessNumber } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { globalId, globalIdParts } from '../helpers/global-id.js';

describe('globalId', () => {
  it('builds the documented example', () => {
    expect(globalId('Sheet', '4583173393803140')).toBe('U2hlZXQ6NDU4MzE3MzM5MzgwMzE0MA');
  });

  it('takes ids as read by parseExact, and percent-encodes a part holding a colon', () => {
    expect(globalId('Row', new LosslessNumber('9007199254740993'), 7)).toBe(
      Buffer.from('Row:9007199254740993:7').toString('base64url'),
    );
    expect(globalId('Event', 'a:b')).toBe(Buffer.from('Event:a%3Ab').toString('base64url'));
  });

  it('reads the parts back, and nothing from text that is not a global id', () => {
    expect(globalIdParts(globalId('Event', 'a:b', '2026-01-01'))).toEqual({
      typeName: 'Event',
      parts: ['a:b', '2026-01-01'],
    });
    expect(globalIdParts('not a global id')).toBeNull();
    expect(globalIdParts(Buffer.from('nocolon').toString('base64url'))).toBeNull();
  });
});
