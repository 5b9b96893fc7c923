// Run before every test file (vitest `setupFiles`): the worker process runs many files in turn, so
// each file starts with connection pools of its own, as a process of its own would, and no file
// reuses a kept-alive socket to a server an earlier file closed (its port may be a new server's now).
import http from 'node:http';

/** What fetch sends through: the global dispatcher of Node's own undici (or of the undici package, once loaded). */
interface Dispatcher {
  destroy(): Promise<void>;
}
/** Where undici keeps the global dispatcher: `.2` for its current API, `.1` for the older one. */
const CURRENT = Symbol.for('undici.globalDispatcher.2');
const LEGACY = Symbol.for('undici.globalDispatcher.1');
const slots = globalThis as unknown as Record<symbol, Dispatcher | undefined>;

// A new dispatcher of the same class as the current one: Node 20's fetch does not work with every
// request through the undici package's newer Agent, so the class stays whichever fetch was given.
const current = slots[CURRENT];
const legacy = slots[LEGACY];
const previous = current ?? legacy;
if (previous) {
  const fresh = new (previous.constructor as new () => Dispatcher)();
  if (current) slots[CURRENT] = fresh;
  // Node 26's undici keeps, for the older API, a wrapper around the current dispatcher: wrap the new one likewise.
  if (legacy === previous) slots[LEGACY] = fresh;
  else if (legacy) slots[LEGACY] = new (legacy.constructor as new (inner: Dispatcher) => Dispatcher)(fresh);
  await previous.destroy();
}

// http.request, and got on top of it: the global agent, with Node's own options for it (keep-alive).
const agentOptions = (http.globalAgent as http.Agent & { options: http.AgentOptions }).options;
http.globalAgent.destroy();
http.globalAgent = new http.Agent(agentOptions);
