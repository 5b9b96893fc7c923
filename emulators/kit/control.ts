// The control endpoints under `/__emulator/` that tests and benchmarks use: the request log and its
// counts, faults to inject, exchange recording, latency and backend settings.
import type http from 'node:http';
import type { FaultInjector, FaultPlan } from './faults.js';
import type { LoggedRequest } from './types.js';
import { readJsonBody, send } from './wire.js';

/** What the control endpoints read and change of one emulator. */
export interface ControlState {
  readonly log: LoggedRequest[];
  readonly faults: FaultInjector;
  recordExchanges: boolean;
  latencyMs: number;
  /** Applies backend-specific settings (besides `latencyMs`). */
  readonly configure?: (settings: Record<string, unknown>) => void;
}

/** Answers one control request, `url` below `/__emulator/`. */
export async function serveControl(
  state: ControlState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  const action = `${req.method ?? 'GET'} ${url.pathname.slice('/__emulator/'.length)}`;
  const answer = Object.hasOwn(CONTROL_ACTIONS, action) ? CONTROL_ACTIONS[action] : undefined;
  const [status, body] = answer ? await answer(state, req) : [404, { message: 'unknown control action' }];
  send(res, status, body);
}

type ControlAction = (state: ControlState, req: http.IncomingMessage) => Promise<[number, unknown]> | [number, unknown];

const CONTROL_ACTIONS: Record<string, ControlAction> = {
  'GET requests': (state) => [200, { requests: state.log }],
  'GET stats': (state) => [200, { total: state.log.length, byTemplate: countByTemplate(state.log) }],
  'POST reset': (state) => {
    state.log.length = 0;
    return [200, { ok: true }];
  },
  'PUT faults': async (state, req) => {
    state.faults.configure((await readJsonBody(req, '{"rules":[]}')) as FaultPlan);
    return [200, { ok: true }];
  },
  'GET faults': (state) => [200, { injected: state.faults.injected }],
  'PUT exchanges': async (state, req) => {
    state.recordExchanges = ((await readJsonBody(req, '{}')) as { record?: unknown }).record === true;
    return [200, { record: state.recordExchanges }];
  },
  'PUT config': async (state, req) => {
    const body = (await readJsonBody(req, '{}')) as { latencyMs?: number } & Record<string, unknown>;
    if (typeof body.latencyMs === 'number') state.latencyMs = body.latencyMs;
    state.configure?.(body);
    return [200, { latencyMs: state.latencyMs }];
  },
};

/** Requests per `METHOD template` (the URL when no route matched). */
function countByTemplate(log: readonly LoggedRequest[]): Record<string, number> {
  const byTemplate: Record<string, number> = {};
  for (const entry of log) {
    const key = `${entry.method} ${entry.template ?? entry.url}`;
    byTemplate[key] = (byTemplate[key] ?? 0) + 1;
  }
  return byTemplate;
}
