// Serves the GraphiQL page (GET /graphiql): rendered once on the first visit, compressed (brotli or
// gzip, each made once on the first request that accepts it) and revalidated by ETag.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { renderGraphiqlFile, type GraphiqlOptions } from '../graphiql.js';

/** The encodings the page is sent in, in the order the gateway prefers them. */
type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** One encoding of the page on disk. */
interface Variant {
  file: string;
  size: number;
  etag: string;
}

/**
 * Brotli quality 5 takes the 9 MB page to about 1.9 MB in a few seconds of the thread pool; quality 11
 * saves a tenth more at some thirty times the time. Gzip level 6 gives about 2.4 MB.
 */
const COMPRESSORS: Record<Exclude<Encoding, 'identity'>, () => zlib.BrotliCompress | zlib.Gzip> = {
  br: () =>
    zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: () => zlib.createGzip({ level: 6 }),
};

/** A promise kept until it fails: a failed rendering or compression is tried again on the next visit. */
function retried<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = make();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/**
 * The page has a URL of its own: a browser invalidates what it cached for a URL when it POSTs to it,
 * as GraphiQL does to /graphql. The page's files live in a private temporary directory, made on the first visit and removed by
 * `close()`; nothing of the page is held in memory between requests.
 */
export class GraphiqlPage {
  private readonly pending = new Map<string, Promise<Variant>>();
  private dir: string | undefined;

  constructor(private readonly options: GraphiqlOptions) {}

  /** Express handler of the page's own URL. */
  readonly handle: RequestHandler = (req, res, next) => {
    // Browsers list gzip before br at the same weight; the smaller answer wins a tie.
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate) === candidate) ?? 'identity';
    this.variant(encoding).then((variant) => send(req, res, variant, encoding), next);
  };

  /** Waits for a rendering under way and removes the page's files. */
  async close(): Promise<void> {
    await Promise.allSettled(this.pending.values());
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
    this.dir = undefined;
    this.pending.clear();
  }

  private variant(encoding: Encoding): Promise<Variant> {
    return retried(this.pending, encoding, async () => {
      const page = await this.page();
      if (encoding === 'identity') return page;
      const file = `${page.file}.${encoding}`;
      await pipeline(createReadStream(page.file), COMPRESSORS[encoding](), createWriteStream(file));
      return { file, size: (await stat(file)).size, etag: page.etag.replace(/"$/, `-${encoding}"`) };
    });
  }

  private page(): Promise<Variant> {
    return retried(this.pending, 'page', async () => {
      this.dir ??= await mkdtemp(path.join(os.tmpdir(), 'workgraph-graphiql-'));
      const file = path.join(this.dir, 'index.html');
      await renderGraphiqlFile(this.options, file);
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
      return { file, size: (await stat(file)).size, etag: `"${hash.digest('base64url').slice(0, 27)}"` };
    });
  }
}

/** Sends one encoding of the page, or 304 when the client's copy (If-None-Match) is current. */
function send(req: Request, res: Response, variant: Variant, encoding: Encoding): void {
  // Each encoding by Accept-Encoding; revalidated on every visit, so a new page shows at once.
  res.set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding',
    ETag: variant.etag,
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(variant.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  pipeline(createReadStream(variant.file), res).catch(() => res.destroy());
}
