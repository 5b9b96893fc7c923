// `npm start`: reads the configuration, starts an emulator for every backend without a base URL
// (with its demo credential as the fallback), then starts the gateway and prints its URLs.
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';
import { startGateway } from './server.js';

/** Time past the grace period for closing connections, emulators, Redis and the trace exporter. */
const SHUTDOWN_MARGIN_MS = 1000;

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const closers: Array<() => Promise<void>> = [];
  const embedded: string[] = [];
  const backends = ['workManagement', 'resourcePlanning', 'digitalAsset'] as const;
  const urls = { workManagement: '', resourcePlanning: '', digitalAsset: '' };
  const demoHeaders: Record<string, string> = {};
  if (backends.some((b) => config[b].baseUrl === null)) {
    // Emulators are loaded only when needed, so a deployment against real services never starts them.
    const { startEmulators, DEMO_TOKENS } = await import('../emulators/index.js');
    const started = await startEmulators(backends.filter((b) => config[b].baseUrl === null), { allowLoopbackCallbacks: true });
    // The embedded default is a development setup: webhooks may call back to this machine.
    config.allowLoopbackCallbacks = true;
    for (const backend of backends) {
      const emulator = started[backend];
      if (!emulator) continue;
      closers.push(() => emulator.close());
      const settings = config[backend];
      settings.baseUrl = emulator.baseUrl;
      settings.token = settings.token ?? DEMO_TOKENS[backend];
      embedded.push(`${emulator.backend} emulator at ${emulator.baseUrl}`);
    }
    if (config.workManagement.token === DEMO_TOKENS.workManagement) demoHeaders.Authorization = `Bearer ${DEMO_TOKENS.workManagement}`;
    if (config.resourcePlanning.token === DEMO_TOKENS.resourcePlanning) demoHeaders['X-Resource-Planning-Token'] = DEMO_TOKENS.resourcePlanning;
    if (config.digitalAsset.token === DEMO_TOKENS.digitalAsset) demoHeaders['X-Digital-Asset-Token'] = DEMO_TOKENS.digitalAsset;
  }
  for (const backend of backends) urls[backend] = config[backend].baseUrl as string;

  const gateway = await startGateway({ config, urls, graphiql: { defaultHeaders: Object.keys(demoHeaders).length ? demoHeaders : undefined } });
  for (const line of embedded) console.log(`embedded ${line}`);
  console.log(`workgraph ready: GraphQL and GraphiQL at ${gateway.graphqlUrl}, health at ${gateway.url}/healthz`);

  let stopping = false;
  const stop = (signal: string): void => {
    // npm and the terminal may each pass the same signal on: the first one stops.
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    // In-flight requests get SHUTDOWN_GRACE_MS; whatever still holds on after that does not keep the process.
    const overdue = setTimeout(() => {
      console.error(`shutdown did not finish within ${config.shutdownGraceMs + SHUTDOWN_MARGIN_MS} ms; exiting`);
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_MARGIN_MS);
    overdue.unref();
    void (async () => {
      try {
        await gateway.close();
        await Promise.all(closers.map((close) => close()));
        process.exit(0);
      } catch (error) {
        console.error('shutdown failed:', error);
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
