// GraphiQL in a real browser: headless Chromium (Debian's `chromium`, driven by playwright-core) loads the
// page compressed and without any request leaving the machine, revalidates it by ETag on a reload,
// switches tabs on a click, runs a query and shows the result; a screenshot goes to test-artifacts/.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { graphql } from '../generated/index.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const CHROMIUM = '/usr/bin/chromium';
const DEMO_HEADERS = {
  Authorization: `Bearer ${DEMO_TOKENS.workManagement}`,
  'X-Resource-Planning-Token': DEMO_TOKENS.resourcePlanning,
  'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset,
};
const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);
/** The most the page may weigh on the wire (the page itself is about 9 MB). */
const MAX_WIRE_BYTES = 3 * 1024 * 1024;
/** Without Chromium the test can only be skipped outside CI; under CI=true it runs (and fails if CI did not install it). */
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(
    `graphiql-browser: skipped, ${CHROMIUM} is absent (apt-get install -y chromium, or run under CI=true to force it)`,
  );

/** True for the page's own origin and its blob:/data: URLs; anything else would have left the machine. */
function isLocal(url: string): boolean {
  if (url.startsWith('data:')) return true;
  const parsed = new URL(url.startsWith('blob:') ? url.slice(5) : url);
  return ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
}

describe.skipIf(skip)('GraphiQL in headless Chromium', () => {
  // No service credentials: queries work only if GraphiQL sends the demo headers it opens with, as under `npm start`.
  const stack = useStack({ fallbackTokens: false, graphiql: { defaultHeaders: DEMO_HEADERS } });
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads compressed from the gateway alone, revalidates on a reload, switches tabs on a click, runs a query with the demo headers and shows its result', async () => {
    const ME = graphql(`query GraphiqlMe { me { email } }`);
    expect((await gql(stack)(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const email = present(dataOf(await gql(stack)(ME, {}, DEMO_HEADERS)).me).email;
    expect(email).toContain('@');

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    try {
      const page = await context.newPage();
      const response = present(await page.goto(stack.gateway.graphqlUrl, { waitUntil: 'load' }));
      // The GraphQL endpoint leads a browser to GraphiQL's own URL.
      expect(page.url()).toBe(`${stack.gateway.url}/graphiql`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/text\/html/);
      // Compressed in an encoding the browser offered, and well under the page's own 9 MB on the wire.
      expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
      const sizes = await response.request().sizes();
      expect(sizes.responseBodySize).toBeGreaterThan(0);
      expect(sizes.responseBodySize).toBeLessThan(MAX_WIRE_BYTES);
      const etag = present(response.headers().etag);
      // The example operations open as tabs.
      await page.waitForSelector('.graphiql-tab-active', { timeout: 20_000 });
      await expect
        .poll(() => page.locator('.graphiql-tab-button').allTextContents())
        .toEqual(expect.arrayContaining(['MeAndSheets', 'RecentEvents']));

      // A reload revalidates the page: the browser sends its ETag, the gateway answers 304 and no body
      // comes over the wire (the browser shows its cached copy, which Playwright reports as 200).
      const reloaded = present(await page.reload({ waitUntil: 'load' }));
      expect((await reloaded.request().allHeaders())['if-none-match']).toBe(etag);
      expect((await reloaded.request().sizes()).responseBodySize).toBe(0);
      await page.waitForSelector('.graphiql-tab-active', { timeout: 20_000 });

      // A click on a tab shows its operation.
      await page.locator('.graphiql-tab-button', { hasText: 'RecentEvents' }).click();
      await page.locator('.graphiql-tab-active', { hasText: 'RecentEvents' }).waitFor({ timeout: 10_000 });
      await expect.poll(() => page.locator('.graphiql-query-editor').textContent()).toContain('RecentEvents');
      await page.locator('.graphiql-tab-button', { hasText: 'MeAndSheets' }).click();
      await page.locator('.graphiql-tab-active', { hasText: 'MeAndSheets' }).waitFor({ timeout: 10_000 });
      await expect.poll(() => page.locator('.graphiql-query-editor').textContent()).toContain('MeAndSheets');

      // A new tab with our own operation: insertText (typing would get auto-closed brackets), then wait for the tab name.
      await page.getByRole('button', { name: 'New tab' }).click();
      await page.locator('.graphiql-query-editor .monaco-editor').first().click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText('query BrowserCheck { me { email name } }');
      await page.locator('.graphiql-tab-active', { hasText: 'BrowserCheck' }).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Headers', exact: true }).click();
      await expect
        .poll(() => page.locator('.graphiql-editor-tool').textContent())
        .toContain(DEMO_TOKENS.resourcePlanning);
      await page.getByRole('button', { name: /Execute query/ }).click();
      await page.waitForFunction(
        (text) => document.querySelector('.graphiql-response')?.textContent?.includes(text) ?? false,
        email,
        { timeout: 20_000 },
      );
      const shown = await page.locator('.graphiql-response').textContent();
      expect(shown).toContain('"me"');
      expect(shown).toContain(email);
      expect(shown).not.toContain('"errors"');

      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: new URL('graphiql.png', ARTIFACTS).pathname, fullPage: true });
    } finally {
      await context.close();
    }
    // Every request the page made (document, schema introspection, workers' blobs, the query) stayed local.
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((url) => !isLocal(url))).toEqual([]);
  });
});
