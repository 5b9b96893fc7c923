// The demo join keys between backends: projects name a sheet in their "Sheet ID" custom field, and
// assets name a sheet, a row and a project in their custom fields. Read over REST from the running
// work-management and resource-planning emulators, so the keys resolve in the graph.
import { parseJson, type RunningEmulator } from './kit/http-emulator.js';

export interface JoinKeys {
  sheetIds: string[];
  sheetRows: Array<{ sheetId: string; rowId: string }>;
  projectIds: string[];
}

async function getJson(url: string, headers: Record<string, string>): Promise<any> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseJson(await response.text());
}

/** Sheet ids and a few rows of each sheet, from the work-management emulator. */
export async function workManagementJoinKeys(
  emulator: RunningEmulator,
  token: string,
): Promise<Pick<JoinKeys, 'sheetIds' | 'sheetRows'>> {
  const headers = { authorization: `Bearer ${token}` };
  const sheets = (await getJson(`${emulator.baseUrl}/sheets?includeAll=true`, headers)).data as Array<{
    id: bigint | number;
  }>;
  const sheetIds = sheets.map((s) => String(s.id));
  const sheetRows: JoinKeys['sheetRows'] = [];
  for (const sheetId of sheetIds) {
    const sheet = await getJson(`${emulator.baseUrl}/sheets/${sheetId}?page=1&pageSize=5`, headers);
    for (const row of sheet.rows as Array<{ id: bigint | number }>) sheetRows.push({ sheetId, rowId: String(row.id) });
  }
  return { sheetIds, sheetRows };
}

/** Project ids from the resource-planning emulator. */
export async function resourcePlanningProjectIds(emulator: RunningEmulator, token: string): Promise<string[]> {
  const projects = (await getJson(`${emulator.baseUrl}/projects?per_page=1000`, { auth: token })).data as Array<{
    id: number;
  }>;
  return projects.map((p) => String(p.id));
}
