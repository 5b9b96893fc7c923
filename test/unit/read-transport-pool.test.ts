// The read transport's pool per backend origin: how many reads are on the wire at once. A local
// server holds every request until as many as the test expects are in flight, then answers them all,
// so the peak it sees is the pool's doing, not the machine's speed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createUpstreamShared } from '../../src/datasources/index.js';
import { ReadTransport } from '../../src/datasources/read-transport.js';
import type { Transport } from '../../src/datasources/transport.js';

interface HoldingServer {
  origin: string;
  /** The most requests in flight at once. */
  peak(): number;
  close(): Promise<void>;
}

/** Holds requests until `holdUntil` are in flight, then answers every held one and each later one at once. */
async function holdingServer(holdUntil: number): Promise<HoldingServer> {
  let inFlight = 0;
  let peak = 0;
  let released = false;
  const held: http.ServerResponse[] = [];
  const answer = (res: http.ServerResponse): void => {
    res.on('finish', () => inFlight--);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  };
  const server = http.createServer((_req, res) => {
    inFlight++;
    peak = Math.max(peak, inFlight);
    if (released) return answer(res);
    held.push(res);
    if (inFlight >= holdUntil) {
      released = true;
      held.splice(0).forEach(answer);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    peak: () => peak,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends `count` GETs at once through `transport`, reading each answer whole. */
async function parallelReads(transport: Transport, origin: string, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const answer = await transport.send({
        method: 'GET',
        url: `${origin}/users/${i}`,
        headers: {},
        timeoutMs: 10_000,
        maxBodyBytes: 1024,
      });
      for await (const chunk of answer.body) void chunk;
      answer.finish();
    }),
  );
}

describe('the read transport’s pool per backend origin', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('by default puts the 40 parallel reads of one request (the events query’s users and sheets) on the wire at once', async () => {
    const server = await holdingServer(40);
    const transports = createUpstreamShared(loadConfig({})).transports;
    closing.push(
      () => server.close(),
      () => transports.reads.close(),
    );
    await parallelReads(transports.reads, server.origin, 40);
    expect(server.peak()).toBe(40);
  });

  it('never has more reads in flight to one origin than UPSTREAM_CONNECTIONS', async () => {
    const server = await holdingServer(6);
    const transports = createUpstreamShared(loadConfig({ UPSTREAM_CONNECTIONS: '6' })).transports;
    closing.push(
      () => server.close(),
      () => transports.reads.close(),
    );
    await parallelReads(transports.reads, server.origin, 30);
    expect(server.peak()).toBe(6);
  });

  it('keeps a pool of its own per origin', async () => {
    const [a, b] = [await holdingServer(3), await holdingServer(3)];
    const reads = new ReadTransport({ connections: 3, maxBodyBytes: 1024 });
    closing.push(
      () => a.close(),
      () => b.close(),
      () => reads.close(),
    );
    await Promise.all([parallelReads(reads, a.origin, 9), parallelReads(reads, b.origin, 9)]);
    expect([a.peak(), b.peak()]).toEqual([3, 3]);
  });
});
