// The work-management datasource: one method per REST operation of Document 1 used by the graph.
import { UpstreamError } from '../../errors.js';
import type { WorkManagementCredential } from '../credentials.js';
import { RestClient, type HttpMethod, type ParsedErrorBody, type RestClientOptions } from '../rest-client.js';
import type { WmErrorBody, WmEvent, WmId, WmIndexResult, WmSheet, WmStreamResult, WmTokenResult, WmUser, WmWorkspace } from './types.js';

/** Backend paths, in one table so that a deployment could map them. */
export const WORK_MANAGEMENT_PATHS = {
  users: '/users',
  currentUser: '/users/me',
  user: (id: WmId) => `/users/${id}`,
  sheets: '/sheets',
  sheet: (id: WmId) => `/sheets/${id}`,
  workspaces: '/workspaces',
  workspaceMetadata: (id: WmId) => `/workspaces/${id}/metadata`,
  events: '/events',
} as const;

/** Error codes the service documents as transient (4005, API version retired, is not). */
const RETRYABLE_ERROR_CODES = new Set([4000, 4001, 4002, 4003, 4004]);

/** Largest page sizes the gateway asks for. */
export const WM_MAX_PAGE_SIZE = 1000;
export const WM_MAX_EVENT_COUNT = 10_000;

export interface SheetReadOptions {
  page?: number;
  pageSize?: number;
  rowIds?: WmId[];
  columnIds?: WmId[];
}

export interface EventQuery {
  since?: string;
  streamPosition?: string;
  to?: string;
  maxCount: number;
  managedPlanId?: string;
}

export class WorkManagementApi extends RestClient {
  constructor(
    private readonly credential: WorkManagementCredential | null,
    options: RestClientOptions,
  ) {
    super('work-management', options);
  }

  protected authHeaders(): Record<string, string> {
    if (!this.credential) return {};
    const headers: Record<string, string> = { authorization: `Bearer ${this.credential.token}` };
    if (this.credential.assumeUser) headers['assume-user'] = encodeURIComponent(this.credential.assumeUser);
    return headers;
  }

  protected parseErrorBody(status: number, body: unknown): ParsedErrorBody {
    const b = (typeof body === 'object' && body !== null ? body : {}) as WmErrorBody;
    return {
      message: b.message ?? (typeof body === 'string' && body ? body : `HTTP ${status}`),
      errorCode: typeof b.errorCode === 'number' ? b.errorCode : null,
      refId: typeof b.refId === 'string' ? b.refId : null,
    };
  }

  protected override isRetryable(method: HttpMethod, status: number, errorCode: number | null): boolean {
    if (method !== 'GET') return false;
    if (errorCode !== null) return RETRYABLE_ERROR_CODES.has(errorCode);
    return super.isRetryable(method, status, errorCode);
  }

  /** Fails before any call when the caller has no credential for this backend. */
  private ensureCredential(): void {
    if (!this.credential) {
      throw new UpstreamError('work-management', 401, 'no work-management credential was given (send "Authorization: Bearer <token>")', 1001);
    }
  }

  private get<T>(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<T> {
    this.ensureCredential();
    return this.request<T>({ path, query });
  }

  /** GET /users: one offset page; `emails` filters by primary address (comma-separated upstream). */
  listUsers(page: number, pageSize: number, emails?: string[]): Promise<WmIndexResult<WmUser>> {
    return this.get(WORK_MANAGEMENT_PATHS.users, { page, pageSize, email: emails?.join(',') });
  }

  /** GET /users/me. */
  getCurrentUser(): Promise<WmUser> {
    return this.get(WORK_MANAGEMENT_PATHS.currentUser);
  }

  /** GET /users/{userId}. */
  getUser(id: WmId): Promise<WmUser> {
    return this.get(WORK_MANAGEMENT_PATHS.user(id));
  }

  /** GET /sheets: one offset page of the sheets the caller can access. */
  listSheets(page: number, pageSize: number): Promise<WmIndexResult<WmSheet>> {
    return this.get(WORK_MANAGEMENT_PATHS.sheets, { page, pageSize });
  }

  /**
   * GET /sheets/{sheetId}: always with `level=2&include=objectValue` so that multi-contact and
   * multi-picklist columns show their real type and cells their object values.
   */
  getSheet(id: WmId, options: SheetReadOptions = {}): Promise<WmSheet> {
    return this.get(WORK_MANAGEMENT_PATHS.sheet(id), {
      level: 2,
      include: 'objectValue',
      page: options.page,
      pageSize: options.pageSize,
      rowIds: options.rowIds?.join(','),
      columnIds: options.columnIds?.join(','),
    });
  }

  /** GET /workspaces with token pagination. */
  listWorkspaces(lastKey: string | null, maxItems: number): Promise<WmTokenResult<WmWorkspace>> {
    return this.get(WORK_MANAGEMENT_PATHS.workspaces, { paginationType: 'token', maxItems, lastKey: lastKey ?? undefined });
  }

  /** GET /workspaces/{workspaceId}/metadata. */
  getWorkspace(id: WmId): Promise<WmWorkspace> {
    return this.get(WORK_MANAGEMENT_PATHS.workspaceMetadata(id));
  }

  /** GET /events (System Admin): `since` xor `streamPosition`. */
  listEvents(query: EventQuery): Promise<WmStreamResult<WmEvent>> {
    return this.get(WORK_MANAGEMENT_PATHS.events, { ...query });
  }
}
