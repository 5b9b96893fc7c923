// Throwaway redis-servers for tests of what instances share over Redis: one Redis, or a three-node
// Redis Cluster (Debian's redis-server in cluster mode, joined by `redis-cli --cluster create`).
// Those tests are skipped where redis-server is not installed, except in CI, which installs it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, spawnUntilReady, type SpawnedProcess } from './spawn.js';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const REDIS_CLI = '/usr/bin/redis-cli';
/** Whether redis-server is installed (CI installs it; tests over Redis are skipped where it is not). */
export const redisAvailable = existsSync(REDIS_SERVER);
/** Whether a Redis Cluster can be made here (redis-cli comes with redis-server in Debian's redis-tools). */
export const redisClusterAvailable = redisAvailable && existsSync(REDIS_CLI);
if (!redisClusterAvailable && process.env.CI)
  throw new Error('redis-server and redis-cli are required in CI (.ci/run installs them)');

const READY = /Ready to accept connections/;
const NO_PERSISTENCE = ['--save', '', '--appendonly', 'no'];

/**
 * Starts a throwaway redis-server (no persistence) on a free port, or on `port` (a Redis started
 * again where a stopped one was); `url` is what REDIS_URL takes.
 */
export async function startRedis(port?: number): Promise<SpawnedProcess & { url: string; port: number }> {
  const chosen = port ?? (await freePort());
  const server = await spawnUntilReady(
    REDIS_SERVER,
    ['--port', String(chosen), '--bind', '127.0.0.1', ...NO_PERSISTENCE],
    { readyLine: READY },
  );
  return Object.assign(server, { url: `redis://127.0.0.1:${chosen}`, port: chosen });
}

export interface RedisCluster {
  /** One `redis://127.0.0.1:<port>` URL per node, what REDIS_CLUSTER_NODES takes. */
  urls: string[];
  stop(): Promise<void>;
}

/** Starts three redis-servers in cluster mode and joins them into one cluster of three masters (no replicas). */
export async function startRedisCluster(): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'workgraph-redis-cluster-'));
  const nodes: SpawnedProcess[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(nodes.map((node) => node.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      ports.push(port);
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        ...NO_PERSISTENCE,
      ];
      nodes.push(await spawnUntilReady(REDIS_SERVER, args, { readyLine: READY }));
    }
    // Returns once every node agrees on the slots.
    await promisify(execFile)(REDIS_CLI, [
      '--cluster',
      'create',
      ...ports.map((p) => `127.0.0.1:${p}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    return { urls: ports.map((p) => `redis://127.0.0.1:${p}`), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Calls `onCommand(timeMs, line)` for each command the server runs, from a plain MONITOR socket.
 * (ioredis's monitor mode can miss the switch when +OK and the first line arrive together.)
 */
export async function monitorRedis(
  port: number,
  onCommand: (timeMs: number, line: string) => void,
): Promise<{ close(): void }> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffered = '';
  let started = false;
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\r\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!started) {
          started = line === '+OK';
          if (started) resolve();
          continue;
        }
        if (line.startsWith('+')) onCommand(Number(line.slice(1, line.indexOf(' '))) * 1000, line);
      }
    });
    socket.write('MONITOR\r\n');
  });
  return { close: () => socket.destroy() };
}
