// Redis helps and never blocks: a gateway process over a real redis-server (response cache,
// persisted queries, pacing, caller limits and the join index all in Redis) keeps answering,
// correctly, while Redis is stopped for ten seconds under load; it logs the outage once, counts it
// in /metrics, reports Redis as degraded on /readyz (still ready), and is back on shared state once
// Redis returns. The figures (share answered, time back on shared state) are printed.
import { createHash } from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllEmulators, type RunningEmulators } from '../../emulators/index.js';
import { graphql } from '../generated/index.js';
import type { RedisOutageProjectAssetsQuery, RedisOutageSheetsQuery } from '../generated/graphql.js';
import { postBody } from '../helpers/gql.js';
import { assetTruth, metricValue, truthOf } from '../helpers/join-truth.js';
import { present } from '../helpers/present.js';
import { monitorRedis, redisAvailable, startRedis } from '../helpers/redis.js';
import { startGatewayProcess, type SpawnedProcess } from '../helpers/spawn.js';
import { configureEmulator, gatewayEnv } from '../helpers/stack.js';

/** Sent as an automatic persisted query: by its hash, and again with its text when the gateway does not know it. */
const ME = '{ me { email } }';
const ME_HASH = createHash('sha256').update(ME).digest('hex');

/** How long Redis stays stopped under load. */
const OUTAGE_MS = 10_000;
/** Clients sending one request after another. */
const CLIENTS = 4;

/** The first line the process printed that contains `text`, once it has printed it. */
async function printed(process: SpawnedProcess, text: string): Promise<string> {
  const find = (): string | undefined =>
    process
      .output()
      .split('\n')
      .find((line) => line.includes(text));
  while (!find()) await new Promise((resolve) => process.child.stdout?.once('data', resolve));
  return find() as string;
}

interface Outcome {
  startedAt: number;
  correct: boolean;
}

describe.skipIf(!redisAvailable)('a Redis outage under load', () => {
  let redis: SpawnedProcess & { url: string; port: number };
  let emulators: RunningEmulators;
  let gateway: SpawnedProcess & { url: string };
  const base = (): string => gateway.url.replace(/\/graphql$/, '');

  beforeAll(async () => {
    redis = await startRedis();
    emulators = await startAllEmulators();
    await configureEmulator(emulators.workManagement, { rateLimits: { general: 0 } });
    gateway = await startGatewayProcess({
      ...gatewayEnv(emulators),
      LOG_LEVEL: 'warn',
      REDIS_URL: redis.url,
      // Every use of Redis on the request path is on: limits far above the load, a short-lived response cache.
      CALLER_RATE_LIMIT: '1000000',
      WORK_MANAGEMENT_RATE_LIMIT: '1000000',
      RESOURCE_PLANNING_RATE_LIMIT: '1000000',
      DIGITAL_ASSET_RATE_LIMIT: '1000000',
      RESPONSE_CACHE_TTL_SECONDS: '1',
      // A stopped Redis is noticed when its connection closes; a generous timeout keeps a busy machine from passing for an outage.
      REDIS_COMMAND_TIMEOUT_MS: '2000',
      SHUTDOWN_GRACE_MS: '500',
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await emulators?.close();
    await redis?.stop();
  });

  it(
    'answers at least 99 % of requests correctly while Redis is stopped for 10 s, and is back on shared state when it returns',
    { timeout: 90_000 },
    async () => {
      const assets = await assetTruth(emulators);
      const projectId = present(present(assets.find((a) => a.fields.project_id)).fields.project_id);
      const expectedAssets = truthOf.project(assets, projectId);
      const SHEETS = graphql(`query RedisOutageSheets { sheets(first: 5) { edges { node { name } } } }`);
      const sheetsText = print(SHEETS);
      const post = <T>(body: unknown) => postBody<T>(gateway.url, body);
      const expectedSheets = JSON.stringify((await post<RedisOutageSheetsQuery>({ query: sheetsText })).result.data);
      const registered = await post<{ me: { email: string } }>({
        query: ME,
        extensions: { persistedQuery: { version: 1, sha256Hash: ME_HASH } },
      });
      const email = present(registered.result.data?.me.email);

      const PROJECT_ASSETS = graphql(`
        query RedisOutageProjectAssets($id: ID!) {
          project(id: $id) {
            assets(first: 500) {
              edges {
                node {
                  assetId: backendId
                }
              }
            }
          }
        }
      `);
      /** One request of the mix, answered correctly or not. */
      const operations: Array<() => Promise<boolean>> = [
        async () => {
          // The APQ protocol, as Apollo Client speaks it: the hash, then the text if the gateway asks for it.
          const persisted = { version: 1, sha256Hash: ME_HASH };
          let answer = await post<{ me: { email: string } }>({ extensions: { persistedQuery: persisted } });
          if (answer.result.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')
            answer = await post({ query: ME, extensions: { persistedQuery: persisted } });
          return answer.status === 200 && answer.result.errors === undefined && answer.result.data?.me.email === email;
        },
        async () => {
          const answer = await post<RedisOutageProjectAssetsQuery>({
            query: print(PROJECT_ASSETS),
            variables: { id: projectId },
          });
          const ids = answer.result.data?.project?.assets?.edges.map((e) => e.node.assetId);
          return (
            answer.status === 200 &&
            answer.result.errors === undefined &&
            JSON.stringify(ids) === JSON.stringify(expectedAssets)
          );
        },
        async () => {
          const answer = await post<RedisOutageSheetsQuery>({ query: sheetsText });
          return (
            answer.status === 200 &&
            answer.result.errors === undefined &&
            JSON.stringify(answer.result.data) === expectedSheets
          );
        },
      ];

      const outcomes: Outcome[] = [];
      const waiters: Array<{ count: number; resolve: () => void }> = [];
      /** Resolves once `more` requests beyond those done now are done. */
      const after = (more: number): Promise<void> =>
        new Promise((resolve) => waiters.push({ count: outcomes.length + more, resolve }));
      let running = true;
      const client = async (offset: number): Promise<void> => {
        for (let i = offset; running; i++) {
          const startedAt = Date.now();
          const correct = await present(operations[i % operations.length])().catch(() => false);
          outcomes.push({ startedAt, correct });
          for (const waiter of waiters.filter((w) => outcomes.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));

      await after(60);
      const stoppedAt = Date.now();
      await redis.stop();
      // Mid-outage, once the gateway has met it: still ready, Redis degraded.
      await after(30);
      const readiness = await fetch(`${base()}/readyz`);
      expect(readiness.status).toBe(200);
      expect(await readiness.json()).toMatchObject({ status: 'ready', redis: 'degraded' });
      // The outage lasts ten seconds of load: the scenario, not a wait for something to happen.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + OUTAGE_MS - Date.now())));

      // From the moment Redis is started again: the gateway cannot be back before it listens.
      const returnedAt = Date.now();
      redis = await startRedis(redis.port);
      // The first command the gateway sends that reads or writes shared state.
      let reachedShared: (timeMs: number) => void = () => undefined;
      const backOnShared = new Promise<number>((resolve) => (reachedShared = resolve));
      const monitor = await monitorRedis(redis.port, (timeMs, line) => {
        if (line.includes(' "workgraph:')) reachedShared(timeMs);
      });
      const sharedAt = await backOnShared;
      // When the gateway saw Redis answer again (its log line's time).
      const backLine = await printed(gateway, 'Redis available again');
      const backAt = Date.parse((JSON.parse(backLine) as { time: string }).time);
      await after(60);
      running = false;
      await Promise.all(clients);
      monitor.close();

      const during = outcomes.filter((o) => o.startedAt >= stoppedAt && o.startedAt < returnedAt);
      const share = during.filter((o) => o.correct).length / during.length;
      const afterwards = outcomes.filter((o) => o.startedAt >= sharedAt);
      console.info(
        `Redis outage: ${during.filter((o) => o.correct).length} of ${during.length} requests answered correctly while Redis was stopped for ${((returnedAt - stoppedAt) / 1000).toFixed(1)} s (${(share * 100).toFixed(2)} %); ` +
          `the gateway back on shared state ${backAt - returnedAt} ms after Redis was started again (first shared-state command seen ${Math.round(sharedAt - returnedAt)} ms after); ${outcomes.length} requests in all`,
      );
      expect(during.length).toBeGreaterThan(0);
      expect(share).toBeGreaterThanOrEqual(0.99);
      expect(afterwards.length).toBeGreaterThan(0);
      expect(afterwards.every((o) => o.correct)).toBe(true);

      const back = await fetch(`${base()}/readyz`);
      expect(await back.json()).toMatchObject({ status: 'ready', redis: 'up' });
      expect(await metricValue(base(), 'workgraph_redis_outages_total')).toBe(1);
      expect(await metricValue(base(), 'workgraph_redis_up')).toBe(1);
      expect(await metricValue(base(), 'workgraph_redis_fallbacks_total', { use: 'caller-limit' })).toBeGreaterThan(0);
      const output = gateway.output();
      expect(output).not.toContain('Unhandled error event');
      expect(output.match(/Redis unavailable/g)).toHaveLength(1);
      expect(output.match(/Redis available again/g)).toHaveLength(1);
    },
  );
});
