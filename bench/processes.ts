// The processes of a benchmark run: the compiled emulators, the compiled gateway and the compiled peer,
// each in its own process (built first), and what /proc says about them (memory, CPU time).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { DEMO_TOKENS } from '../emulators/index.js';
import { BENCH_GATEWAY_ENV, type EmulatorUrls } from './queries.js';

export const ROOT = new URL('..', import.meta.url).pathname;

/** An emulator as the harness reaches it: its base URL and its control endpoint. */
export interface RemoteEmulator {
  backend: string;
  baseUrl: string;
  controlUrl: string;
}

export interface RemoteEmulators {
  workManagement: RemoteEmulator;
  resourcePlanning: RemoteEmulator;
  digitalAsset: RemoteEmulator;
}

export const emulatorList = (e: RemoteEmulators): RemoteEmulator[] => [
  e.workManagement,
  e.resourcePlanning,
  e.digitalAsset,
];

/** Compiles the gateway (`npm run build`, incremental) and the peer (bench/peer/tsconfig.json). */
export function build(): void {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, '-p', 'bench/peer/tsconfig.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

/** A server in a child process, and the URL it printed. */
export interface Child {
  child: ChildProcess;
  url: string;
  pid: number;
}

const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

/** Starts `node <args>` and resolves with the first match of `pattern` in its output; later output goes to stderr. */
export function startChild(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<Child & { match: RegExpExecArray }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return void process.stderr.write(chunk);
      out += chunk.toString();
      const match = pattern.exec(out);
      ready = match !== null;
      if (match) resolve({ child, url: match[1] as string, pid: child.pid as number, match });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
}

/** Stops a child and waits for it to exit; what it prints while stopping is dropped. */
export async function stopChild(child: ChildProcess): Promise<void> {
  children.delete(child);
  child.stdout?.removeAllListeners('data').resume();
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stopChild));
}

/** The three compiled emulators in one process of their own (`dist/emulators/main.js`). */
export async function startEmulatorsProcess(): Promise<{
  child: ChildProcess;
  pid: number;
  emulators: RemoteEmulators;
}> {
  const line = (backend: string) => new RegExp(`^${backend} (http://\\S+)`, 'm');
  // Free ports rather than the fixed defaults of `npm run emulators`: nothing else on the machine is in the way.
  const freePorts = {
    WORK_MANAGEMENT_EMULATOR_PORT: '0',
    RESOURCE_PLANNING_EMULATOR_PORT: '0',
    DIGITAL_ASSET_EMULATOR_PORT: '0',
  };
  const { child, pid, match } = await startChild(
    ['dist/emulators/main.js'],
    freePorts,
    /^digital-asset (http:\/\/\S+)/m,
  );
  const remote = (backend: string): RemoteEmulator => {
    const baseUrl = line(backend).exec(match.input)?.[1];
    if (!baseUrl) throw new Error(`the emulators did not print the ${backend} URL`);
    // The emulator kit serves its control endpoints at /__emulator on the same port.
    return { backend, baseUrl, controlUrl: `${new URL(baseUrl).origin}/__emulator` };
  };
  return {
    child,
    pid,
    emulators: {
      workManagement: remote('work-management'),
      resourcePlanning: remote('resource-planning'),
      digitalAsset: remote('digital-asset'),
    },
  };
}

/** Sends settings (`latencyMs`, backend-specific knobs) to an emulator's control endpoint. */
export async function configure(emulator: RemoteEmulator, settings: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulator.controlUrl}/config`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`configuring ${emulator.backend} failed: HTTP ${response.status}`);
}

/** Clears the request logs of all three emulators. */
export async function resetLogs(emulators: RemoteEmulators): Promise<void> {
  await Promise.all(emulatorList(emulators).map((e) => fetch(`${e.controlUrl}/reset`, { method: 'POST' })));
}

/** The number of requests the three emulators logged since the last reset. */
export async function loggedCalls(emulators: RemoteEmulators): Promise<number> {
  const logs = await Promise.all(
    emulatorList(emulators).map(
      async (e) =>
        ((await (await fetch(`${e.controlUrl}/requests`)).json()) as { requests: unknown[] }).requests.length,
    ),
  );
  return logs.reduce((a, b) => a + b, 0);
}

/** Backend URLs and demo tokens, as both the gateway and the peer read them. */
function backendEnv(emulators: EmulatorUrls): Record<string, string> {
  return {
    WORK_MANAGEMENT_BASE_URL: emulators.workManagement.baseUrl,
    RESOURCE_PLANNING_BASE_URL: emulators.resourcePlanning.baseUrl,
    DIGITAL_ASSET_BASE_URL: emulators.digitalAsset.baseUrl,
    WORK_MANAGEMENT_TOKEN: DEMO_TOKENS.workManagement,
    RESOURCE_PLANNING_TOKEN: DEMO_TOKENS.resourcePlanning,
    DIGITAL_ASSET_TOKEN: DEMO_TOKENS.digitalAsset,
  };
}

/** The gateway's entry point: the build (`npm run build`), or BENCH_GATEWAY_MAIN to measure a variant build against it. */
export const GATEWAY_MAIN = process.env.BENCH_GATEWAY_MAIN ?? 'dist/src/main.js';

/** The compiled gateway as deployed (`node dist/src/main.js`, or `main`): the emulators' URLs, no pacing, no response cache, warnings only. */
export function startGateway(
  emulators: EmulatorUrls,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  main = GATEWAY_MAIN,
): Promise<Child> {
  const gatewayEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CURSOR_SECRET: 'bench-cursor-secret-0123456789',
    WORK_MANAGEMENT_RATE_LIMIT: '0',
    RESOURCE_PLANNING_RATE_LIMIT: '0',
    DIGITAL_ASSET_RATE_LIMIT: '0',
    RESPONSE_CACHE_TTL_SECONDS: '0',
    // Production turns GraphiQL off; the idle-memory target is stated with it on.
    GRAPHIQL: 'true',
    ...BENCH_GATEWAY_ENV,
    ...backendEnv(emulators),
    ...env,
  };
  return startChild([...nodeArgs, main], gatewayEnv, /workgraph ready: GraphQL at (http:\/\/\S+\/graphql)/);
}

/** The compiled peer (bench/peer) against the same emulators. */
export function startPeer(emulators: RemoteEmulators, nodeArgs: string[] = []): Promise<Child> {
  return startChild(
    [...nodeArgs, 'dist/bench-peer/main.js'],
    { PEER_SCHEMA_DIR: `${ROOT}schema`, ...backendEnv(emulators) },
    /peer at (http:\/\/\S+\/graphql)/,
  );
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: peak since the last reset); null without /proc. */
export function procMemoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Resets the process's peak RSS (Linux: 5 > clear_refs); false where that is not possible. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

let ticksPerSecond: number | undefined;

/** CPU time (user + system, all threads) a process has used, in ms; null without /proc. */
export function procCpuMs(pid: number): number | null {
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}
