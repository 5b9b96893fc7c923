// `npm start` with no configuration: emulators with demo data and the gateway, answering the
// README's first query within 30 s; SIGTERM stops it cleanly.
import { describe, expect, it, onTestFinished } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { GRAPHIQL_LINE, spawnUntilReady } from '../helpers/spawn.js';

describe('npm start', () => {
  it('starts the embedded default and answers the README query without any header', async () => {
    const started = Date.now();
    const npm = await spawnUntilReady('npm', ['start', '--silent'], {
      readyLine: GRAPHIQL_LINE,
      env: { PORT: '0', HOST: '127.0.0.1', WORK_MANAGEMENT_BASE_URL: '', RESOURCE_PLANNING_BASE_URL: '', DIGITAL_ASSET_BASE_URL: '' },
    });
    onTestFinished(() => npm.stop());
    const url = present(npm.ready[1]);
    const data = dataOf(await gql(url)(graphql(`query StartReadme { me { email } sheets(first: 3) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }`)));
    expect(data.me?.email).toContain('@');
    expect(data.sheets?.edges).toHaveLength(3);
    expect(data.sheets?.pageInfo.hasNextPage).toBe(true);
    expect(Date.now() - started).toBeLessThan(30_000);
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>workgraph</title>');
    const health = await fetch(url.replace('/graphql', '/healthz'));
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
