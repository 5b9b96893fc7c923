// A hostile backend for the tests: an HTTP server that stands in front of an emulator (every request
// it has no plan for goes through to it) or alone, and answers planned requests the way a broken
// backend or proxy would: oversized, endless, compression bombs, not JSON, wrongly shaped, silent.
// It counts what it wrote, so tests can assert how much of an answer the gateway read.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export type BombEncoding = 'gzip' | 'deflate' | 'br';

export type HostileAnswer =
  /** A JSON body of `bytes` bytes, announced by its Content-Length. */
  | { kind: 'oversized'; bytes: number }
  /** A chunked JSON body that never ends (the server stops writing at 256 MiB, keeping the connection open), with a 200 or `status`. */
  | { kind: 'endless'; status?: number }
  /** A small compressed body that inflates to gigabytes (256 MiB for br). */
  | { kind: 'bomb'; encoding: BombEncoding }
  /** Any status, content type and text (HTML, plain text, empty, malformed or wrongly shaped JSON). */
  | { kind: 'text'; status?: number; contentType?: string; body: string }
  /** Headers, then one byte of body a second: an answer that outlasts any attempt timeout while it flows. */
  | { kind: 'trickle' }
  /** Headers and half a body, then the connection is closed. */
  | { kind: 'cut' };

export interface HostileRule {
  /** Answered requests: the method (any when absent) and a path pattern matched against the path below the origin. */
  method?: string;
  path?: RegExp;
  answer: HostileAnswer;
  /** How many requests the rule answers (unlimited when absent). */
  times?: number;
}

export interface HostileStats {
  /** Requests the server answered with a plan. */
  planned: number;
  /** Requests it passed to the emulator behind it. */
  passedOn: number;
  /** Body bytes handed to the socket in planned answers (compressed bytes for bombs). */
  bytesWritten: number;
  /** Planned answers whose connection the client closed before the body was complete. */
  abandoned: number;
}

/** A request the server answered with a plan, as it arrived. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HostileUpstream {
  /** This server's origin with the emulator's base path: the base URL a gateway is given. */
  baseUrl: string;
  plan(rules: HostileRule[]): void;
  /** The planned requests so far, in order. */
  requests(): HostileRequest[];
  /** Resolves once every planned answer's connection is finished or closed (so that `stats` counts it). */
  settled(): Promise<void>;
  stats(): HostileStats;
  resetStats(): void;
  close(): Promise<void>;
}

/** An endless or oversized body stops here, whatever the client does: a gateway that reads it all must not take the machine with it. */
const SAFETY_BYTES = 256 * 1024 * 1024;
const PIECE = Buffer.from(`${'{"id":1234567890123456789,"name":"hostile"},'.repeat(1489)}`);

/**
 * Starts the server on 127.0.0.1. With `behind` (an emulator's base URL), unplanned requests go
 * through to it, and `baseUrl` keeps its base path; without, they are answered 404.
 */
export async function startHostileUpstream(behind?: string): Promise<HostileUpstream> {
  let rules: HostileRule[] = [];
  const seen: HostileRequest[] = [];
  const stats: HostileStats = { planned: 0, passedOn: 0, bytesWritten: 0, abandoned: 0 };
  const target = behind ? new URL(behind) : null;
  const open = new Set<http.ServerResponse>();
  let waiters: Array<() => void> = [];
  const wake = (): void => {
    if (open.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const server = http.createServer((req, res) => {
    const rule = rules.find(
      (r) =>
        (!r.method || r.method === req.method) &&
        (!r.path || r.path.test(req.url ?? '')) &&
        (r.times === undefined || r.times > 0),
    );
    if (!rule) return void passOn(req, res);
    if (rule.times !== undefined) rule.times--;
    stats.planned++;
    open.add(res);
    res.on('close', () => {
      open.delete(res);
      if (!res.writableFinished) stats.abandoned++;
      wake();
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      void answer(res, rule.answer);
    });
  });

  function passOn(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (!target) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not planned"}');
      return;
    }
    stats.passedOn++;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }

  /** Writes `chunk`, counted, and waits for the socket to take it; false once the client has gone. */
  async function write(res: http.ServerResponse, chunk: Buffer): Promise<boolean> {
    if (res.destroyed) return false;
    stats.bytesWritten += chunk.length;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          res.off('drain', done).off('close', done);
          resolve();
        };
        res.on('drain', done).on('close', done);
      });
    }
    return !res.destroyed;
  }

  async function answer(res: http.ServerResponse, plan: HostileAnswer): Promise<void> {
    switch (plan.kind) {
      case 'text': {
        const body = Buffer.from(plan.body);
        res.writeHead(plan.status ?? 200, {
          ...(plan.contentType !== undefined ? { 'content-type': plan.contentType } : {}),
          'content-length': body.length,
        });
        stats.bytesWritten += body.length;
        res.end(body);
        return;
      }
      case 'oversized':
      case 'endless': {
        const total = plan.kind === 'oversized' ? plan.bytes : SAFETY_BYTES;
        res.writeHead(plan.kind === 'endless' ? (plan.status ?? 200) : 200, {
          'content-type': 'application/json',
          ...(plan.kind === 'oversized' ? { 'content-length': plan.bytes } : {}),
        });
        let sent = 0;
        const head = Buffer.from('{"data":[');
        if (!(await write(res, head))) return;
        sent += head.length;
        while (sent + PIECE.length + 4 <= total) {
          if (!(await write(res, PIECE))) return;
          sent += PIECE.length;
        }
        if (plan.kind === 'endless') return; // holds the connection open, silent, until the client leaves
        const tail = Buffer.from(`${' '.repeat(Math.max(0, total - sent - 4))}{}]}`);
        await write(res, tail);
        res.end();
        return;
      }
      case 'bomb': {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': plan.encoding });
        for (const piece of await bomb(plan.encoding)) if (!(await write(res, piece))) return;
        res.end();
        return;
      }
      case 'trickle': {
        res.writeHead(200, { 'content-type': 'application/json' });
        for (const byte of Buffer.from('{"data":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]}')) {
          if (!(await write(res, Buffer.from([byte])))) return;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        res.end();
        return;
      }
      case 'cut': {
        const body = Buffer.from('{"data":[{"id":1},{"id":2},{"id":3}]}');
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        await write(res, body.subarray(0, 12));
        res.destroy();
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: target ? `${origin}${target.pathname.replace(/\/+$/, '')}` : origin,
    plan: (next) => {
      rules = next.map((rule) => ({ ...rule }));
    },
    requests: () => [...seen],
    settled: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        wake();
      }),
    stats: () => ({ ...stats }),
    resetStats: () => {
      Object.assign(stats, { planned: 0, passedOn: 0, bytesWritten: 0, abandoned: 0 });
      seen.length = 0;
    },
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const bombs = new Map<BombEncoding, Promise<Buffer[]>>();

/** Makes the bombs ahead of a measurement (making one costs this process a few hundred milliseconds). */
export async function prepareBombs(...encodings: BombEncoding[]): Promise<void> {
  await Promise.all(encodings.map((encoding) => bomb(encoding)));
}

/**
 * The pieces of a compression bomb, made once per encoding: a JSON string of 'a's, inflating to
 * 1 GiB from about 1 MB (gzip: repeated members; deflate: a block ended by a full flush, repeated)
 * or to 256 MiB from a few kilobytes (br, compressed once as a stream).
 */
function bomb(encoding: BombEncoding): Promise<Buffer[]> {
  let made = bombs.get(encoding);
  if (!made) {
    made = makeBomb(encoding);
    bombs.set(encoding, made);
  }
  return made;
}

async function makeBomb(encoding: BombEncoding): Promise<Buffer[]> {
  const filler = Buffer.alloc(16 * 1024 * 1024, 0x61);
  const head = Buffer.from('{"data":"');
  if (encoding === 'gzip') {
    const member = zlib.gzipSync(filler, { level: 9 });
    return [zlib.gzipSync(head), ...Array.from<Buffer>({ length: 64 }).fill(member)];
  }
  if (encoding === 'deflate') {
    const block = zlib.deflateRawSync(filler, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
    const start = zlib.deflateRawSync(head, { finishFlush: zlib.constants.Z_FULL_FLUSH });
    return [Buffer.from([0x78, 0x9c]), start, ...Array.from<Buffer>({ length: 64 }).fill(block)];
  }
  const compressor = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  const pieces: Buffer[] = [];
  compressor.on('data', (piece: Buffer) => pieces.push(piece));
  const done = new Promise((resolve) => compressor.on('end', resolve));
  compressor.write(head);
  for (let i = 0; i < 16; i++) compressor.write(filler);
  compressor.end();
  await done;
  return pieces;
}
