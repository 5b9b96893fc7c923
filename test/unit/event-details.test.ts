import { describe, expect, it } from 'vitest';
import { eventDetails, parseList, typedValue } from '../../src/events/details.js';

describe('event detail values', () => {
  it('reads lists in comma and array notation alike', () => {
    expect(parseList('a,b, c')).toEqual(['a', 'b', 'c']);
    expect(parseList('[EXPORT, PUBLISH]')).toEqual(['EXPORT', 'PUBLISH']);
    expect(parseList('[]')).toEqual([]);
    expect(parseList(3)).toBeNull();
  });

  it('reads "true"/"false" strings as booleans and anything else as null', () => {
    expect(typedValue('Boolean', 'true')).toBe(true);
    expect(typedValue('Boolean', 'false')).toBe(false);
    expect(typedValue('Boolean', 'yes')).toBeNull();
  });

  it('turns values that do not fit their kind into null, never an error', () => {
    expect(typedValue('DateTime', 'not a date')).toBeNull();
    expect(typedValue('EmailAddress', 'nobody')).toBeNull();
    expect(typedValue({ enum: 'EventExportFormat' }, 'docx')).toBeNull();
    expect(typedValue('Int', '12')).toBe(12);
    expect(typedValue('DateTime', 1767225600000)).toBe('2026-01-01T00:00:00.000Z');
  });

  it('falls back to the generic type for event types the catalog does not show', () => {
    expect(eventDetails('SHEET', 'LOAD', { emailAddress: 'a@example.com' }).typeName).toBe('GenericEventDetails');
    expect(eventDetails('FOLDER', 'EXPORT', null)).toMatchObject({ typeName: 'FolderExportDetails', raw: {} });
  });
});
