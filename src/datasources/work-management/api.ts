// The work-management core datasource: one method per REST read of users, sheets, workspaces and events.
import { LosslessNumber } from 'lossless-json';
import { WorkManagementClient } from './client.js';
import { dropTree } from '../json-stream.js';
import {
  WmEventPageShape,
  WmSheetPageShape,
  WmSheetShape,
  WmUserPageShape,
  WmUserShape,
  WmWorkspacePageShape,
  WmWorkspaceShape,
  type WmEvent,
  type WmId,
  type WmIndexResult,
  type WmSheet,
  type WmStreamResult,
  type WmTokenResult,
  type WmUser,
  type WmWorkspace,
} from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const WORK_MANAGEMENT_PATHS = {
  users: '/users',
  currentUser: '/users/me',
  user: (id: WmId) => restPath`/users/${id}`,
  sheets: '/sheets',
  sheet: (id: WmId) => restPath`/sheets/${id}`,
  workspaces: '/workspaces',
  workspaceMetadata: (id: WmId) => restPath`/workspaces/${id}/metadata`,
  events: '/events',
  filteredEvents: '/filteredEvents',
} as const;

/** A sheet's rows without their cells. */
const WITHOUT_CELLS = dropTree(['rows.*.cells']);

/** Largest page sizes the gateway asks for. */
export const WM_MAX_PAGE_SIZE = 1000;
/** Rows one Get Sheet read may return: the API sets no limit; this keeps one answer bounded. */
export const WM_MAX_ROWS_PER_READ = 10_000;
export const WM_MAX_EVENT_COUNT = 10_000;

/**
 * What a sheet read carries of each cell: with `cellDetail`, `include=objectValue,format` (object
 * values, real column types, format descriptors); without, the rows' cells are left out.
 */
export interface SheetReadShape {
  cellDetail: boolean;
}

/** The read that carries everything: writes, subscriptions and queries that select cells or columns. */
export const FULL_SHEET_READ: SheetReadShape = { cellDetail: true };

/** Which part of a sheet one read covers: a page window of rows, or rows and columns by id. */
export interface SheetReadOptions {
  page?: number;
  pageSize?: number;
  rowIds?: WmId[];
  columnIds?: WmId[];
}

export interface FilteredEventQuery {
  sheetIds?: string[];
  workspaceIds?: string[];
  since?: string;
  streamPosition?: string;
  maxCount: number;
}

export interface EventQuery {
  since?: string;
  streamPosition?: string;
  to?: string;
  maxCount: number;
  managedPlanId?: string;
}

/** Core reads: users, sheets, workspaces, events. */
export class WorkManagementApi extends WorkManagementClient {
  /** GET /users: one offset page; `emails` filters by primary address (comma-separated upstream). */
  listUsers(page: number, pageSize: number, emails?: string[]): Promise<WmIndexResult<WmUser>> {
    return this.get(WmUserPageShape, WORK_MANAGEMENT_PATHS.users, { page, pageSize, email: emails?.join(',') });
  }

  /** GET /users/me. */
  getCurrentUser(): Promise<WmUser> {
    return this.get(WmUserShape, WORK_MANAGEMENT_PATHS.currentUser);
  }

  /** GET /users/{userId}. */
  getUser(id: WmId): Promise<WmUser> {
    return this.get(WmUserShape, WORK_MANAGEMENT_PATHS.user(id));
  }

  /** GET /sheets: one offset page of the sheets the caller can access. */
  listSheets(page: number, pageSize: number): Promise<WmIndexResult<WmSheet>> {
    // ownerInfo: each sheet's owner (email and id) comes only with it.
    return this.get(WmSheetPageShape, WORK_MANAGEMENT_PATHS.sheets, { page, pageSize, include: 'ownerInfo' });
  }

  /**
   * GET /sheets/{sheetId}: `level=2` and, with cell detail, `include=objectValue` so that
   * multi-contact and multi-picklist columns show their real type and cells their object values,
   * and `format` so that cells carry their format descriptors. Without cell detail, the rows' cells
   * are left out as the answer is parsed: nothing of the request reads them.
   */
  getSheet(id: WmId, shape: SheetReadShape, options: SheetReadOptions = {}): Promise<WmSheet> {
    this.ensureCredential();
    return this.request({
      path: WORK_MANAGEMENT_PATHS.sheet(id),
      query: {
        level: 2,
        // writerInfo: rows' createdBy / modifiedBy come only with it; ownerInfo: the sheet's owner.
        include: shape.cellDetail ? 'objectValue,writerInfo,format,ownerInfo' : 'writerInfo,ownerInfo',
        page: options.page,
        pageSize: options.pageSize,
        rowIds: options.rowIds?.join(','),
        columnIds: options.columnIds?.join(','),
      },
      shape: WmSheetShape,
      ...(shape.cellDetail ? {} : { drop: WITHOUT_CELLS }),
    });
  }

  /** GET /workspaces with token pagination. */
  listWorkspaces(lastKey: string | null, maxItems: number): Promise<WmTokenResult<WmWorkspace>> {
    return this.get(WmWorkspacePageShape, WORK_MANAGEMENT_PATHS.workspaces, {
      paginationType: 'token',
      maxItems,
      lastKey: lastKey ?? undefined,
    });
  }

  /** GET /workspaces/{workspaceId}/metadata. */
  getWorkspace(id: WmId): Promise<WmWorkspace> {
    return this.get(WmWorkspaceShape, WORK_MANAGEMENT_PATHS.workspaceMetadata(id));
  }

  /** GET /events (System Admin): `since` xor `streamPosition`. */
  listEvents(query: EventQuery): Promise<WmStreamResult<WmEvent>> {
    return this.get(WmEventPageShape, WORK_MANAGEMENT_PATHS.events, { ...query });
  }

  /**
   * POST /filteredEvents (any user): events of the given sheets and workspaces the caller can see.
   * A read sent as POST, so it is marked safe to retry; ids go out as exact numbers.
   */
  listFilteredEvents(query: FilteredEventQuery): Promise<WmStreamResult<WmEvent>> {
    const ids = (list: string[] | undefined) => list?.map((id) => new LosslessNumber(id));
    const body = {
      sheetIds: ids(query.sheetIds),
      workspaceIds: ids(query.workspaceIds),
      since: query.since,
      streamPosition: query.streamPosition,
      maxCount: query.maxCount,
    };
    return this.send(WmEventPageShape, 'POST', WORK_MANAGEMENT_PATHS.filteredEvents, undefined, body, true);
  }
}
