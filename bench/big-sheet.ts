// Makes a sheet of any number of rows through the work-management REST API, for the walk of a
// sheet bigger than the demo's largest (2,172 rows). The API has no "create sheet": copying a folder
// copies its sheets' columns without their rows, so the sheet is the copy of the demo's one-sheet
// folder "Releases" (a task list) into a new workspace; rows then go in at the API's bulk limit.
import { DEMO_TOKENS } from '../emulators/index.js';
import { parseUpstreamJson } from '../src/datasources/upstream-json.js';
import { MAX_ROWS_PER_CALL } from '../src/validation/cell-values.js';

const headers = { authorization: `Bearer ${DEMO_TOKENS.workManagement}`, 'content-type': 'application/json' };

/**
 * Calls a backend directly, as the hand-written clients do; throws on an error status. `T` is the body
 * the caller expects from the backend's documents (not checked here).
 */
export async function callBackend<T = unknown>(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown },
): Promise<T> {
  const method = init.method ?? 'GET';
  const response = await fetch(url, {
    method,
    headers: init.headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const parsed = parseUpstreamJson(await response.text());
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${JSON.stringify(parsed)}`);
  return parsed as T;
}

const call = <T>(wm: { baseUrl: string }, method: string, path: string, body?: unknown): Promise<T> =>
  callBackend<T>(`${wm.baseUrl}${path}`, { method, headers, body });

/** An id as work-management answers it (beyond 2^53, a string). */
type WmId = number | string;

/** An empty copy of the demo's task sheet, alone in a new workspace; returns its id and columns. */
async function emptyTaskSheet(
  wm: { baseUrl: string },
  name: string,
): Promise<{ id: string; columns: Array<{ id: string; title: string }> }> {
  const { results: hits } = await call<{ results: Array<{ objectType: string; objectId: string; text: string }> }>(
    wm,
    'GET',
    '/search?query=Releases',
  );
  const source = hits.find((h) => h.objectType === 'folder' && h.text === 'Releases');
  if (!source) throw new Error('the demo folder "Releases" is missing');
  const workspace = (await call<{ result: { id: WmId } }>(wm, 'POST', '/workspaces', { name })).result;
  const folder = (
    await call<{ result: { id: WmId } }>(wm, 'POST', `/folders/${source.objectId}/copy`, {
      newName: name,
      destinationType: 'workspace',
      destinationId: String(workspace.id),
    })
  ).result;
  const children = `/folders/${String(folder.id)}/children?childrenResourceTypes=sheets`;
  const [sheet] = (await call<{ data: Array<{ id: WmId }> }>(wm, 'GET', children)).data;
  if (!sheet) throw new Error(`the copy of "Releases" holds no sheet`);
  const sheetPath = `/sheets/${String(sheet.id)}?page=1&pageSize=1`;
  const { columns } = await call<{ columns: Array<{ id: WmId; title: string }> }>(wm, 'GET', sheetPath);
  return { id: String(sheet.id), columns: columns.map((c) => ({ id: String(c.id), title: c.title })) };
}

const STATUSES = ['Not Started', 'In Progress', 'Blocked', 'Complete'];

/**
 * Creates a sheet of `rows` rows and returns its id. Four of the eight columns are filled; the others
 * stay empty.
 * The batches of 500 rows are sent all at once: each appends at the bottom, so their order does not matter.
 */
export async function createRowsSheet(wm: { baseUrl: string }, rows: number): Promise<string> {
  const sheet = await emptyTaskSheet(wm, `Benchmark ${rows} rows`);
  const column = (title: string): string => {
    const found = sheet.columns.find((c) => c.title === title);
    if (!found) throw new Error(`the task sheet has no column "${title}"`);
    return found.id;
  };
  const [task, status, due, effort] = [column('Task'), column('Status'), column('Due Date'), column('Effort (hrs)')];
  const row = (n: number) => ({
    toBottom: true,
    cells: [
      { columnId: task, value: `Work item ${n + 1}` },
      { columnId: status, value: STATUSES[n % STATUSES.length] },
      {
        columnId: due,
        value: `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
      },
      { columnId: effort, value: (n % 40) + 1 },
    ],
  });
  const batches: unknown[][] = [];
  for (let start = 0; start < rows; start += MAX_ROWS_PER_CALL)
    batches.push(Array.from({ length: Math.min(MAX_ROWS_PER_CALL, rows - start) }, (_, i) => row(start + i)));
  await Promise.all(batches.map((batch) => call(wm, 'POST', `/sheets/${sheet.id}/rows`, batch)));
  return sheet.id;
}
