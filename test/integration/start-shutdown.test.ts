// `npm start` with the embedded emulators stops on SIGTERM and on Ctrl-C (SIGINT): it closes the
// gateway and the emulators and exits with code 0, well within a bound above its grace period.
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { graphql } from '../helpers/stack.js';

const GRACE_MS = 2000;
/** An upper bound on the wait for the exit, far above the grace period: not a measure of speed. */
const EXIT_BOUND_MS = GRACE_MS + 20_000;

function start(): { child: ChildProcess; ready: Promise<string>; output: () => string } {
  // As a user runs it: without the test runner's NODE_ENV=test, which changes how libraries treat signals.
  const { NODE_ENV: _testEnv, ...userEnv } = process.env;
  const child = spawn('npm', ['start', '--silent'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...userEnv, PORT: '0', HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: String(GRACE_MS), WORK_MANAGEMENT_BASE_URL: '', RESOURCE_PLANNING_BASE_URL: '', DIGITAL_ASSET_BASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal runs it: Ctrl-C and kill reach npm, tsx and the gateway alike.
    detached: true,
  });
  let out = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /GraphiQL at (http:\/\/\S+\/graphql)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code} before it was ready: ${out}`)));
  });
  return { child, ready, output: () => out };
}

/** The exit code, or 'still running' when the process has not exited within the bound. */
function exitWithin(child: ChildProcess, boundMs: number): Promise<number | string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), boundMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`exits with code 0 on ${signal}`, { timeout: 90_000 }, async () => {
      const { child, ready, output } = start();
      const group = -(child.pid as number);
      try {
        const url = await ready;
        // A request served, so that connections and pools are in use when the signal comes.
        const answer = await graphql<any>(url, '{ me { email } }');
        expect(answer.data.me.email).toContain('@');
        const exited = exitWithin(child, EXIT_BOUND_MS);
        process.kill(group, signal);
        expect(await exited, output()).toBe(0);
        expect(output()).toContain(`${signal} received, shutting down`);
      } finally {
        // Nothing of the group is left running, whatever happened above.
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          // ESRCH: the whole group is gone.
        }
      }
    });
  }
});
