// Two-part keys built and split by one module: what is built is split back into the same parts.
import { describe, expect, it } from 'vitest';
import { commentKey, eventKey, parseEventKey, parseSheetChildKey, rowKey } from '../../src/composite-keys.js';

describe('composite keys', () => {
  it('splits a sheet child key into the sheet id and the child id it was built from', () => {
    expect(parseSheetChildKey(rowKey(4583173393803140, 1234))).toEqual(['4583173393803140', '1234']);
    expect(parseSheetChildKey(commentKey('77', '5'))).toEqual(['77', '5']);
  });

  it('splits an event key at its last @, so an event id may hold one', () => {
    expect(parseEventKey(eventKey('a@b', '2026-10-01T00:00:00.000Z'))).toEqual({
      eventId: 'a@b',
      timestamp: '2026-10-01T00:00:00.000Z',
    });
  });
});
