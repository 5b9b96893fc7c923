// `npm start`: reads `.env` and the configuration, starts an emulator for every backend without a
// base URL (with its demo credential as the fallback), then starts the gateway and prints what is on.
import {
  BACKEND_KEYS,
  ConfigError,
  configWarnings,
  loadConfig,
  type BackendKey,
  type GatewayConfig,
} from './config.js';
import { startGateway, type RunningGateway } from './server.js';
import { bannerLines } from './start/banner.js';
import { readEnvFile } from './start/env-file.js';
import { listenFailure } from './start/listen-error.js';

/** Time past the grace period for closing connections, emulators, Redis and the trace exporter. */
const SHUTDOWN_MARGIN_MS = 1000;

/** Exit codes: a configuration the gateway refuses, and a socket it cannot listen on. */
const EXIT_CONFIG = 2;
const EXIT_LISTEN = 1;

/** The configuration from `.env` and the environment; a refusal ends the process with every problem named. */
function readConfiguration(): GatewayConfig {
  try {
    const envFile = readEnvFile();
    if (envFile) console.log(envFile.notice);
    const config = loadConfig();
    for (const warning of configWarnings(config)) console.warn(`warning: ${warning}`);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG);
    }
    // An unreadable .env file is a configuration problem too: one line, no stack.
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === 'EACCES' || code === 'EISDIR') {
      console.error(`Invalid configuration: .env cannot be read (${code})`);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }
}

/** What the embedded emulators leave to the rest of start-up: how to stop them, and GraphiQL's demo headers. */
interface EmbeddedEmulators {
  closers: Array<() => Promise<void>>;
  demoHeaders: Record<string, string>;
}

/** Starts an emulator for each backend without a base URL, and points the configuration at it. */
async function startEmbeddedEmulators(config: GatewayConfig, emulated: Set<BackendKey>): Promise<EmbeddedEmulators> {
  const closers: Array<() => Promise<void>> = [];
  const demoHeaders: Record<string, string> = {};
  if (emulated.size === 0) return { closers, demoHeaders };
  // Emulators are loaded only when needed, so a deployment against real services never starts them.
  const { startEmulators, DEMO_TOKENS } = await import('../emulators/index.js');
  const started = await startEmulators([...emulated], { allowLoopbackCallbacks: true });
  // The embedded default is a development setup: webhooks may call back to this machine.
  config.allowLoopbackCallbacks = true;
  for (const backend of BACKEND_KEYS) {
    const emulator = started[backend];
    if (!emulator) continue;
    closers.push(() => emulator.close());
    // In place: the digital-asset settings keep their webhooks base URL.
    const settings = config[backend];
    settings.baseUrl = emulator.baseUrl;
    settings.token = settings.token ?? DEMO_TOKENS[backend];
  }
  if (config.workManagement.token === DEMO_TOKENS.workManagement)
    demoHeaders.Authorization = `Bearer ${DEMO_TOKENS.workManagement}`;
  if (config.resourcePlanning.token === DEMO_TOKENS.resourcePlanning)
    demoHeaders['X-Resource-Planning-Token'] = DEMO_TOKENS.resourcePlanning;
  if (config.digitalAsset.token === DEMO_TOKENS.digitalAsset)
    demoHeaders['X-Digital-Asset-Token'] = DEMO_TOKENS.digitalAsset;
  return { closers, demoHeaders };
}

/** Stops the gateway, then the embedded emulators, on SIGINT or SIGTERM. */
function stopOnSignals(gateway: RunningGateway, closers: Array<() => Promise<void>>, config: GatewayConfig): void {
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

async function main(): Promise<void> {
  const config = readConfiguration();
  const emulated = new Set<BackendKey>(BACKEND_KEYS.filter((b) => config[b].baseUrl === null));
  const { closers, demoHeaders } = await startEmbeddedEmulators(config, emulated);
  const urls = { workManagement: '', resourcePlanning: '', digitalAsset: '' };
  for (const backend of BACKEND_KEYS) urls[backend] = config[backend].baseUrl as string;

  let gateway: RunningGateway;
  try {
    gateway = await startGateway({
      config,
      urls,
      graphiql: { defaultHeaders: Object.keys(demoHeaders).length ? demoHeaders : undefined },
    });
  } catch (error) {
    const line = listenFailure(error, config);
    if (!line) throw error;
    console.error(line);
    process.exit(EXIT_LISTEN);
  }
  console.log(bannerLines({ config, emulated, url: gateway.url, graphqlUrl: gateway.graphqlUrl }).join('\n'));
  stopOnSignals(gateway, closers, config);
}

await main();
