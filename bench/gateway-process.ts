// A gateway in its own process for the benchmarks, as deployed: the compiled `dist/src/main.js` (npm run build) against the emulators'
// URLs and demo tokens, no pacing, no response cache, warnings only; stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_TOKENS, type RunningEmulators } from '../emulators/index.js';

const ROOT = new URL('..', import.meta.url).pathname;

export interface GatewayProcess {
  child: ChildProcess;
  /** The GraphQL URL it printed. */
  url: string;
}

const running = new Set<ChildProcess>();
process.on('exit', () => running.forEach((child) => child.kill('SIGTERM')));

export function startGatewayProcess(emulators: RunningEmulators, env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [process.env.BENCH_GATEWAY_MAIN ?? 'dist/src/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CURSOR_SECRET: 'bench-cursor-secret-0123456789',
      WORK_MANAGEMENT_BASE_URL: emulators.workManagement.baseUrl,
      RESOURCE_PLANNING_BASE_URL: emulators.resourcePlanning.baseUrl,
      DIGITAL_ASSET_BASE_URL: emulators.digitalAsset.baseUrl,
      WORK_MANAGEMENT_TOKEN: DEMO_TOKENS.workManagement,
      RESOURCE_PLANNING_TOKEN: DEMO_TOKENS.resourcePlanning,
      DIGITAL_ASSET_TOKEN: DEMO_TOKENS.digitalAsset,
      WORK_MANAGEMENT_RATE_LIMIT: '0',
      RESOURCE_PLANNING_RATE_LIMIT: '0',
      DIGITAL_ASSET_RATE_LIMIT: '0',
      RESPONSE_CACHE_TTL_SECONDS: '0',
      // The benchmark's requests bring no credentials and come from one address.
      SERVICE_CREDENTIAL_CALLERS: 'anyone',
      CALLER_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return void process.stderr.write(chunk);
      out += chunk.toString();
      const match = /GraphiQL at (http:\/\/\S+\/graphql)/.exec(out);
      ready = match !== null;
      if (match) resolve({ child, url: match[1] as string });
    });
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}: ${out}`)));
  });
}

export async function stopGatewayProcess(gateway: GatewayProcess): Promise<void> {
  running.delete(gateway.child);
  gateway.child.stdout?.removeAllListeners('data').resume();
  if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return;
  const exited = new Promise((resolve) => gateway.child.once('exit', resolve));
  gateway.child.kill('SIGTERM');
  await exited;
}
