// `npm start` (which builds, then runs the compiled gateway with the embedded emulators): with no
// configuration it answers the README's first query and serves GraphiQL; it stops on SIGTERM and on
// Ctrl-C (SIGINT), closing the gateway and the emulators, and exits with code 0 well within a bound
// above its grace period. One file, so that its builds of dist/ run one after the other.
import { describe, expect, it, onTestFinished } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { GRAPHIQL_LINE, spawnUntilReady, type SpawnedProcess } from '../helpers/spawn.js';

const GRACE_MS = 2000;
/** An upper bound on the wait for the exit, far above the grace period: not a measure of speed. */
const EXIT_BOUND_MS = GRACE_MS + 20_000;

function start(): Promise<SpawnedProcess> {
  return spawnUntilReady('npm', ['start', '--silent'], {
    readyLine: GRAPHIQL_LINE,
    // As a user runs it: without the test runner's NODE_ENV=test, which changes how libraries treat signals.
    env: { NODE_ENV: undefined, PORT: '0', HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: String(GRACE_MS), WORK_MANAGEMENT_BASE_URL: '', RESOURCE_PLANNING_BASE_URL: '', DIGITAL_ASSET_BASE_URL: '' },
  });
}

/** The exit code (or signal), or 'still running' when the process has not exited within the bound. */
function exitWithin(npm: SpawnedProcess, boundMs: number): Promise<number | string | null> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still running'), boundMs)));
  return Promise.race([npm.exited, bound]).finally(() => clearTimeout(timer));
}

describe('npm start', () => {
  it('starts the embedded default and answers the README query without any header', { timeout: 90_000 }, async () => {
    const npm = await spawnUntilReady('npm', ['start', '--silent'], {
      readyLine: GRAPHIQL_LINE,
      env: { PORT: '0', HOST: '127.0.0.1', WORK_MANAGEMENT_BASE_URL: '', RESOURCE_PLANNING_BASE_URL: '', DIGITAL_ASSET_BASE_URL: '' },
    });
    onTestFinished(() => npm.stop());
    const url = present(npm.ready[1]);
    const data = dataOf(await gql(url)(graphql(`query StartReadme { me { email plans(first: 2) { edges { node { seatType plan { id } } } } }
  sheets(first: 3) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }`)));
    expect(data.me?.email).toContain('@');
    expect(data.me?.plans?.edges.length).toBeGreaterThan(0);
    expect(data.sheets?.edges).toHaveLength(3);
    expect(data.sheets?.pageInfo.hasNextPage).toBe(true);
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>workgraph</title>');
    const health = await fetch(url.replace('/graphql', '/healthz'));
    expect(await health.json()).toEqual({ status: 'ok' });
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`exits with code 0 on ${signal}`, { timeout: 90_000 }, async () => {
      const npm = await start();
      // Nothing of the group is left running, whatever happens below.
      onTestFinished(() => npm.stop());
      // A request served, so that connections and pools are in use when the signal comes.
      const answer = dataOf(await gql(present(npm.ready[1]))(graphql(`query ShutdownMe { me { email } }`)));
      expect(answer.me?.email).toContain('@');
      const exited = exitWithin(npm, EXIT_BOUND_MS);
      npm.signal(signal);
      expect(await exited, npm.output()).toBe(0);
      expect(npm.output()).toContain(`${signal} received, shutting down`);
    });
  }
});
