// The peer's REST datasources: one RESTDataSource per backend, one method per call the benchmark
// queries need. Bodies are parsed with lossless-json, because work-management ids exceed 2^53.
import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';
import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';
import { isInteger, isSafeNumber, parse } from 'lossless-json';
import type {
  DaList,
  DaNamed,
  DaOne,
  RpAssignment,
  RpList,
  RpPerson,
  RpProject,
  WmEventsPage,
  WmSheet,
  WmUser,
  WmUserList,
  WmWorkspace,
} from './bodies.js';

/** Numbers as JSON.parse reads them, except integers beyond 2^53, which stay exact as strings. */
const exactNumber = (text: string): number | string => (isInteger(text) && !isSafeNumber(text) ? text : Number(text));

/**
 * Node's own fetch rather than the package's default (node-fetch on Node's global agent, which keeps idle
 * sockets exactly as long as a Node backend does, 5 s, and reuses sockets the backend is closing). A GET
 * whose connection fails is sent again, twice at most (as the gateway does): a backend whose event loop
 * stalls under load past its keep-alive timeout resets the sockets requests are waiting on.
 */
const nodeFetch: Fetcher = async (url, init) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init as RequestInit);
    } catch (error) {
      if ((init?.method ?? 'GET') !== 'GET' || attempt === 2) throw error;
    }
  }
};

/** A datasource with a base URL, one auth header and exact JSON. */
abstract class ExactJsonDataSource extends RESTDataSource {
  constructor(
    baseURL: string,
    private readonly header: [string, string],
  ) {
    super({ fetch: nodeFetch });
    this.baseURL = baseURL.endsWith('/') ? baseURL : `${baseURL}/`;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    request.headers[this.header[0]] = this.header[1];
  }

  protected override async parseBody(response: FetcherResponse): Promise<object | string> {
    const text = await response.text();
    return text.length && (response.headers.get('content-type') ?? '').includes('json')
      ? (parse(text, null, exactNumber) as object)
      : text;
  }
}

/** Work-management: events, users, sheets and their rows, workspaces. */
export class WorkManagementAPI extends ExactJsonDataSource {
  constructor(baseURL: string, token: string) {
    super(baseURL, ['authorization', `Bearer ${token}`]);
  }
  listEvents(start: { since?: string; streamPosition?: string }, maxCount: number): Promise<WmEventsPage> {
    return this.get<WmEventsPage>('events', { params: { ...start, maxCount: String(maxCount) } });
  }
  getUser(id: string): Promise<WmUser> {
    return this.get<WmUser>(`users/${id}`);
  }
  usersByEmail(emails: readonly string[]): Promise<WmUserList> {
    return this.get<WmUserList>('users', { params: { email: emails.join(','), includeAll: 'true' } });
  }
  /** The sheet without its rows (one row at most). */
  getSheet(id: string): Promise<WmSheet> {
    return this.get<WmSheet>(`sheets/${id}`, { params: { page: '1', pageSize: '1' } });
  }
  getRowsPage(sheetId: string, page: number, pageSize: number): Promise<WmSheet> {
    return this.get<WmSheet>(`sheets/${sheetId}`, {
      params: { page: String(page), pageSize: String(pageSize), include: 'writerInfo' },
    });
  }
  getRowsById(sheetId: string, rowIds: readonly string[]): Promise<WmSheet> {
    return this.get<WmSheet>(`sheets/${sheetId}`, { params: { rowIds: rowIds.join(',') } });
  }
  getWorkspace(id: string): Promise<WmWorkspace> {
    return this.get<WmWorkspace>(`workspaces/${id}/metadata`);
  }
}

/** Resource-planning: projects, their assignments, people. */
export class ResourcePlanningAPI extends ExactJsonDataSource {
  constructor(baseURL: string, token: string) {
    super(baseURL, ['auth', token]);
  }
  listProjects(page: number, perPage: number): Promise<RpList<RpProject>> {
    return this.get<RpList<RpProject>>('projects', { params: { page: String(page), per_page: String(perPage) } });
  }
  listProjectAssignments(projectId: string, page: number, perPage: number): Promise<RpList<RpAssignment>> {
    return this.get<RpList<RpAssignment>>(`projects/${projectId}/assignments`, {
      params: { page: String(page), per_page: String(perPage), with_phases: 'true' },
    });
  }
  getPerson(id: string): Promise<RpPerson> {
    return this.get<RpPerson>(`users/${id}`);
  }
}

/** Digital-asset (JSON:API envelopes): libraries, sections, assets with their custom fields. */
export class DigitalAssetAPI extends ExactJsonDataSource {
  constructor(baseURL: string, token: string) {
    super(baseURL, ['authorization', `Bearer ${token}`]);
  }
  listLibraries(page: number, per: number): Promise<DaList<DaNamed>> {
    return this.get<DaList<DaNamed>>('libraries', { params: { page: String(page), per: String(per) } });
  }
  listSections(libraryId: string, page: number, per: number): Promise<DaList<DaNamed>> {
    return this.get<DaList<DaNamed>>(`libraries/${libraryId}/sections`, {
      params: { page: String(page), per: String(per) },
    });
  }
  listSectionAssets(sectionId: string, page: number, per: number): Promise<DaList<DaNamed>> {
    return this.get<DaList<DaNamed>>(`sections/${sectionId}/assets`, {
      params: { page: String(page), per: String(per), include: 'custom_fields' },
    });
  }
  listLibraryAssets(libraryId: string, page: number, per: number): Promise<DaList<DaNamed>> {
    return this.get<DaList<DaNamed>>(`libraries/${libraryId}/assets`, {
      params: { page: String(page), per: String(per), include: 'custom_fields' },
    });
  }
  getAsset(id: string): Promise<DaOne<DaNamed>> {
    return this.get<DaOne<DaNamed>>(`assets/${encodeURIComponent(id)}`, { params: { include: 'custom_fields' } });
  }
}

export interface PeerDataSources {
  workManagement: WorkManagementAPI;
  resourcePlanning: ResourcePlanningAPI;
  digitalAsset: DigitalAssetAPI;
}
