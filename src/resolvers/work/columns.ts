// Resolvers of columns in the sheet-content area: Get Column, the sheet version, and the
// addColumns/updateColumn/deleteColumn/moveSheet mutations with the column rules checked first.
import { badUserInput, notFound } from '../../graphql-errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readChildId, readId, toGlobalId } from '../../relay/global-id.js';
import { checkColumnSpec, SPECIAL_GANTT_TYPES, type ColumnSpecInput } from '../../validation/work-columns.js';
import { destinationOf } from './containers.js';
import { withMutationUserErrors } from '../user-errors.js';
import { sheetAfterWrite, sheetForWrite } from './sheet-writes.js';

/** Drops null and undefined entries, so that only given fields go upstream. */
function given<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

const refuse = (problem: { errorCode: number; message: string; field: string }, prefix: string) =>
  badUserInput(problem.message, `${prefix}.${problem.field}`, problem.errorCode);

export const columnResolvers: Resolvers = withMutationUserErrors({
  Sheet: {
    column: async (sheet, { id }, ctx) => {
      const sheetId = String(sheet.id);
      const column = await nullIfNotFound(() =>
        ctx.api.workManagementContent.getColumn(sheetId, readChildId(id, 'Column', sheetId, 'id')),
      );
      return column ? { sheetId, column } : null;
    },
    currentVersion: async (sheet, _args, ctx) =>
      (await ctx.api.workManagementContent.getSheetVersion(String(sheet.id))).version ?? null,
  },
  Mutation: {
    addColumns: async (_root, { input }, ctx) => {
      const { sheetId, sheet } = await sheetForWrite(ctx, input.sheetId);
      const existing = sheet.columns ?? [];
      const titles = new Set(existing.map((c) => c.title.toLowerCase()));
      const newTitles = new Set<string>();
      if (input.columns.length === 0) throw badUserInput('At least one column is required.', 'input.columns', 1012);
      const specs = input.columns.map((c, i) => {
        const spec = given({
          ...c,
          autoNumberFormat: c.autoNumberFormat ? given(c.autoNumberFormat) : undefined,
          contactOptions: c.contactOptions?.map((o) => given(o)),
        }) as ColumnSpecInput;
        const problem = checkColumnSpec(spec, {
          inserting: true,
          columnCount: existing.length + i,
          dependenciesEnabled: sheet.dependenciesEnabled === true,
        });
        if (problem) throw refuse(problem, `input.columns.${i}`);
        const title = spec.title!.toLowerCase();
        if (titles.has(title))
          throw badUserInput(
            `Column titles must be unique: "${spec.title}" is already a column of the sheet.`,
            `input.columns.${i}.title`,
            1056,
          );
        if (newTitles.has(title))
          throw badUserInput(
            `Column titles are not unique among input columns: "${spec.title}".`,
            `input.columns.${i}.title`,
            1133,
          );
        newTitles.add(title);
        return spec;
      });
      const result = await ctx.api.workManagementContent.addColumns(sheetId, specs);
      return {
        columns: (result.result ?? []).map((column) => ({ sheetId, column })),
        sheet: sheetAfterWrite(ctx, sheet, result.version),
        userErrors: [],
      };
    },
    updateColumn: async (_root, { input }, ctx) => {
      const { sheetId, sheet } = await sheetForWrite(ctx, input.sheetId);
      const columnId = readChildId(input.columnId, 'Column', sheetId, 'input.columnId');
      const column = (sheet.columns ?? []).find((c) => String(c.id) === columnId);
      if (!column) throw notFound(`Column ${columnId} was not found in sheet ${sheetId}`, 'input.columnId');
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the ids are left out of the changes by naming them
      const { sheetId: _s, columnId: _c, ...changes } = input;
      const spec = given({
        ...changes,
        autoNumberFormat: changes.autoNumberFormat ? given(changes.autoNumberFormat) : undefined,
        contactOptions: changes.contactOptions?.map((o) => given(o)),
      }) as ColumnSpecInput;
      if (Object.keys(spec).length === 0)
        throw badUserInput('Nothing to change: give at least one attribute.', 'input', 1012);
      const problem = checkColumnSpec(spec, {
        inserting: false,
        columnCount: (sheet.columns ?? []).length - 1,
        existing: {
          type: column.type,
          primary: column.primary === true,
          systemColumnType: column.systemColumnType,
          dependenciesEnabled: sheet.dependenciesEnabled === true,
        },
      });
      if (problem) throw refuse(problem, 'input');
      if (
        spec.title !== undefined &&
        (sheet.columns ?? []).some((c) => c !== column && c.title.toLowerCase() === spec.title!.toLowerCase())
      ) {
        throw badUserInput(
          `Column titles must be unique: "${spec.title}" is already a column of the sheet.`,
          'input.title',
          1056,
        );
      }
      const result = await ctx.api.workManagementContent.updateColumn(
        sheetId,
        columnId,
        spec as Record<string, unknown>,
      );
      return {
        column: result.result ? { sheetId, column: result.result } : null,
        sheet: sheetAfterWrite(ctx, sheet, result.version),
        userErrors: [],
      };
    },
    deleteColumn: async (_root, { input }, ctx) => {
      const { sheetId, sheet } = await sheetForWrite(ctx, input.sheetId);
      const columnId = readChildId(input.columnId, 'Column', sheetId, 'input.columnId');
      const column = (sheet.columns ?? []).find((c) => String(c.id) === columnId);
      if (column?.primary)
        throw badUserInput('The column specified cannot be deleted: it is the primary column.', 'input.columnId', 1065);
      if (column && sheet.dependenciesEnabled === true && SPECIAL_GANTT_TYPES.has(column.type)) {
        throw badUserInput(
          'To delete this column you must first disable Dependencies for this sheet.',
          'input.columnId',
          1098,
        );
      }
      const result = await ctx.api.workManagementContent.deleteColumn(sheetId, columnId);
      return {
        deletedColumnId: toGlobalId('Column', sheetId, columnId),
        sheet: sheetAfterWrite(ctx, sheet, result.version),
        userErrors: [],
      };
    },
    moveSheet: async (_root, { input }, ctx) => {
      const sheetId = readId(input.sheetId, 'Sheet', 'input.sheetId');
      const { destinationType: type, destinationId = null } = destinationOf(input);
      const result = await ctx.api.workManagementContent.moveSheet(sheetId, type, destinationId);
      // The move answers the sheet's id and name; its workspace and the rest are read afresh when asked.
      return { sheet: sheetAfterWrite(ctx, result.result ?? { id: sheetId }, undefined), userErrors: [] };
    },
  },
});
