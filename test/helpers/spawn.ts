// Child processes for tests that need a real process (npm start, a second gateway, a server):
// started in a process group of their own, awaited until they print their ready line, and stopped
// as a group, so that nothing a test started outlives it.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface SpawnOptions {
  /** The line (matched against everything printed so far) that says the process is ready. */
  readyLine: RegExp;
  /** Added to the test runner's environment; an undefined value removes that variable. */
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Opens an IPC channel (`child.send`, `child.on('message')`) to a Node.js child. */
  ipc?: boolean;
}

export interface SpawnedProcess {
  child: ChildProcess;
  /** The match of the ready line: its groups hold what the line announced (a URL, a port). */
  ready: RegExpExecArray;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** The exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string | null>;
  /** Sends a signal to the whole process group (npm passes no signal on to what it started). */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM to the group, waits for the exit (SIGKILL after `graceMs`), then kills what is left. */
  stop(graceMs?: number): Promise<void>;
}

/** The repository root, where `npm start` and `src/main.ts` run from. */
export const ROOT = new URL('../..', import.meta.url).pathname;

const running = new Set<SpawnedProcess>();
// A worker that ends before a teardown ran (a failed hook, a timeout) still takes its processes along.
process.once('exit', () => {
  for (const spawned of running) spawned.signal('SIGKILL');
});

/** Starts `command args` and resolves once its output matches `readyLine`; rejects if it exits first. */
export function spawnUntilReady(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<SpawnedProcess> {
  const env: Record<string, string | undefined> = { ...process.env, ...options.env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
    detached: true,
  });
  let out = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const spawned: Omit<SpawnedProcess, 'ready'> = {
    child,
    output: () => out,
    exited,
    signal(signal) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // ESRCH: the group is gone already.
      }
    },
    async stop(graceMs = 10_000) {
      spawned.signal('SIGTERM');
      const timer = setTimeout(() => spawned.signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Grandchildren (npm -> tsx -> node) may outlive the leader.
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // ESRCH: nothing of the group is left.
      }
      running.delete(spawned as SpawnedProcess);
    },
  };
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = options.readyLine.exec(out);
      if (match) resolve(Object.assign(spawned, { ready: match }));
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`${command} exited with ${code} before it was ready:\n${out}`)));
    running.add(spawned as SpawnedProcess);
  });
}

export interface FinishedProcess {
  /** The exit code, or the signal's name. */
  code: number | string | null;
  /** Everything the process printed, stdout and stderr. */
  output: string;
}

/** Runs `command args` to its end (a start-up that is refused, a script); SIGKILL after `boundMs`. */
export function runToExit(
  command: string,
  args: readonly string[],
  options: Omit<SpawnOptions, 'readyLine' | 'ipc'> & { boundMs?: number },
): Promise<FinishedProcess> {
  const env: Record<string, string | undefined> = { ...process.env, ...options.env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.boundMs ?? 60_000);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, output });
    });
  });
}

/** A free TCP port on 127.0.0.1 (for servers that cannot take port 0 and say which one they got). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The line the gateway prints once it listens (the last of its banner); group 1 is its GraphQL URL. */
export const READY_LINE = /workgraph ready: GraphQL at (http:\/\/\S+\/graphql)/;

/** Starts the gateway (`src/main.ts`) in a process of its own; `url` is its GraphQL endpoint. */
export async function startGatewayProcess(
  env: Record<string, string | undefined>,
): Promise<SpawnedProcess & { url: string }> {
  const gateway = await spawnUntilReady(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    readyLine: READY_LINE,
    env,
  });
  const url = gateway.ready[1];
  if (!url) throw new Error(`the gateway printed no URL:\n${gateway.output()}`);
  return Object.assign(gateway, { url });
}
