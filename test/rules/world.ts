// The rule table's view of the running stack: REST calls to the three emulators and GraphQL calls
// to the gateway (numbers kept exact both ways), and demo objects looked up by name at run time.
import http from 'node:http';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { graphql } from '../generated/index.js';
import { emulatorUrl } from '../helpers/direct.js';
import type { RequestHeaders } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import type { Stack } from '../helpers/stack.js';
import type {
  DaList,
  DaResourceBody,
  RpList,
  RpRecordBody,
  WmChild,
  WmList,
  WmSheetBody,
  WmUserBody,
} from './bodies.js';
import { idText, parseExact, stringifyExact, type ExactId, type Exactly } from './exact-json.js';
import type { GraphAnswer, RestAnswer } from './harness.js';

/** The work-management callers: the System Admin (user 0) and a user who is not an admin (user 1). */
export const WM_TOKENS = { admin: 'wm-demo-admin-token', user: 'wm-demo-user-token' } as const;
export type WmCaller = keyof typeof WM_TOKENS;
/** Resource-planning callers: the administrator, a portfolio editor and an API user (project editor). */
export const RP_TOKENS = { admin: 'rp-demo-token', editor: 'rp-editor-token', apiUser: 'rp-api-user-token' } as const;
export type RpCaller = keyof typeof RP_TOKENS;
/** The digital-asset demo key. */
export const DA_TOKEN = 'da-demo-token';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A raw body (uploads); `body` is sent as JSON otherwise. */
  raw?: Buffer;
}

export interface SheetInfo {
  id: string;
  name: string;
  dependenciesEnabled: boolean;
  columns: Record<string, { id: string; type: string; primary?: boolean; options?: string[] }>;
  rowIds: string[];
}

/** A demo user with its id as text. */
export type DemoUser = Omit<WmUserBody, 'id'> & { id: string };

/** The variables of a typed document (exact numbers allowed), left out when it has none to give, and headers. */
type VariablesAndHeaders<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: Exactly<TVariables>, headers?: RequestHeaders]
    : [variables: Exactly<TVariables>, headers?: RequestHeaders];

const GLOBAL_IDS = {
  sheet: graphql(`query WorldSheetGlobalId($id: ID!) { node: sheet(id: $id) { id } }`),
  user: graphql(`query WorldUserGlobalId($id: ID!) { node: user(id: $id) { id } }`),
  workspace: graphql(`query WorldWorkspaceGlobalId($id: ID!) { node: workspace(id: $id) { id } }`),
} as const;

/** One HTTP request with nothing added: the headers given are the headers sent; the body parsed with exact numbers (text when not JSON). */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
): Promise<RestAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? parseExact(text) : null;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

const printed = new WeakMap<DocumentNode, string>();
const textOf = (document: DocumentNode): string => {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
};

export class World {
  private readonly cache = new Map<string, Promise<unknown>>();
  private usedUsers?: Set<string>;

  constructor(readonly stack: Stack) {}

  /** Loads a value once per file. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, load());
    return this.cache.get(key) as Promise<T>;
  }

  /** A request; the body is read as `TBody`, the caller's reading of the answer (an error body when refused). */
  private async request<TBody>(
    url: string,
    auth: Record<string, string>,
    method: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<RestAnswer<TBody>> {
    const payload = options.raw ?? (body === undefined ? undefined : Buffer.from(stringifyExact(body)));
    const headers: Record<string, string> = {
      ...auth,
      ...(options.raw || body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    if (payload && !options.raw) headers['content-length'] = String(payload.length);
    const answer = await send(url, method, { ...headers, ...options.headers }, payload);
    return { status: answer.status, body: answer.body as TBody };
  }

  /** A work-management request as the admin (or `as`). */
  wm<TBody = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions & { as?: WmCaller } = {},
  ): Promise<RestAnswer<TBody>> {
    return this.request<TBody>(
      `${this.stack.emulators.workManagement.baseUrl}${path}`,
      { authorization: `Bearer ${WM_TOKENS[options.as ?? 'admin']}` },
      method,
      body,
      options,
    );
  }

  /** A resource-planning request as the administrator (or `as`). */
  rp<TBody = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions & { as?: RpCaller } = {},
  ): Promise<RestAnswer<TBody>> {
    return this.request<TBody>(
      `${this.stack.emulators.resourcePlanning.baseUrl}${path}`,
      { auth: RP_TOKENS[options.as ?? 'admin'] },
      method,
      body,
      options,
    );
  }

  /** A digital-asset request. */
  da<TBody = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<RestAnswer<TBody>> {
    return this.request<TBody>(
      emulatorUrl(this.stack.emulators.digitalAsset, path),
      { authorization: `Bearer ${DA_TOKEN}` },
      method,
      body,
      options,
    );
  }

  /** A request to a full URL (the storage bucket's signed URLs), with only the headers given. */
  raw(method: string, url: string, body?: Buffer, headers: Record<string, string> = {}): Promise<RestAnswer> {
    return send(url, method, { ...(body ? { 'content-length': String(body.length) } : {}), ...headers }, body);
  }

  /** A request that must succeed; answers the body. */
  async ok<TBody>(answer: Promise<RestAnswer<TBody>>, what: string): Promise<TBody> {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`${what}: HTTP ${status} ${stringifyExact(body).slice(0, 300)}`);
    return body;
  }

  private async post<TData>(
    query: string,
    variables: unknown,
    headers: RequestHeaders = {},
  ): Promise<GraphAnswer<TData>> {
    const answer = await send(
      this.stack.gateway.graphqlUrl,
      'POST',
      { 'content-type': 'application/json', ...headers },
      Buffer.from(stringifyExact({ query, variables: variables ?? {} })),
    );
    if (typeof answer.body !== 'object' || answer.body === null)
      throw new Error(`gateway answered HTTP ${answer.status}: ${String(answer.body).slice(0, 300)}`);
    return answer.body;
  }

  /**
   * A GraphQL request to the gateway, variables written exactly. The answer is parsed the same way:
   * a number a double cannot hold (a cell value) arrives as a LosslessNumber, as `Exactly` says.
   */
  gql<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...[variables, headers]: VariablesAndHeaders<TVariables>
  ): Promise<GraphAnswer<Exactly<TData>>> {
    return this.post(textOf(document), variables, headers);
  }

  /**
   * A typed document sent with variables as a row writes them, which may lie outside the
   * operation's variable types: rows whose input the graph's types cannot express (`typed`) send
   * such variables to see GraphQL refuse them, through the same operation as the rows it accepts.
   */
  gqlAsWritten<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: Record<string, unknown>,
    headers?: RequestHeaders,
  ): Promise<GraphAnswer<Exactly<TData>>> {
    return this.post(textOf(document), variables, headers);
  }

  /** A document given as text, for one the gateway must refuse (naming a field the schema lacks). */
  gqlText(query: string, variables: Record<string, unknown> = {}, headers?: RequestHeaders): Promise<GraphAnswer> {
    return this.post(query, variables, headers);
  }

  /** A GraphQL request that must succeed; answers `data`. */
  async gqlData<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...rest: VariablesAndHeaders<TVariables>
  ): Promise<Exactly<TData>> {
    const answer = await this.gql(document, ...rest);
    if (answer.errors) throw new Error(`graph: ${stringifyExact(answer.errors).slice(0, 400)}`);
    if (answer.data === undefined || answer.data === null) throw new Error('graph: no data');
    return answer.data;
  }

  // Work-management demo objects.

  sheets(): Promise<Array<{ id: string; name: string }>> {
    return this.once('sheets', async () =>
      (
        await this.ok(this.wm<WmList<{ id: ExactId; name: string }>>('GET', '/sheets?includeAll=true'), 'sheets')
      ).data.map((s) => ({ id: idText(s.id), name: s.name })),
    );
  }

  async sheetId(name: string): Promise<string> {
    const found = (await this.sheets()).find((s) => s.name === name);
    if (!found) throw new Error(`no demo sheet named ${name}`);
    return found.id;
  }

  /** A demo sheet: columns by title (at level 2, so multi columns show their types) and its first rows. */
  sheet(name: string): Promise<SheetInfo> {
    return this.once(`sheet:${name}`, async () => {
      const id = await this.sheetId(name);
      const full = await this.ok(
        this.wm<WmSheetBody>('GET', `/sheets/${id}?level=2&page=1&pageSize=3`),
        `sheet ${name}`,
      );
      const columns = Object.fromEntries(full.columns.map((c) => [c.title, { ...c, id: idText(c.id) }]));
      return {
        id,
        name,
        dependenciesEnabled: Boolean(full.dependenciesEnabled),
        columns,
        rowIds: full.rows.map((r) => idText(r.id)),
      };
    });
  }

  async columnId(sheet: string, title: string): Promise<string> {
    const column = (await this.sheet(sheet)).columns[title];
    if (!column) throw new Error(`no column ${title} in ${sheet}`);
    return column.id;
  }

  users(): Promise<WmUserBody[]> {
    return this.once(
      'users',
      async () => (await this.ok(this.wm<WmList<WmUserBody>>('GET', '/users?includeAll=true'), 'users')).data,
    );
  }

  /** The first demo user matching `test`. */
  async user(test: (user: WmUserBody) => boolean, what: string): Promise<WmUserBody> {
    const found = (await this.users()).find(test);
    if (!found) throw new Error(`no demo user: ${what}`);
    return found;
  }

  /**
   * A demo user no other row of this file has used: ACTIVE, not an admin, primary address in the
   * validated domain, no alternate address (so shares and alternate emails start clean).
   */
  async freshUser(test: (user: WmUserBody) => boolean = () => true): Promise<DemoUser> {
    const used = (this.usedUsers ??= new Set<string>());
    const found = (await this.users())
      .slice(150)
      .find(
        (u) =>
          u.status === 'ACTIVE' && !u.admin && u.email.endsWith('@example.com') && !used.has(idText(u.id)) && test(u),
      );
    if (!found) throw new Error('no fresh demo user left');
    used.add(idText(found.id));
    const profile = await this.ok(this.wm<WmUserBody>('GET', `/users/${idText(found.id)}`), 'user profile');
    if (profile.alternateEmails?.length) return this.freshUser(test);
    return { ...found, id: idText(found.id) };
  }

  /** A demo user who has an alternate address: `{ id, email, alternate }`. */
  userWithAlternate(): Promise<{ id: string; email: string; alternate: string }> {
    return this.once('with-alternate', async () => {
      for (const user of (await this.users()).slice(1)) {
        const profile = await this.ok(this.wm<WmUserBody>('GET', `/users/${idText(user.id)}`), 'user profile');
        const alternate = profile.alternateEmails?.[0];
        if (alternate) return { id: idText(user.id), email: profile.email, alternate: alternate.email };
      }
      throw new Error('no demo user with an alternate address');
    });
  }

  /** The global id of a node found by its work-management id (read through the graph). */
  async globalId(field: keyof typeof GLOBAL_IDS, id: string): Promise<string> {
    return present((await this.gqlData(GLOBAL_IDS[field], { id })).node, `the ${field} ${id} through the graph`).id;
  }

  /** Workspaces by name (token pages). */
  workspaces(): Promise<Array<{ id: string; name: string }>> {
    return this.once('workspaces', async () =>
      (
        await this.ok(this.wm<WmList<WmChild>>('GET', '/workspaces?paginationType=token&maxItems=100'), 'workspaces')
      ).data.map((w) => ({ id: idText(w.id), name: w.name })),
    );
  }

  async workspaceId(name: string): Promise<string> {
    const found = (await this.workspaces()).find((w) => w.name === name);
    if (!found) throw new Error(`no demo workspace named ${name}`);
    return found.id;
  }

  /** Children (folders, sheets, reports, sights) of a workspace or folder. */
  async children(
    parent: 'workspaces' | 'folders',
    id: string,
  ): Promise<Array<{ id: string; name: string; type: string }>> {
    const body = await this.ok(
      this.wm<WmList<WmChild>>('GET', `/${parent}/${id}/children?paginationType=token&maxItems=1000`),
      'children',
    );
    return body.data.map((c) => ({ id: idText(c.id), name: c.name, type: c.type }));
  }

  /** The first item of a kind (`folder`, `sheet`, `report`, `sight`) anywhere in the workspaces, with its workspace. */
  firstOfType(type: string): Promise<{ id: string; name: string; workspaceId: string }> {
    return this.once(`first:${type}`, async () => {
      for (const workspace of await this.workspaces()) {
        const queue: Array<['workspaces' | 'folders', string]> = [['workspaces', workspace.id]];
        for (let next = queue.shift(); next; next = queue.shift()) {
          for (const child of await this.children(...next)) {
            if (child.type === type) return { id: child.id, name: child.name, workspaceId: workspace.id };
            if (child.type === 'folder') queue.push(['folders', child.id]);
          }
        }
      }
      throw new Error(`no ${type} in the demo workspaces`);
    });
  }

  /** The first child of a workspace of the given kind (`folder`, `sheet`, `report`, `sight`). */
  async childOf(workspace: string, type: string): Promise<{ id: string; name: string }> {
    const found = (await this.children('workspaces', await this.workspaceId(workspace))).find((c) => c.type === type);
    if (!found) throw new Error(`no ${type} in workspace ${workspace}`);
    return found;
  }

  /** The id of the main plan (the user-model plan every user is on). */
  mainPlanId(): Promise<string> {
    return this.once('plan', async () => {
      const admin = present((await this.users())[0], 'the admin');
      const plans = await this.ok(
        this.wm<WmList<{ planId: ExactId }>>('GET', `/users/${idText(admin.id)}/plans`),
        'plans',
      );
      return idText(present(plans.data[0], 'the main plan').planId);
    });
  }

  // Resource-planning and digital-asset demo objects.

  /** Every item of a resource-planning list (the items read as `T`). */
  async rpAll<T extends RpRecordBody = RpRecordBody>(path: string): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; ; page++) {
      const body = await this.ok(
        this.rp<RpList<T>>('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=1000&page=${page}`),
        path,
      );
      all.push(...body.data);
      if (!body.paging.next) return all;
    }
  }

  /** Every item of a digital-asset list (resource objects, their attributes read as `T` says). */
  async daAll<T extends DaResourceBody = DaResourceBody>(path: string): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; ; page++) {
      const body = await this.ok(
        this.da<DaList<T>>('GET', `${path}${path.includes('?') ? '&' : '?'}per=3000&page=${page}`),
        path,
      );
      all.push(...body.data);
      if (!body.meta.next_page) return all;
    }
  }
}
