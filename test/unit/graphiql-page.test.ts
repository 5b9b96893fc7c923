// The GraphiQL landing page: rendered on the first visit (in a worker) to a private temporary file,
// the same page on every visit, and the file gone when the server stops.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApolloServerPlugin, GraphQLServerListener } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphiqlLandingPage } from '../../src/graphiql.js';

const HEADERS = { Authorization: 'Bearer demo-token' };

/** Files and directories under `dir`, recursively. */
async function entries(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String);
}

describe('GraphiQL landing page', () => {
  let tmp: string;
  const previous = process.env.TMPDIR;
  beforeAll(async () => {
    // os.tmpdir() follows TMPDIR: the page's directory lands where this test alone looks.
    tmp = await mkdtemp(path.join(os.tmpdir(), 'graphiql-page-test-'));
    process.env.TMPDIR = tmp;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(tmp, { recursive: true, force: true });
  });

  it('renders nothing until the first visit, serves one page with the tabs and headers, and removes it on stop', async () => {
    const plugin = graphiqlLandingPage({ defaultHeaders: HEADERS }) as Required<Pick<ApolloServerPlugin, 'serverWillStart'>>;
    const listener = (await plugin.serverWillStart({} as never)) as GraphQLServerListener;
    const landingPage = await listener.renderLandingPage!();
    expect(typeof landingPage.html).toBe('function');
    expect(await entries(tmp)).toEqual([]);

    const html = landingPage.html as () => Promise<string>;
    const first = await html();
    expect(first).toContain('<title>workgraph</title>');
    expect(first).toContain('query MeAndSheets');
    expect(first).toContain(JSON.stringify(JSON.stringify(HEADERS, null, 2)));
    expect(await entries(tmp)).toHaveLength(2); // the page's directory and its file
    expect(await html()).toBe(first);

    await listener.serverWillStop!();
    expect(await entries(tmp)).toEqual([]);
  });
});
