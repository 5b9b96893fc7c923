// The rule table's view of the running stack: REST calls to the three emulators and GraphQL calls
// to the gateway (numbers kept exact both ways), and demo objects looked up by name at run time.
import http from 'node:http';
import type { Stack } from '../helpers/stack.js';
import { idText, parseExact, stringifyExact } from './exact-json.js';
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

/** One HTTP request with nothing added: the headers given are the headers sent. */
function send(url: string, method: string, headers: Record<string, string>, body: Buffer | undefined): Promise<RestAnswer> {
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

export class World {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(readonly stack: Stack) {}

  /** Loads a value once per file. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, load());
    return this.cache.get(key) as Promise<T>;
  }

  private request(base: string, auth: Record<string, string>, method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<RestAnswer> {
    const payload = options.raw ?? (body === undefined ? undefined : Buffer.from(stringifyExact(body)));
    const headers: Record<string, string> = { ...auth, ...(options.raw || body === undefined ? {} : { 'content-type': 'application/json' }) };
    if (payload && !options.raw) headers['content-length'] = String(payload.length);
    return send(`${base}${path}`, method, { ...headers, ...options.headers }, payload);
  }

  /** A work-management request as the admin (or `as`). */
  wm(method: string, path: string, body?: unknown, options: RequestOptions & { as?: WmCaller } = {}): Promise<RestAnswer> {
    return this.request(this.stack.emulators.workManagement.baseUrl, { authorization: `Bearer ${WM_TOKENS[options.as ?? 'admin']}` }, method, path, body, options);
  }

  /** A resource-planning request as the administrator (or `as`). */
  rp(method: string, path: string, body?: unknown, options: RequestOptions & { as?: RpCaller } = {}): Promise<RestAnswer> {
    return this.request(this.stack.emulators.resourcePlanning.baseUrl, { auth: RP_TOKENS[options.as ?? 'admin'] }, method, path, body, options);
  }

  /** A digital-asset request. */
  da(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<RestAnswer> {
    return this.request(this.stack.emulators.digitalAsset.baseUrl, { authorization: `Bearer ${DA_TOKEN}` }, method, path, body, options);
  }

  /** A request to a full URL (the storage bucket's signed URLs), with only the headers given. */
  raw(method: string, url: string, body?: Buffer, headers: Record<string, string> = {}): Promise<RestAnswer> {
    return send(url, method, { ...(body ? { 'content-length': String(body.length) } : {}), ...headers }, body);
  }

  /** A GET that must succeed; answers the body. */
  async ok(answer: Promise<RestAnswer>, what: string): Promise<any> {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`${what}: HTTP ${status} ${stringifyExact(body).slice(0, 300)}`);
    return body;
  }

  /** A GraphQL request to the gateway (variables written exactly). */
  async gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphAnswer> {
    const answer = await send(this.stack.gateway.graphqlUrl, 'POST', { 'content-type': 'application/json', ...headers }, Buffer.from(stringifyExact({ query, variables })));
    if (typeof answer.body !== 'object' || answer.body === null) throw new Error(`gateway answered HTTP ${answer.status}: ${String(answer.body).slice(0, 300)}`);
    return answer.body as GraphAnswer;
  }

  /** A GraphQL request that must succeed; answers `data`. */
  async gqlData(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<any> {
    const answer = await this.gql(query, variables, headers);
    if (answer.errors) throw new Error(`graph: ${stringifyExact(answer.errors).slice(0, 400)}`);
    return answer.data;
  }

  // Work-management demo objects.

  sheets(): Promise<Array<{ id: string; name: string }>> {
    return this.once('sheets', async () => (await this.ok(this.wm('GET', '/sheets?includeAll=true'), 'sheets')).data.map((s: any) => ({ id: idText(s.id), name: s.name })));
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
      const full = await this.ok(this.wm('GET', `/sheets/${id}?level=2&page=1&pageSize=3`), `sheet ${name}`);
      const columns = Object.fromEntries(full.columns.map((c: any) => [c.title, { ...c, id: idText(c.id) }]));
      return { id, name, dependenciesEnabled: Boolean(full.dependenciesEnabled), columns, rowIds: full.rows.map((r: any) => idText(r.id)) };
    });
  }

  async columnId(sheet: string, title: string): Promise<string> {
    const column = (await this.sheet(sheet)).columns[title];
    if (!column) throw new Error(`no column ${title} in ${sheet}`);
    return column.id;
  }

  users(): Promise<any[]> {
    return this.once('users', async () => (await this.ok(this.wm('GET', '/users?includeAll=true'), 'users')).data);
  }

  /** The first demo user matching `test`. */
  async user(test: (user: any) => boolean, what: string): Promise<any> {
    const found = (await this.users()).find(test);
    if (!found) throw new Error(`no demo user: ${what}`);
    return found;
  }

  /**
   * A demo user no other row of this file has used: ACTIVE, not an admin, primary address in the
   * validated domain, no alternate address (so shares and alternate emails start clean).
   */
  async freshUser(test: (user: any) => boolean = () => true): Promise<any> {
    const used = (this.usedUsers ??= new Set<string>());
    const found = (await this.users()).slice(150).find((u) => u.status === 'ACTIVE' && !u.admin && u.email.endsWith('@example.com') && !used.has(idText(u.id)) && test(u));
    if (!found) throw new Error('no fresh demo user left');
    used.add(idText(found.id));
    const profile = await this.ok(this.wm('GET', `/users/${idText(found.id)}`), 'user profile');
    if (profile.alternateEmails?.length) return this.freshUser(test);
    return { ...found, id: idText(found.id) };
  }

  private usedUsers?: Set<string>;

  /** A demo user who has an alternate address: `{ id, email, alternate }`. */
  userWithAlternate(): Promise<{ id: string; email: string; alternate: string }> {
    return this.once('with-alternate', async () => {
      for (const user of (await this.users()).slice(1)) {
        const profile = await this.ok(this.wm('GET', `/users/${idText(user.id)}`), 'user profile');
        if (profile.alternateEmails?.length) return { id: idText(user.id), email: profile.email, alternate: profile.alternateEmails[0].email };
      }
      throw new Error('no demo user with an alternate address');
    });
  }

  /** The global id of a node found by its work-management id (read through the graph). */
  async globalId(field: 'sheet' | 'user' | 'workspace', id: string): Promise<string> {
    return (await this.gqlData(`query G($id: ID!) { node: ${field}(id: $id) { id } }`, { id })).node.id;
  }

  /** Workspaces by name (token pages). */
  workspaces(): Promise<Array<{ id: string; name: string }>> {
    return this.once('workspaces', async () => (await this.ok(this.wm('GET', '/workspaces?paginationType=token&maxItems=100'), 'workspaces')).data.map((w: any) => ({ id: idText(w.id), name: w.name })));
  }

  async workspaceId(name: string): Promise<string> {
    const found = (await this.workspaces()).find((w) => w.name === name);
    if (!found) throw new Error(`no demo workspace named ${name}`);
    return found.id;
  }

  /** Children (folders, sheets, reports, sights) of a workspace or folder. */
  async children(parent: 'workspaces' | 'folders', id: string): Promise<Array<{ id: string; name: string; type: string }>> {
    const body = await this.ok(this.wm('GET', `/${parent}/${id}/children?paginationType=token&maxItems=1000`), 'children');
    return body.data.map((c: any) => ({ id: idText(c.id), name: c.name, type: c.type }));
  }

  /** The first item of a kind (`folder`, `sheet`, `report`, `sight`) anywhere in the workspaces, with its workspace. */
  firstOfType(type: string): Promise<{ id: string; name: string; workspaceId: string }> {
    return this.once(`first:${type}`, async () => {
      for (const workspace of await this.workspaces()) {
        const queue: Array<['workspaces' | 'folders', string]> = [['workspaces', workspace.id]];
        while (queue.length > 0) {
          const [parent, id] = queue.shift()!;
          for (const child of await this.children(parent, id)) {
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
      const admin = (await this.users())[0];
      return idText((await this.ok(this.wm('GET', `/users/${idText(admin.id)}/plans`), 'plans')).data[0].planId);
    });
  }

  // Resource-planning and digital-asset demo objects.

  /** Every item of a resource-planning list. */
  async rpAll(path: string): Promise<any[]> {
    const all: any[] = [];
    for (let page = 1; ; page++) {
      const body = await this.ok(this.rp('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=1000&page=${page}`), path);
      all.push(...body.data);
      if (!body.paging.next) return all;
    }
  }

  /** Every item of a digital-asset list. */
  async daAll(path: string): Promise<any[]> {
    const all: any[] = [];
    for (let page = 1; ; page++) {
      const body = await this.ok(this.da('GET', `${path}${path.includes('?') ? '&' : '?'}per=3000&page=${page}`), path);
      all.push(...body.data);
      if (!body.meta.next_page) return all;
    }
  }
}
