// Ground truth read straight from the emulators over REST, to compare the gateway's answers with.
// List readers take the item shape as a type argument (test/helpers/rest-shapes.ts).
import type { RunningEmulators } from '../../emulators/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { direct } from './direct.js';
import type { DaResource, WmAnswer, WmCell, WmEvent, WmRow, WmSheet } from './rest-shapes.js';

/** The work-management emulator, alone or among the three. */
type WithWorkManagement = Pick<RunningEmulators, 'workManagement'>;

/** A GET that must succeed; the parsed body. */
async function getJson<T>(emulator: RunningEmulator, path: string, token?: string): Promise<T> {
  const reply = await direct<T>(emulator, 'GET', path, undefined, token === undefined ? {} : { token });
  if (reply.status !== 200) throw new Error(`GET ${path}: HTTP ${reply.status}`);
  return reply.body;
}

const and = (path: string): string => (path.includes('?') ? '&' : '?');

/** Every item of a work-management offset list (`includeAll=true`). */
export async function wmAll<T>(emulators: WithWorkManagement, path: string, token?: string): Promise<T[]> {
  return (await getJson<{ data: T[] }>(emulators.workManagement, `${path}${and(path)}includeAll=true`, token)).data;
}

/** A work-management object. */
export function wmGet<T>(emulators: WithWorkManagement, path: string, token?: string): Promise<T> {
  return getJson<T>(emulators.workManagement, path, token);
}

/** Every item of a work-management token list. */
export async function wmAllTokens<T>(emulators: RunningEmulators, path: string): Promise<T[]> {
  const all: T[] = [];
  let lastKey: string | undefined;
  for (;;) {
    const page = await getJson<{ data: T[]; lastKey?: string }>(
      emulators.workManagement,
      `${path}${and(path)}paginationType=token&maxItems=1000${lastKey ? `&lastKey=${encodeURIComponent(lastKey)}` : ''}`,
    );
    all.push(...page.data);
    if (!page.lastKey) return all;
    lastKey = page.lastKey;
  }
}

/** Every item of a resource-planning list. */
export async function rpAll<T>(emulators: RunningEmulators, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const result = await getJson<{ data: T[]; paging: { next: string | null } }>(
      emulators.resourcePlanning,
      `${path}${and(path)}per_page=1000&page=${page}`,
    );
    all.push(...result.data);
    if (!result.paging.next) return all;
  }
}

/** Every item of a digital-asset list (resource objects; name their attributes with a type argument). */
export async function daAll<T extends { id: string } = DaResource>(
  emulators: RunningEmulators,
  path: string,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    // A list without `meta` (the webhook list) is one answer: no paging parameters for it.
    const paged = path !== '/webhooks';
    const result = await getJson<{ data: T[]; meta?: { next_page: number | null } }>(
      emulators.digitalAsset,
      paged ? `${path}${and(path)}per=3000&page=${page}` : path,
    );
    all.push(...result.data);
    if (!result.meta?.next_page) return all;
  }
}

/** Events in a window of the stream, read with `since`/`to`. */
export async function wmEvents(emulators: RunningEmulators, since: string, to?: string): Promise<WmEvent[]> {
  interface EventPage {
    data: WmEvent[];
    moreAvailable: boolean;
    nextStreamPosition: string;
  }
  const all: WmEvent[] = [];
  let path = `/events?since=${encodeURIComponent(since)}${to ? `&to=${encodeURIComponent(to)}` : ''}&maxCount=10000`;
  const end = to ? new Date(to).toISOString() : null;
  for (;;) {
    const page = await getJson<EventPage>(emulators.workManagement, path);
    const inWindow = end ? page.data.filter((e) => new Date(e.eventTimestamp).toISOString() <= end) : page.data;
    all.push(...inWindow);
    if (!page.moreAvailable || inWindow.length < page.data.length) return all;
    path = `/events?streamPosition=${encodeURIComponent(page.nextStreamPosition)}&maxCount=10000`;
  }
}

/** A demo sheet found by name: its id, column ids by title and row ids (decimal text), and the read itself. */
export interface DemoSheet {
  id: string;
  col: Record<string, string>;
  rows: string[];
  sheet: WmSheet;
}

/** Reads the demo sheet of that name with the given query (default: the first page of rows). */
export async function demoSheet(
  emulators: WithWorkManagement,
  name: string,
  query = 'page=1&pageSize=100',
): Promise<DemoSheet> {
  const summary = (await wmAll<WmSheet>(emulators, '/sheets')).find((s) => s.name === name);
  if (!summary) throw new Error(`no demo sheet named ${name}`);
  const sheet = await wmGet<WmSheet>(emulators, `/sheets/${summary.id}?${query}`);
  return {
    id: String(summary.id),
    col: Object.fromEntries(sheet.columns.map((c) => [c.title, String(c.id)])),
    rows: sheet.rows.map((r) => String(r.id)),
    sheet,
  };
}

/** A row of a sheet as read alone (default: with its cells' objectValue, multi columns at level 2). */
export function wmRow(
  emulators: WithWorkManagement,
  sheetId: string,
  rowId: string,
  query = 'level=2&include=objectValue',
): Promise<WmRow> {
  return wmGet<WmRow>(emulators, `/sheets/${sheetId}/rows/${rowId}?${query}`);
}

/** How many rows a sheet has (`totalRowCount` of a one-row page). */
export async function wmRowCount(emulators: WithWorkManagement, sheetId: string): Promise<number> {
  const sheet = await wmGet<WmSheet>(emulators, `/sheets/${sheetId}?pageSize=1&page=1`);
  if (sheet.totalRowCount === undefined) throw new Error(`sheet ${sheetId} without totalRowCount`);
  return sheet.totalRowCount;
}

/** The id (decimal text) of a demo sheet's column by title; a title the sheet lacks is a broken test. */
export function columnId(sheet: DemoSheet, title: string): string {
  const id = sheet.col[title];
  if (id === undefined) throw new Error(`no column titled ${title}`);
  return id;
}

/** The id (decimal text) of a demo sheet's row by position. */
export function rowId(sheet: DemoSheet, index: number): string {
  const id = sheet.rows[index];
  if (id === undefined) throw new Error(`no row at ${index} (${sheet.rows.length} read)`);
  return id;
}

/** The cell of a row for a column id (decimal text); undefined when the row (or its cell) is missing. */
export function cellOf(row: { cells: readonly WmCell[] } | undefined, columnId: string): WmCell | undefined {
  return row?.cells.find((c) => String(c.columnId) === columnId);
}

/** The row at `index` of a write's result (`result` of the envelope), for a test to read cells of. */
export function resultRow(reply: { body: WmAnswer<WmRow[]> | null }, index = 0): WmRow | undefined {
  return reply.body?.result?.[index];
}

/** A refusal as [HTTP status, errorCode]. */
export function refusal(reply: { status: number; body: { errorCode?: number } | null }): [number, number | undefined] {
  return [reply.status, reply.body?.errorCode];
}
