// With REDIS_URL the per-caller limit is one window for every instance: two gateways over one real
// redis-server hold a caller to one CALLER_RATE_LIMIT between them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

const REDIS = '/usr/bin/redis-server';
const available = existsSync(REDIS);
if (!available && process.env.CI) throw new Error('redis-server is required in CI (.ci/run installs it)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function me(url: string): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { email } }' }) });
  return { status: response.status, body: await response.json() };
}

describe.skipIf(!available)('per-caller limits over Redis', () => {
  let redis: ChildProcess;
  let stack: Stack;
  let second: RunningGateway;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve) => redis.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept connections') && resolve()));
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, CALLER_RATE_LIMIT: '2' };
    stack = await startStack({ env });
    const urls = { workManagement: stack.emulators.workManagement.baseUrl, resourcePlanning: stack.emulators.resourcePlanning.baseUrl, digitalAsset: stack.emulators.digitalAsset.baseUrl };
    second = await startGateway({
      config: loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        WORK_MANAGEMENT_RATE_LIMIT: '0',
        RESOURCE_PLANNING_RATE_LIMIT: '0',
        WORK_MANAGEMENT_BASE_URL: urls.workManagement,
        RESOURCE_PLANNING_BASE_URL: urls.resourcePlanning,
        DIGITAL_ASSET_BASE_URL: urls.digitalAsset,
        WORK_MANAGEMENT_TOKEN: DEMO_TOKENS.workManagement,
        RESOURCE_PLANNING_TOKEN: DEMO_TOKENS.resourcePlanning,
        DIGITAL_ASSET_TOKEN: DEMO_TOKENS.digitalAsset,
        SERVICE_CREDENTIAL_CALLERS: 'anyone',
        ...env,
      }),
      urls,
    });
  });
  afterAll(async () => {
    await second?.close();
    await stack?.close();
    if (redis && redis.exitCode === null) {
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill('SIGTERM');
      await exited;
    }
  });

  it('counts a caller once across instances: its third request in the minute is refused on either', async () => {
    expect((await me(stack.gateway.graphqlUrl)).body.data.me.email).toContain('@');
    expect((await me(second.graphqlUrl)).body.data.me.email).toContain('@');
    await resetAllLogs(stack.emulators);
    const third = await me(stack.gateway.graphqlUrl);
    expect(third.status).toBe(429);
    expect(third.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await me(second.graphqlUrl)).status).toBe(429);
    expect(await upstreamCalls(stack.emulators.workManagement)).toHaveLength(0);
  });
});
