// The demo join keys between backends: projects name a sheet in their "Sheet ID" custom field, and
// assets name a sheet, a row and a project in their custom fields. Read over REST from the running
// work-management and resource-planning emulators, so the keys resolve in the graph.
import { parseJson, type RunningEmulator } from './kit/http-emulator.js';

export interface JoinKeys {
  sheetIds: string[];
  sheetRows: Array<{ sheetId: string; rowId: string }>;
  projectIds: string[];
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseJson(await response.text());
}

/** The ids of the records listed under `key` of a JSON answer (`data` of a list, `rows` of a sheet). */
function idsListed(answer: unknown, key: string, url: string): string[] {
  const list = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) throw new Error(`${url}: the answer has no ${key} list`);
  return list.map((item: unknown) => {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
    if (typeof id !== 'number' && typeof id !== 'bigint')
      throw new Error(`${url}: a record in ${key} has no numeric id`);
    return String(id);
  });
}

/** Sheet ids and a few rows of each sheet, from the work-management emulator. */
export async function workManagementJoinKeys(
  emulator: RunningEmulator,
  token: string,
): Promise<Pick<JoinKeys, 'sheetIds' | 'sheetRows'>> {
  const headers = { authorization: `Bearer ${token}` };
  const sheetsUrl = `${emulator.baseUrl}/sheets?includeAll=true`;
  const sheetIds = idsListed(await getJson(sheetsUrl, headers), 'data', sheetsUrl);
  const sheetRows: JoinKeys['sheetRows'] = [];
  for (const sheetId of sheetIds) {
    const sheetUrl = `${emulator.baseUrl}/sheets/${sheetId}?page=1&pageSize=5`;
    for (const rowId of idsListed(await getJson(sheetUrl, headers), 'rows', sheetUrl))
      sheetRows.push({ sheetId, rowId });
  }
  return { sheetIds, sheetRows };
}

/** Project ids from the resource-planning emulator. */
export async function resourcePlanningProjectIds(emulator: RunningEmulator, token: string): Promise<string[]> {
  const url = `${emulator.baseUrl}/projects?per_page=1000`;
  return idsListed(await getJson(url, { auth: token }), 'data', url);
}
