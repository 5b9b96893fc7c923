// Checks the work-management emulator over real HTTP: auth errors, envelopes and paging, int64
// ids beyond 2^53, the all-column-types sheet and its cell rules, the event stream.
import { LosslessNumber } from 'lossless-json';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import {
  startWorkManagementEmulator,
  WORK_MANAGEMENT_TOKENS as TOKENS,
} from '../../emulators/work-management/index.js';
import { match } from '../helpers/matchers.js';
import { nonEmpty, present } from '../helpers/present.js';
import type {
  EmulatorLogEntry,
  ExactId,
  WmContainer,
  WmErrorBody,
  WmEventPage,
  WmCell,
  WmColumn,
  WmSheet,
  WmIndexPage,
  WmTokenPage,
} from '../helpers/rest-shapes.js';
import { direct, type DirectReply } from '../helpers/direct.js';

const MAX_SAFE = 9007199254740992n;

/** A user as the list and the single read give it. */
interface UserBody {
  id: ExactId;
  email: string;
  seatType?: string;
  account?: { name: string };
  alternateEmails?: unknown[];
}

let emulator: RunningEmulator;

/** A request to the emulator; the body type is the test's reading of the answer (every answer has a body). */
function call<TBody = WmErrorBody>(
  path: string,
  options: { token?: string | null; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<DirectReply<TBody>> {
  return direct<TBody>(emulator, options.method ?? 'GET', path, options.body, {
    token: options.token === undefined ? TOKENS.admin : options.token,
    headers: options.headers,
  });
}

/** Plain JSON.parse for big sheet bodies whose ids we do not need exactly. */
async function callFast(path: string, token = TOKENS.admin): Promise<WmSheet> {
  const response = await fetch(`${emulator.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return JSON.parse(await response.text()) as WmSheet;
}

async function programmePlanId(): Promise<string> {
  const { text } = await call('/sheets');
  const match = /"id":(\d+),"name":"Programme Plan"/.exec(text);
  return present(match?.[1], 'the id of Programme Plan');
}

beforeAll(async () => {
  emulator = await startWorkManagementEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

describe('auth', () => {
  it('answers 401 with the service error bodies', async () => {
    const missing = await call('/users', { token: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ errorCode: 1001, message: 'An Access Token is required.' });
    expect(missing.body.refId).toMatch(/^[a-z0-9]{6,}$/);

    const invalid = await call('/users', { token: 'not-a-token' });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toMatchObject({ errorCode: 1002, message: 'Invalid access token.' });
    expect(Object.keys(invalid.body).sort()).toEqual(['errorCode', 'message', 'refId']);
  });

  it('lets the admin assume a user by URI-encoded email, and refuses unknown ones', async () => {
    const assumed = await call<UserBody>('/users/me', {
      headers: { 'Assume-User': encodeURIComponent('ben.adler@example.com') },
    });
    expect(assumed.status).toBe(200);
    expect(assumed.body.email).toBe('ben.adler@example.com');
    const unknown = await call('/users/me', { headers: { 'Assume-User': encodeURIComponent('nobody@example.com') } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorCode).toBe(1030);
  });
});

describe('users', () => {
  it('offset pagination covers every user exactly once', async () => {
    const seen: string[] = [];
    let page = 1;
    let totalPages = 1;
    do {
      const reply = await call<WmIndexPage<UserBody>>(`/users?page=${page}&pageSize=37`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ pageNumber: page, pageSize: 37, totalCount: 320 });
      totalPages = reply.body.totalPages;
      for (const user of reply.body.data) seen.push(String(user.id));
      page++;
    } while (page <= totalPages);
    expect(totalPages).toBe(Math.ceil(320 / 37));
    expect(seen).toHaveLength(320);
    expect(new Set(seen).size).toBe(320);

    const beyond = await call<WmIndexPage<UserBody>>('/users?page=99&pageSize=100');
    expect(beyond.body.pageNumber).toBe(4);
    expect(beyond.body.data).toHaveLength(20);
    const all = await call<WmIndexPage<UserBody>>('/users?includeAll=true');
    expect(all.body.data).toHaveLength(320);
    expect((await call('/users?pageSize=0')).body.errorCode).toBe(1018);
    expect((await call('/users?page=1.5')).status).toBe(400);
  });

  it('filters by email (comma list, case-insensitive, exact) and seat type', async () => {
    const reply = await call<WmIndexPage<UserBody>>(
      '/users?email=ADA.ADLER@example.com,ben.adler@EXAMPLE.com,ada@example.com',
    );
    expect(reply.body.data.map((u) => u.email).sort()).toEqual(['ada.adler@example.com', 'ben.adler@example.com']);
    const viewers = await call<WmIndexPage<UserBody>>('/users?seatType=VIEWER&includeAll=true');
    expect(viewers.body.data.length).toBeGreaterThan(0);
    expect(viewers.body.data.every((u) => u.seatType === 'VIEWER')).toBe(true);
    expect((await call('/users?seatType=ROOT')).body.errorCode).toBe(1018);
  });

  it('keeps int64 ids beyond 2^53 exact on the wire', async () => {
    const me = await call<UserBody>('/users/me', { token: TOKENS.user });
    const raw = present(/^\{"id":(\d+),/.exec(me.text)?.[1], 'the id of the caller');
    expect(BigInt(raw)).toBeGreaterThan(MAX_SAFE);
    expect(me.body.id).toEqual(new LosslessNumber(raw));
    expect(me.body.account?.name).toBe('Example Corp');
    const again = await call<UserBody>(`/users/${raw}`);
    expect(again.text).toContain(`"id":${raw},`);
    expect(again.body.alternateEmails).toBeInstanceOf(Array);
    const list = await call<WmIndexPage<UserBody>>('/users?includeAll=true');
    expect(list.body.data.filter((u) => u.id instanceof LosslessNumber).length).toBeGreaterThanOrEqual(5);
    const missing = await call('/users/1234');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe(1020);
  });
});

describe('sheets', () => {
  it('lists only what the caller can see', async () => {
    const admin = await call<WmIndexPage<WmContainer>>('/sheets?includeAll=true');
    const user = await call<WmIndexPage<WmContainer>>('/sheets?includeAll=true&include=ownerInfo', {
      token: TOKENS.user,
    });
    expect(admin.body.totalCount).toBeGreaterThanOrEqual(25);
    expect(user.body.totalCount).toBeGreaterThan(admin.body.totalCount / 4);
    expect(user.body.totalCount).toBeLessThan(admin.body.totalCount / 2);
    expect(user.body.data[0]).toHaveProperty('owner');
    expect(user.body.data[0]).toHaveProperty('ownerId');
    const visible = new Set(user.body.data.map((s) => String(s.id)));
    const hidden = present(
      admin.body.data.find((s) => !visible.has(String(s.id))),
      'a sheet the user cannot see',
    );
    const denied = await call(`/sheets/${hidden.id}`, { token: TOKENS.user });
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe(1004);
    const unknown = await call('/sheets/42');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 1006, message: 'Not Found' });
  });

  it('serves a sheet of 2,000+ rows using every column type', async () => {
    const id = await programmePlanId();
    const sheet = await callFast(`/sheets/${id}?level=2&include=objectValue`);
    expect(sheet.rows.length).toBeGreaterThanOrEqual(2000);
    expect(sheet.totalRowCount).toBe(sheet.rows.length);
    expect(sheet.dependenciesEnabled).toBe(true);
    const types = new Set(sheet.columns.map((c) => c.type));
    for (const t of [
      'TEXT_NUMBER',
      'CHECKBOX',
      'CONTACT_LIST',
      'MULTI_CONTACT_LIST',
      'DATE',
      'ABSTRACT_DATETIME',
      'DATETIME',
      'PICKLIST',
      'MULTI_PICKLIST',
      'DURATION',
      'PREDECESSOR',
    ]) {
      expect(types, t).toContain(t);
    }
    const system = new Set(sheet.columns.map((c) => c.systemColumnType).filter(Boolean));
    expect([...system].sort()).toEqual(['AUTO_NUMBER', 'CREATED_BY', 'CREATED_DATE', 'MODIFIED_BY', 'MODIFIED_DATE']);
    expect(sheet.columns.find((c) => c.type === 'CHECKBOX' && c.symbol)?.symbol).toMatch(/^(FLAG|STAR)$/);
    expect(sheet.columns.find((c) => c.type === 'PICKLIST' && c.symbol)).toBeDefined();
    expect(
      sheet.columns.find((c) => c.type === 'CONTACT_LIST' && !c.systemColumnType)?.contactOptions?.length,
    ).toBeGreaterThan(0);
    expect(sheet.columns.find((c) => c.systemColumnType === 'AUTO_NUMBER')?.autoNumberFormat).toMatchObject({
      prefix: 'PRJ-',
      fill: '00000',
    });
    expect(sheet.columns.filter((c) => c.primary)).toHaveLength(1);
    expect(sheet.rows.filter((r) => r.parentId !== undefined).length).toBeGreaterThan(1000);
  });

  it('follows the cell rules of Document 1', async () => {
    const id = await programmePlanId();
    const sheet = await callFast(`/sheets/${id}?include=objectValue&pageSize=200&page=1`);
    const col = (title: string): WmColumn =>
      present(
        sheet.columns.find((c) => c.title === title),
        title,
      );
    const cells = (title: string): Array<WmCell | undefined> =>
      sheet.rows.map((r) => r.cells.find((c) => c.columnId === col(title).id));
    /** The first cell of a column that passes the check: every check below needs one. */
    const cellWhere = (title: string, check: (cell: WmCell) => boolean): WmCell =>
      present(
        cells(title).find((c) => c !== undefined && check(c)),
        title,
      );
    // Without level, multi columns show as TEXT_NUMBER with text values and no objectValue.
    expect(col('Reviewers').type).toBe('TEXT_NUMBER');
    expect(col('Tags').type).toBe('TEXT_NUMBER');
    const reviewers = cellWhere('Reviewers', (c) => c.value !== undefined);
    expect(typeof reviewers.value).toBe('string');
    expect(reviewers.objectValue).toBeUndefined();
    // Empty cells carry no value; every row has a cell for every column.
    expect(sheet.rows.every((r) => r.cells.length === sheet.columns.length)).toBe(true);
    expect(cells('Notes').some((c) => c !== undefined && !('value' in c) && !('displayValue' in c))).toBe(true);
    // CONTACT_LIST: email value, name displayValue.
    const contact = cellWhere('Assigned To', (c) => c.objectValue?.objectType === 'CONTACT');
    expect(contact.value).toMatch(/@example\.com$/);
    expect(contact.displayValue).toBe(contact.objectValue?.name);
    // Currency: numeric value, formatted displayValue. Dates: ISO, no displayValue.
    const budget = cellWhere('Budget', (c) => c.value !== undefined);
    expect(typeof budget.value).toBe('number');
    expect(budget.displayValue).toMatch(/^\$[\d,]+\.\d{2}$/);
    const due = cellWhere('Due Date', (c) => c.value !== undefined);
    expect(due.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(due.displayValue).toBeUndefined();
    expect(cellWhere('Done', (c) => c.value !== undefined).displayValue).toBeUndefined();
    // PREDECESSOR: string value plus PREDECESSOR_LIST objectValue.
    const pred = cellWhere('Predecessors', (c) => typeof c.value === 'string' && c.value.includes('+'));
    expect(pred.value).toMatch(/^\d+FS \+\d+d/);
    expect(pred.displayValue).toBe(pred.value);
    expect(pred.objectValue?.objectType).toBe('PREDECESSOR_LIST');
    expect(pred.objectValue?.predecessors?.[0]).toMatchObject({ type: 'FS', lag: { objectType: 'DURATION' } });
    expect(typeof pred.objectValue?.predecessors?.[0]?.rowNumber).toBe('number');

    // level=1: multi-contact visible; objectValue only with include=objectValue.
    const level1 = await callFast(`/sheets/${id}?level=1&include=objectValue&pageSize=50`);
    expect(level1.columns.find((c) => c.title === 'Reviewers')?.type).toBe('MULTI_CONTACT_LIST');
    expect(level1.columns.find((c) => c.title === 'Tags')?.type).toBe('TEXT_NUMBER');
    const multi = present(
      level1.rows.flatMap((r) => r.cells).find((c) => c.objectValue?.objectType === 'MULTI_CONTACT'),
    );
    expect(multi.objectValue?.values?.[0]).toMatchObject({ objectType: 'CONTACT', email: match.stringMatching(/@/) });
    const level2 = await callFast(`/sheets/${id}?level=2&include=objectValue,columnType&pageSize=50`);
    const picks = present(
      level2.rows.flatMap((r) => r.cells).find((c) => c.objectValue?.objectType === 'MULTI_PICKLIST'),
    );
    expect(picks.columnType).toBe('MULTI_PICKLIST');
    expect(picks.objectValue?.values?.length).toBeGreaterThan(0);
    const noInclude = await callFast(`/sheets/${id}?level=2&pageSize=50`);
    expect(noInclude.rows.flatMap((r) => r.cells).some((c) => 'objectValue' in c)).toBe(false);

    // numericDates: epoch ms numbers for DATE / ABSTRACT_DATETIME / DATETIME.
    const numeric = await callFast(`/sheets/${id}?numericDates=true&pageSize=5`);
    const startId = present(numeric.columns.find((c) => c.title === 'Start')).id;
    expect(typeof numeric.rows[2]?.cells.find((c) => c.columnId === startId)?.value).toBe('number');
  });

  it('selects rows by rowIds and trims cells and columns by columnIds', async () => {
    const id = await programmePlanId();
    const first = await call<WmSheet>(`/sheets/${id}?page=1&pageSize=20`);
    expect(first.body.rows).toHaveLength(20);
    const rowIds: bigint[] = first.body.rows.map((r) => BigInt(String(r.id)));
    const picked = [3, 7, 15].map((i) => present(rowIds[i]));
    expect(picked.some((r) => r > MAX_SAFE)).toBe(true);
    const columnIds: string[] = first.body.columns.slice(0, 2).map((c) => String(c.id));
    const reply = await call<WmSheet>(`/sheets/${id}?rowIds=${picked.join(',')},123&columnIds=${columnIds.join(',')}`);
    expect(reply.status).toBe(200);
    expect(reply.body.rows.map((r) => BigInt(String(r.id)))).toEqual(picked);
    expect(reply.body.columns.map((c) => String(c.id))).toEqual(columnIds);
    for (const row of nonEmpty(reply.body.rows)) expect(row.cells.map((c) => String(c.columnId))).toEqual(columnIds);
    for (const raw of picked) expect(reply.text).toContain(`"id":${raw},`);
    expect((await call(`/sheets/${id}?rowIds=abc`)).body.errorCode).toBe(1018);
    expect((await call<{ version: number }>(`/sheets/${id}/version`)).body.version).toBe(first.body.version);
    const columns = await call<WmIndexPage<WmColumn>>(`/sheets/${id}/columns?level=2`);
    expect(columns.body.totalCount).toBe(first.body.columns.length);
    const column = await call<WmColumn>(`/sheets/${id}/columns/${columnIds[1]}`);
    expect(column.body.systemColumnType).toBe('AUTO_NUMBER');
  });
});

describe('workspaces and folders', () => {
  it('walks the token pages with maxItems=1 and sees each workspace once', async () => {
    const offset = await call<WmIndexPage<WmContainer>>('/workspaces');
    expect(offset.body.totalCount).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    let lastKey: string | undefined;
    for (let guard = 0; guard < 50; guard++) {
      const reply = await call<WmTokenPage<WmContainer>>(
        `/workspaces?paginationType=token&maxItems=1${lastKey ? `&lastKey=${encodeURIComponent(lastKey)}` : ''}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.data).toHaveLength(1);
      seen.push(String(present(reply.body.data[0]).id));
      lastKey = reply.body.lastKey;
      if (!lastKey) break;
    }
    expect(seen).toEqual(offset.body.data.map((w) => String(w.id)));
    expect(new Set(seen).size).toBe(seen.length);
    const garbled = await call('/workspaces?paginationType=token&lastKey=not-a-key');
    expect(garbled.status).toBe(400);
    expect(garbled.body.errorCode).toBe(1018);
    const userView = await call<WmTokenPage<WmContainer>>('/workspaces?paginationType=token', { token: TOKENS.user });
    expect(userView.body.data.length).toBeLessThan(seen.length);
  });

  it('serves metadata and typed, filterable children down nested folders', async () => {
    const workspaces = (await call<WmTokenPage<WmContainer>>('/workspaces?paginationType=token')).body.data;
    const firstWorkspace = present(workspaces[0]);
    const kinds = new Set<string>();
    let nestedFolder = false;
    const walk = async (path: string, depth: number): Promise<void> => {
      const reply = await call<WmTokenPage<WmContainer>>(`${path}/children`);
      expect(reply.status).toBe(200);
      for (const child of reply.body.data) {
        kinds.add(String(child.type));
        if (child.type === 'folder') {
          if (depth > 0) nestedFolder = true;
          const meta = await call(`/folders/${child.id}/metadata`);
          expect(meta.body).toMatchObject({ id: child.id, name: child.name });
          await walk(`/folders/${child.id}`, depth + 1);
        } else expect(child.accessLevel).toBeDefined();
      }
    };
    for (const w of nonEmpty(workspaces)) {
      expect((await call<WmContainer>(`/workspaces/${w.id}/metadata`)).body.name).toBe(w.name);
      await walk(`/workspaces/${w.id}`, 0);
    }
    expect([...kinds].sort()).toEqual(['folder', 'report', 'sheet', 'sight']);
    expect(nestedFolder).toBe(true);
    const onlyFolders = await call<WmTokenPage<WmContainer>>(
      `/workspaces/${firstWorkspace.id}/children?childrenResourceTypes=folders`,
    );
    expect(onlyFolders.body.data.every((c) => c.type === 'folder')).toBe(true);
    expect((await call(`/workspaces/${firstWorkspace.id}/children?childrenResourceTypes=cats`)).body.errorCode).toBe(
      1018,
    );
  });
});

describe('events', () => {
  it('streams >= 5,000 distinct events in pages that can be fetched again identically', async () => {
    const ids = new Set<string>();
    const types = new Set<string>();
    const fetched: { position: string; text: string }[] = [];
    let lastTimestamp = '';
    let reply = await call<WmEventPage>('/events?since=2026-08-01T00:00:00Z&maxCount=1000');
    for (let guard = 0; guard < 20; guard++) {
      expect(reply.status).toBe(200);
      const page = JSON.parse(reply.text) as WmEventPage;
      for (const event of page.data) {
        ids.add(event.eventId);
        types.add(`${event.objectType} - ${event.action}`);
        // ISO timestamps (no numericDates) order as text.
        const timestamp = String(event.eventTimestamp);
        expect(timestamp >= lastTimestamp).toBe(true);
        lastTimestamp = timestamp;
      }
      expect(typeof page.nextStreamPosition).toBe('string');
      if (!page.moreAvailable) break;
      reply = await call<WmEventPage>(
        `/events?streamPosition=${encodeURIComponent(page.nextStreamPosition)}&maxCount=1000`,
      );
      fetched.push({ position: page.nextStreamPosition, text: reply.text });
    }
    expect(ids.size).toBeGreaterThanOrEqual(5000);
    expect(types.size).toBeGreaterThanOrEqual(150);
    expect(lastTimestamp < '2026-11-01T00:00:00Z').toBe(true);
    expect(fetched.length).toBeGreaterThanOrEqual(4);
    for (const { position, text } of fetched.slice(0, 2)) {
      expect((await call(`/events?streamPosition=${encodeURIComponent(position)}&maxCount=1000`)).text).toBe(text);
    }

    const bigObject = present(
      (await call<WmEventPage>('/events?since=2026-09-01T00:00:00Z&maxCount=500')).body.data.find(
        (e) => e.objectId instanceof LosslessNumber,
      ),
    );
    expect(bigObject.objectIdStr).toBe(String(bigObject.objectId));
    const numeric = await call<WmEventPage>('/events?since=2026-09-01T00:00:00Z&maxCount=2&numericDates=true');
    expect(typeof numeric.body.data[0]?.eventTimestamp).toBe('number');
  });

  it('validates its parameters and is for admins only', async () => {
    const denied = await call('/events?since=2026-09-01T00:00:00Z', { token: TOKENS.user });
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe(1004);
    expect((await call('/events')).body.errorCode).toBe(1009);
    expect((await call('/events?since=2026-09-01T00:00:00Z&streamPosition=abc')).body.errorCode).toBe(1018);
    expect((await call('/events?since=2026-09-01T00:00:00Z&maxCount=10001')).body.errorCode).toBe(1018);
    expect((await call('/events?streamPosition=garbled')).body.errorCode).toBe(1018);
    const bounded = await call<WmEventPage>(
      '/events?since=2026-10-01T00:00:00Z&to=2026-10-02T00:00:00Z&maxCount=10000',
    );
    expect(bounded.body.moreAvailable).toBe(false);
    expect(bounded.body.data.every((e) => String(e.eventTimestamp).startsWith('2026-10-01'))).toBe(true);
  });

  it('filters events to what a non-admin can see', async () => {
    const id = await programmePlanId();
    const reply = await call<WmEventPage>('/filteredEvents', {
      token: TOKENS.user,
      method: 'POST',
      body: { since: '2026-09-01T00:00:00Z', maxCount: 10000 },
    });
    expect(reply.status).toBe(200);
    const visibleSheets = new Set(
      (await call<WmIndexPage<WmContainer>>('/sheets?includeAll=true', { token: TOKENS.user })).body.data.map((s) =>
        String(s.id),
      ),
    );
    expect(reply.body.data.length).toBeGreaterThan(100);
    for (const event of reply.body.data) {
      const sheetId = event.objectType === 'SHEET' ? String(event.objectId) : event.additionalDetails?.sheetId;
      if (sheetId) expect(visibleSheets.has(sheetId)).toBe(true);
    }
    const onePlan = await call<WmEventPage>('/filteredEvents', {
      token: TOKENS.user,
      method: 'POST',
      body: `{"sheetIds":[${id}],"since":"2026-09-01T00:00:00Z","maxCount":10000}`,
    });
    expect(onePlan.body.data.length).toBeGreaterThan(0);
    for (const event of onePlan.body.data) {
      expect(event.objectType === 'SHEET' ? String(event.objectId) : event.additionalDetails?.sheetId).toBe(id);
    }
  });
});

describe('emulator plumbing', () => {
  it('records route templates in the request log', async () => {
    await call('/sheets/42/version');
    const log = (await (await fetch(`${emulator.controlUrl}/requests`)).json()) as { requests: EmulatorLogEntry[] };
    const entry = [...log.requests].reverse().find((r) => r.url === '/sheets/42/version');
    expect(entry).toMatchObject({
      backend: 'work-management',
      method: 'GET',
      template: '/sheets/{sheetId}/version',
      status: 404,
      token: TOKENS.admin,
    });
  });

  it('builds the same data in every instance', async () => {
    const other = await startWorkManagementEmulator();
    try {
      const mine = await call('/sheets?include=ownerInfo');
      const theirs = await (
        await fetch(`${other.baseUrl}/sheets?include=ownerInfo`, {
          headers: { authorization: `Bearer ${TOKENS.admin}` },
        })
      ).text();
      expect(theirs).toBe(mine.text);
    } finally {
      await other.close();
    }
  });
});
