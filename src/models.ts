// Parent values of the graph's types where an upstream record alone is not enough (rows, columns
// and cells need their sheet). Codegen maps the GraphQL types to these and to the upstream types.
import type { WmCell, WmColumn, WmObjectValue, WmRow } from './datasources/work-management/types.js';
import type { WmCallbackEvent } from './webhooks/work-management.js';

/** A row with the id of its sheet and the sheet's columns (for typing cells). */
export interface RowModel {
  sheetId: string;
  row: WmRow;
  columns: WmColumn[];
}

/** A column with the id of its sheet. */
export interface ColumnModel {
  sheetId: string;
  column: WmColumn;
}

/** A cell with the id of its sheet and its column, when known. */
export interface CellModel {
  sheetId: string;
  cell: WmCell;
  column: WmColumn | null;
}

/** A structured cell value with the id of its sheet (predecessors name rows of that sheet). */
export interface ObjectValueModel {
  sheetId: string;
  value: WmObjectValue;
}

/** One event of a sheet webhook callback, with its sheet. */
export interface SheetChangeEventModel {
  sheetId: string;
  event: WmCallbackEvent;
}

/** An automation rule with the id of its sheet. */
export interface AutomationRuleModel {
  sheetId: string;
  rule: import('./datasources/work-management/sheet-content-api.js').WmAutomationRule;
}

/** One version of a cell's history with the id of its sheet and its column, when known. */
export interface CellHistoryModel {
  sheetId: string;
  column: import('./datasources/work-management/types.js').WmColumn | null;
  entry: import('./datasources/work-management/sheet-content-api.js').WmCellHistoryEntry;
}

/** One predecessor of a PREDECESSOR cell, with the id of its sheet (its row is a row of that sheet). */
export interface PredecessorModel {
  sheetId: string;
  predecessor: Record<string, unknown>;
}
