// Wire shapes of sheets: the list item of GET /sheets and the full sheet of GET /sheets/{sheetId}
// (sheet attributes, columns, rows with cells), honouring include/exclude/level/numericDates.
import {
  ATTACHMENT_TYPES,
  type AccessLevel,
  type StoredColumn,
  type StoredRow,
  type StoredSheet,
  type StoredUser,
  type StoredWorkspace,
} from '../model.js';
import { renderCell, projectColumnTags, renderColumn, type CellRenderOptions } from './cells.js';

/** The documents' attachment types (FILESTORE_* are the neutral stand-ins). */
/** Every attachment type, in the order the service lists them (files first, links last). */
const ATTACHMENT_OPTIONS = [...ATTACHMENT_TYPES.filter((type) => type !== 'LINK'), 'LINK'];

export function renderSheetSummary(
  sheet: StoredSheet,
  access: AccessLevel,
  owner: StoredUser | undefined,
  ownerInfo: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = { id: sheet.id, name: sheet.name, accessLevel: access };
  if (ownerInfo && owner) {
    out.owner = owner.email;
    out.ownerId = owner.id;
  }
  out.permalink = sheet.permalink;
  out.createdAt = sheet.createdAt;
  out.modifiedAt = sheet.modifiedAt;
  return out;
}

export interface SheetRenderOptions extends CellRenderOptions {
  columns: StoredColumn[];
  rows: StoredRow[];
}

export function renderRow(sheet: StoredSheet, row: StoredRow, options: SheetRenderOptions): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id, rowNumber: row.rowNumber };
  if (row.parentId !== undefined) out.parentId = row.parentId;
  if (row.siblingId !== undefined) out.siblingId = row.siblingId;
  out.expanded = row.expanded;
  out.createdAt = row.createdAt;
  out.modifiedAt = row.modifiedAt;
  if (options.include.has('writerInfo')) {
    out.createdBy = { ...row.createdBy };
    out.modifiedBy = { ...row.modifiedBy };
  }
  if (options.include.has('rowPermalink')) out.permalink = `${sheet.permalink}?rowId=${row.id}`;
  const cells: Record<string, unknown>[] = [];
  for (const column of options.columns) {
    const cell = renderCell(column, row.cells[column.index], options);
    if (cell) cells.push(cell);
  }
  out.cells = cells;
  return out;
}

function summaryPermissions(access: AccessLevel): string {
  if (access === 'OWNER' || access === 'ADMIN') return 'ADMIN';
  if (access === 'EDITOR' || access === 'EDITOR_SHARE') return 'READ_WRITE';
  return 'READ_ONLY';
}

export function renderSheet(
  sheet: StoredSheet,
  access: AccessLevel,
  workspace: StoredWorkspace,
  owner: StoredUser | undefined,
  options: SheetRenderOptions,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: sheet.id,
    name: sheet.name,
    version: sheet.version,
    totalRowCount: sheet.rows.length,
    accessLevel: access,
    effectiveAttachmentOptions: ATTACHMENT_OPTIONS,
    readOnly: access === 'VIEWER' || access === 'COMMENTER',
    ganttEnabled: sheet.ganttEnabled,
    dependenciesEnabled: sheet.dependenciesEnabled,
    resourceManagementEnabled: false,
    resourceManagementType: 'NONE',
    cellImageUploadEnabled: true,
    favorite: false,
    showParentRowsForFilters: false,
    userSettings: { criticalPathEnabled: false, displaySummaryTasks: true },
    userPermissions: { summaryPermissions: summaryPermissions(access) },
    hasSummaryFields: false,
    isMultiPicklistEnabled: true,
    permalink: sheet.permalink,
    createdAt: sheet.createdAt,
    modifiedAt: sheet.modifiedAt,
  };
  if (sheet.dependenciesEnabled) {
    out.projectSettings = {
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      nonWorkingDays: ['2026-12-25', '2026-12-28', '2027-01-01'],
      lengthOfDay: 8,
    };
  }
  if (options.include.has('ownerInfo') && owner) {
    out.owner = owner.email;
    out.ownerId = owner.id;
  }
  out.workspace = { id: workspace.id, name: workspace.name };
  const tags = projectColumnTags(sheet);
  out.columns = options.columns.map((c) => renderColumn(c, options.level, tags));
  out.rows = options.rows.map((r) => renderRow(sheet, r, options));
  return out;
}
