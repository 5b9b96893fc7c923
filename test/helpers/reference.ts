// Ground truth read straight from the emulators over REST, to compare the gateway's answers with.
import { DEMO_TOKENS, type RunningEmulators } from '../../emulators/index.js';
import { parseUpstreamJson } from '../../src/datasources/upstream-json.js';

async function getJson(url: string, headers: Record<string, string>): Promise<any> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseUpstreamJson(await response.text());
}

const wmHeaders = { authorization: `Bearer ${DEMO_TOKENS.workManagement}` };
const rpHeaders = { auth: DEMO_TOKENS.resourcePlanning };
const daHeaders = { authorization: `Bearer ${DEMO_TOKENS.digitalAsset}` };

/** Every item of a work-management offset list (`includeAll=true`). */
export async function wmAll(emulators: RunningEmulators, path: string, headers = wmHeaders): Promise<any[]> {
  const sep = path.includes('?') ? '&' : '?';
  return (await getJson(`${emulators.workManagement.baseUrl}${path}${sep}includeAll=true`, headers)).data;
}

/** A work-management object. */
export function wmGet(emulators: RunningEmulators, path: string, headers = wmHeaders): Promise<any> {
  return getJson(`${emulators.workManagement.baseUrl}${path}`, headers);
}

/** Every item of a work-management token list. */
export async function wmAllTokens(emulators: RunningEmulators, path: string): Promise<any[]> {
  const all: any[] = [];
  let lastKey: string | undefined;
  for (;;) {
    const sep = path.includes('?') ? '&' : '?';
    const page = await getJson(`${emulators.workManagement.baseUrl}${path}${sep}paginationType=token&maxItems=1000${lastKey ? `&lastKey=${encodeURIComponent(lastKey)}` : ''}`, wmHeaders);
    all.push(...page.data);
    if (!page.lastKey) return all;
    lastKey = page.lastKey;
  }
}

/** Every item of a resource-planning list. */
export async function rpAll(emulators: RunningEmulators, path: string): Promise<any[]> {
  const all: any[] = [];
  for (let page = 1; ; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const result = await getJson(`${emulators.resourcePlanning.baseUrl}${path}${sep}per_page=1000&page=${page}`, rpHeaders);
    all.push(...result.data);
    if (!result.paging.next) return all;
  }
}

/** Every item of a digital-asset list. */
export async function daAll(emulators: RunningEmulators, path: string): Promise<any[]> {
  const all: any[] = [];
  for (let page = 1; ; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const result = await getJson(`${emulators.digitalAsset.baseUrl}${path}${sep}per=3000&page=${page}`, daHeaders);
    all.push(...result.data);
    if (!result.meta.next_page) return all;
  }
}

/** Events in a window of the stream, read with `since`/`to`. */
export async function wmEvents(emulators: RunningEmulators, since: string, to?: string): Promise<any[]> {
  const all: any[] = [];
  let url = `${emulators.workManagement.baseUrl}/events?since=${encodeURIComponent(since)}${to ? `&to=${encodeURIComponent(to)}` : ''}&maxCount=10000`;
  const end = to ? new Date(to).toISOString() : null;
  for (;;) {
    const page = await getJson(url, wmHeaders);
    const inWindow = end ? page.data.filter((e: any) => new Date(e.eventTimestamp).toISOString() <= end) : page.data;
    all.push(...inWindow);
    if (!page.moreAvailable || inWindow.length < page.data.length) return all;
    url = `${emulators.workManagement.baseUrl}/events?streamPosition=${encodeURIComponent(page.nextStreamPosition)}&maxCount=10000`;
  }
}
