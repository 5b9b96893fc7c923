// The emulators' request logs, read over their control endpoints: what the gateway asked upstream.
import type { RunningEmulators } from '../../emulators/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';

/** One request an emulator received: the route template it matched (null: none), the URL, the answer's status. */
export interface LoggedCall {
  method: string;
  template: string | null;
  url: string;
  status: number;
  /** The credential the request authenticated with (null: none accepted). */
  token: string | null;
  /** The base path the route is served under, when it is not the emulator's (the digital-asset webhooks: `/api/v1`). */
  basePath?: string;
}

/** Keeps the calls a predicate accepts, or those with the given method and template. */
export type CallFilter = ((call: LoggedCall) => boolean) | { method?: string; template?: string | null };

function accepts(filter: CallFilter, call: LoggedCall): boolean {
  if (typeof filter === 'function') return filter(call);
  return (
    (filter.method === undefined || call.method === filter.method) &&
    (filter.template === undefined || call.template === filter.template)
  );
}

/** The requests an emulator received since its log was last cleared, oldest first. */
export async function calls(emulator: RunningEmulator, filter?: CallFilter): Promise<LoggedCall[]> {
  const response = await fetch(`${emulator.controlUrl}/requests`);
  const logged = ((await response.json()) as { requests: LoggedCall[] }).requests;
  return filter ? logged.filter((call) => accepts(filter, call)) : logged;
}

/** The requests that can change something upstream: every method but GET. */
export function writes(emulator: RunningEmulator): Promise<LoggedCall[]> {
  return calls(emulator, (call) => call.method !== 'GET');
}

/** The requests of the three emulators together (work management, resource planning, digital asset). */
export async function allCalls(emulators: RunningEmulators): Promise<LoggedCall[]> {
  const logs = await Promise.all([
    calls(emulators.workManagement),
    calls(emulators.resourcePlanning),
    calls(emulators.digitalAsset),
  ]);
  return logs.flat();
}

/** `METHOD template` of each call, what most call-count assertions compare. */
export function routes(logged: readonly LoggedCall[]): string[] {
  return logged.map((call) => `${call.method} ${call.template}`);
}

/** How many times each `METHOD template` was called. */
export function countByRoute(logged: readonly LoggedCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const route of routes(logged)) counts[route] = (counts[route] ?? 0) + 1;
  return counts;
}

/** Clears an emulator's request log. */
export async function resetLog(emulator: RunningEmulator): Promise<void> {
  await fetch(`${emulator.controlUrl}/reset`, { method: 'POST' });
}

/** Clears the logs of all three emulators. */
export async function resetAllLogs(emulators: RunningEmulators): Promise<void> {
  await Promise.all([
    resetLog(emulators.workManagement),
    resetLog(emulators.resourcePlanning),
    resetLog(emulators.digitalAsset),
  ]);
}
