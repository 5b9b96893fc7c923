// Backend strings mapped to the schema's enums: known values pass, absent ones are null, and a value
// the schema lacks is null with one warning per request (enum, field, value) and a count each time.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SharingAccessLevel, ColumnType } from '../../src/generated/resolvers-types.js';
import { createLogger } from '../../src/observability/logger.js';
import { enumValue, generatedEnum } from '../../src/resolvers/enums.js';

/** A request's context whose log lines and unknown-value counts are kept. */
function requestContext() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const counted: string[] = [];
  const ctx = {
    log: createLogger('info', sink),
    unknownEnumValue: (enumName: string, field: string) => counted.push(`${enumName} ${field}`),
    loggedEnumValues: new Set<string>(),
  };
  return { ctx, lines, counted };
}

describe('enumValue', () => {
  it('answers a value the schema has, with no log line and no count', () => {
    const { ctx, lines, counted } = requestContext();
    expect(enumValue(SharingAccessLevel, 'EDITOR_SHARE', { field: 'Sheet.accessLevel', ctx })).toBe(
      SharingAccessLevel.EditorShare,
    );
    expect(lines).toEqual([]);
    expect(counted).toEqual([]);
  });

  it('answers null, silently, when the backend sent no value', () => {
    const { ctx, lines, counted } = requestContext();
    for (const absent of [undefined, null, ''])
      expect(enumValue(SharingAccessLevel, absent, { field: 'Sheet.accessLevel', ctx })).toBeNull();
    expect(lines).toEqual([]);
    expect(counted).toEqual([]);
  });

  it('answers null for a value the schema lacks, warns once per request naming enum, field and value, and counts every one', () => {
    const { ctx, lines, counted } = requestContext();
    for (let i = 0; i < 3; i++) expect(enumValue(ColumnType, 'FORMULA_ONLY', { field: 'Column.type', ctx })).toBeNull();
    expect(enumValue(ColumnType, 42, { field: 'Cell.columnType', ctx })).toBeNull();
    expect(lines.map(({ level, enum: name, field, value }) => ({ level, enum: name, field, value }))).toEqual([
      { level: 40, enum: 'ColumnType', field: 'Column.type', value: 'FORMULA_ONLY' },
      { level: 40, enum: 'ColumnType', field: 'Cell.columnType', value: 42 },
    ]);
    expect(counted).toEqual([
      'ColumnType Column.type',
      'ColumnType Column.type',
      'ColumnType Column.type',
      'ColumnType Cell.columnType',
    ]);
  });

  it('logs the same unknown value again in another request', () => {
    const first = requestContext();
    const second = requestContext();
    enumValue(ColumnType, 'FORMULA_ONLY', { field: 'Column.type', ctx: first.ctx });
    enumValue(ColumnType, 'FORMULA_ONLY', { field: 'Column.type', ctx: second.ctx });
    expect(first.lines).toHaveLength(1);
    expect(second.lines).toHaveLength(1);
  });

  it('takes only enums generated from the schema', () => {
    const { ctx } = requestContext();
    expect(() => enumValue({ A: 'A' }, 'A', { field: 'X.y', ctx })).toThrow(/generated from the schema/);
    expect(generatedEnum('EventAccessLevel')).toMatchObject({ Owner: 'OWNER' });
    expect(() => generatedEnum('NoSuchEnum')).toThrow(/no enum NoSuchEnum/);
  });
});
