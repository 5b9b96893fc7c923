// Run before every test file (vitest `setupFiles`): the worker process runs many files in turn, so
// each file starts with connection pools of its own, as a process of its own would, and no file
// reuses a kept-alive socket to a server an earlier file closed (its port may be a new server's now).
import http from 'node:http';

/** What fetch sends through: the global dispatcher of Node's own undici (or of the undici package, once loaded). */
interface Dispatcher {
  destroy(): Promise<void>;
}
const GLOBAL_DISPATCHERS = [Symbol.for('undici.globalDispatcher.1'), Symbol.for('undici.globalDispatcher.2')];
const slots = globalThis as unknown as Record<symbol, Dispatcher | undefined>;

// A new dispatcher of the same class as the current one: Node 20's fetch does not work with every
// request through the undici package's newer Agent, so the class stays whichever fetch was given.
const previous = slots[GLOBAL_DISPATCHERS[0] as symbol];
if (previous) {
  const fresh = new (previous.constructor as new () => Dispatcher)();
  for (const slot of GLOBAL_DISPATCHERS) if (slots[slot] === previous) slots[slot] = fresh;
  await previous.destroy();
}

// http.request, and got on top of it: the global agent, with Node's own options for it (keep-alive).
const agentOptions = (http.globalAgent as http.Agent & { options: http.AgentOptions }).options;
http.globalAgent.destroy();
http.globalAgent = new http.Agent(agentOptions);
