// undici without it taking over Node's own fetch. Loading the package installs its Agent as the
// process's global dispatcher unless one is there already, and Node's bundled fetch would then send
// through it, under undici's stricter rules (nodejs/undici#5500). Node's fetch installs its own
// dispatcher on first use, so one fetch of a data: URL (no network) before loading the package keeps
// fetch as Node made it. The gateway passes its own dispatchers to undici everywhere.
await fetch('data:,');
const undici = await import('undici');

export const { Agent, Pool, request } = undici;
