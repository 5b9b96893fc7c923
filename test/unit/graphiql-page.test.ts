// The GraphiQL page: rendered on the first visit (in a worker) to a private temporary file, the same
// page on every visit, compressed once per encoding, revalidated by ETag, gone when the server stops.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphiqlPage } from '../../src/http/graphiql-page.js';

const HEADERS = { Authorization: 'Bearer demo-token' };
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Files and directories under `dir`, recursively. */
async function entries(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String);
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (no decompression): what went over the wire. */
function get(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('GraphiQL page', () => {
  let tmp: string;
  let server: http.Server;
  let url: string;
  const page = new GraphiqlPage({ defaultHeaders: HEADERS });
  const previous = process.env.TMPDIR;
  beforeAll(async () => {
    // os.tmpdir() follows TMPDIR: the page's directory lands where this test alone looks.
    tmp = await mkdtemp(path.join(os.tmpdir(), 'graphiql-page-test-'));
    process.env.TMPDIR = tmp;
    const app = express();
    app.get('/graphiql', page.handle);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphiql`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(tmp, { recursive: true, force: true });
  });

  it('renders nothing before the first visit', async () => {
    expect(await entries(tmp)).toEqual([]);
  });

  it('serves the page with its tabs and headers, brotli or gzip as the client accepts, each with its own ETag', async () => {
    const plain = await get(url, { accept: BROWSER_ACCEPT });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain('<title>workgraph</title>');
    expect(html).toContain('query MeAndSheets');
    expect(html).toContain('"endpoint":"/graphql"');
    expect(html).toContain(JSON.stringify(JSON.stringify(HEADERS, null, 2)));
    expect(plain.headers['content-length']).toBe(String(plain.body.length));

    const br = await get(url, { accept: BROWSER_ACCEPT, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await get(url, { accept: BROWSER_ACCEPT, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
    // Well under half the page on the wire, either way.
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);

    const tags = [plain, br, gzip].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    // The page's directory: the page and its two encodings.
    expect(await entries(tmp)).toHaveLength(4);
  });

  it('answers 304 without a body to a client whose copy is current, and the page to one whose copy is not', async () => {
    const first = await get(url, { accept: BROWSER_ACCEPT, 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get(url, { accept: BROWSER_ACCEPT, 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await get(url, {
      accept: BROWSER_ACCEPT,
      'accept-encoding': 'br',
      'if-none-match': '"an-older-page"',
    });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(first.body)).toBe(true);
  });

  it('removes its files when closed', async () => {
    await page.close();
    expect(await entries(tmp)).toEqual([]);
  });
});
