// Reading id arguments: global ids of the expected type, the backends' own ids where the graph takes
// them, and child ids of a sheet; every misuse is BAD_USER_INPUT naming the field at fault.
import { describe, expect, it } from 'vitest';
import {
  readBackendId,
  readChildId,
  readChildKey,
  readId,
  readIdArgument,
  readNumericId,
  readNumericIdParts,
  toGlobalId,
} from '../../src/relay/global-id.js';

/** The extensions of the error `fn` throws, or 'no error'. */
function refusal(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: unknown }).extensions;
  }
  return 'no error';
}

describe('readId', () => {
  it('reads a global id of the type and the backend’s own id alike', () => {
    expect(readId(toGlobalId('Folder', '7001'), 'Folder', 'input.folderId')).toBe('7001');
    expect(readId('7001', 'Folder', 'input.folderId')).toBe('7001');
    expect(readId('oqgkkd-fr5iv4-443db', 'Library', 'input.libraryId')).toBe('oqgkkd-fr5iv4-443db');
  });

  it('refuses a global id of another type, naming the field', () => {
    expect(refusal(() => readId(toGlobalId('Sheet', '7001'), 'Folder', 'input.folderId'))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.folderId',
    });
  });

  it('refuses text that is neither, naming the field', () => {
    expect(refusal(() => readId('not an id!', 'Workspace', 'input.workspaceId'))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.workspaceId',
    });
  });
});

describe('readNumericId', () => {
  it('tells which type’s global id was given, or null for the service’s own id', () => {
    expect(readNumericId(toGlobalId('Phase', 42), ['Project', 'Phase'], 'input.id')).toEqual({ type: 'Phase', id: 42 });
    expect(readNumericId('42', ['Project', 'Phase'], 'input.id')).toEqual({ type: null, id: 42 });
  });

  it('answers the last key part of a multi-part global id', () => {
    expect(readNumericId(toGlobalId('ExpenseItem', 5, 77), 'ExpenseItem', 'id', 2)).toEqual({
      type: 'ExpenseItem',
      id: 77,
    });
  });

  it('refuses ids a JSON number cannot hold exactly, zero, other types and text', () => {
    for (const bad of ['9007199254740993', '0', 'abc', toGlobalId('Person', 42), toGlobalId('Project', 'x')]) {
      expect(refusal(() => readNumericId(bad, 'Project', 'input.projectId'))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'input.projectId',
      });
    }
  });

  it('names the type the id belongs to when it is another', () => {
    expect(() => readNumericId(toGlobalId('Person', 42), ['Project', 'Phase'], 'input.projectId')).toThrow(
      /not the id of a Project or Phase \(it is the id of a Person\)/,
    );
  });
});

describe('readNumericIdParts', () => {
  it('reads every part of a composite id', () => {
    expect(readNumericIdParts(toGlobalId('Subtask', 1, 2, 3), 'Subtask', 3, 'input.id')).toEqual([1, 2, 3]);
  });

  it('refuses the wrong number of parts, a part that is not a number, and a bare id', () => {
    for (const bad of [toGlobalId('Subtask', 1, 2), toGlobalId('Subtask', 1, 'x', 3), '3']) {
      expect(refusal(() => readNumericIdParts(bad, 'Subtask', 3, 'input.id'))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'input.id',
      });
    }
  });
});

describe('readIdArgument', () => {
  it('takes a number of parts per type', () => {
    const spec = { type: ['Sheet', 'Row', 'Comment'], arity: { Row: 2, Comment: 3 }, field: 'input.parentId' } as const;
    expect(readIdArgument(toGlobalId('Sheet', 1), spec)).toEqual({ type: 'Sheet', parts: ['1'] });
    expect(readIdArgument(toGlobalId('Row', 1, 2), spec)).toEqual({ type: 'Row', parts: ['1', '2'] });
    expect(readIdArgument(toGlobalId('Comment', 1, 2, 3), spec)).toEqual({ type: 'Comment', parts: ['1', '2', '3'] });
    expect(refusal(() => readIdArgument(toGlobalId('Row', 1), spec))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.parentId',
    });
  });
});

describe('child ids', () => {
  const sheet = '4583173393803140';

  it('reads the child’s own id and its global id under the same sheet', () => {
    expect(readChildId('9007199254740993', 'Row', sheet, 'input.rows.0.id')).toBe('9007199254740993');
    expect(readChildId(toGlobalId('Row', sheet, '9007199254740993'), 'Row', sheet, 'input.rows.0.id')).toBe(
      '9007199254740993',
    );
  });

  it('refuses a child of another sheet, of another type, or with a part that is not an id, naming the field', () => {
    for (const bad of [toGlobalId('Row', '1', '2'), toGlobalId('Column', sheet, '2'), toGlobalId('Row', sheet, 'x')]) {
      expect(refusal(() => readChildId(bad, 'Row', sheet, 'input.rows.0.id'))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'input.rows.0.id',
      });
    }
  });

  it('takes the sheet from the global id when no sheet is given beside it', () => {
    expect(readChildKey(toGlobalId('Attachment', sheet, '55'), 'Attachment', null, 'input.attachmentId')).toEqual([
      sheet,
      '55',
    ]);
    expect(readChildKey('55', 'Attachment', sheet, 'id')).toEqual([sheet, '55']);
    expect(refusal(() => readChildKey('55', 'Attachment', null, 'input.attachmentId'))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.attachmentId',
    });
  });
});

describe('readBackendId', () => {
  it('carries the backend document’s code of the refusal', () => {
    expect(readBackendId('12', 'int64', 'input.scopeObjectId', 1031)).toBe('12');
    expect(refusal(() => readBackendId('12a', 'int64', 'input.scopeObjectId', 1031))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.scopeObjectId',
      errorCode: 1031,
    });
  });
});
