// A throwaway redis-server for tests of what instances share over Redis; those tests are skipped
// where it is not installed, except in CI, which installs it.
import { existsSync } from 'node:fs';
import { freePort, spawnUntilReady, type SpawnedProcess } from './spawn.js';

export const REDIS_SERVER = '/usr/bin/redis-server';
/** Whether redis-server is installed (CI installs it; tests over Redis are skipped where it is not). */
export const redisAvailable = existsSync(REDIS_SERVER);
if (!redisAvailable && process.env.CI) throw new Error('redis-server is required in CI (.ci/run installs it)');

/** Starts a throwaway redis-server (no persistence) on a free port; `url` is what REDIS_URL takes. */
export async function startRedis(): Promise<SpawnedProcess & { url: string }> {
  const port = await freePort();
  const server = await spawnUntilReady(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { readyLine: /Ready to accept connections/ });
  return Object.assign(server, { url: `redis://127.0.0.1:${port}` });
}

