// Connections are bounded: a client that sends its body one byte at a time, or its headers slowly,
// or nothing at all, is answered 408 and closed after the configured timeouts while other clients
// are served; connections over HTTP_MAX_CONNECTIONS are closed at once; idle keep-alive
// connections are kept for HTTP_KEEP_ALIVE_TIMEOUT_MS. The times to close are printed.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { gql } from '../helpers/gql.js';
import { metricValue } from '../helpers/join-truth.js';
import { useStack } from '../helpers/stack.js';

const BODY_TIMEOUT_MS = 1000;
const HEADERS_TIMEOUT_MS = 1000;
const MAX_CONNECTIONS = 12;

const stack = useStack({
  env: {
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    HTTP_BODY_MIN_BYTES_PER_SECOND: '500',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000',
    HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  },
});
const run = gql(stack);

const ME = graphql(`query ConnectionBoundsMe { me { email } }`);

/** A raw connection to the gateway: what it received, and when the server closed it. */
interface RawClient {
  socket: net.Socket;
  received(): string;
  /** Resolves with the milliseconds from `since` to the close. */
  closed: Promise<number>;
  since: number;
}

async function connect(): Promise<RawClient> {
  const { hostname, port } = new URL(stack.gateway.url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  // A reset is how some closes arrive.
  socket.on('error', () => undefined);
  const client: RawClient = {
    socket,
    received: () => text,
    since: Date.now(),
    closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now() - client.since))),
  };
  return client;
}

/** Writes `text` one byte every `everyMs`, until the connection closes or the text is sent; resolves the bytes written. */
function trickle(client: RawClient, text: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      if (client.socket.destroyed || sent >= text.length) {
        clearInterval(timer);
        resolve(sent);
        return;
      }
      client.socket.write(text[sent++] as string);
    }, everyMs);
  });
}

/** Normal clients, one request after another, until `done` settles; resolves how many were answered, and how many failed. */
async function servedUntil(done: Promise<unknown>): Promise<{ answered: number; failed: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  const tally = { answered: 0, failed: 0 };
  while (!finished) {
    const answer = await run(ME).catch(() => null);
    if (answer?.data?.me?.email) tally.answered++;
    else tally.failed++;
  }
  return tally;
}

describe('connection bounds', () => {
  it('answers 408 and closes a connection whose body comes one byte at a time, while other clients are served', async () => {
    const body = JSON.stringify({ query: `{ me { email } } ${' '.repeat(1000)}` });
    const slow = await connect();
    slow.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: gateway\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    slow.since = Date.now();
    // 50 bytes a second, a tenth of HTTP_BODY_MIN_BYTES_PER_SECOND.
    const [sent, served, closedAfterMs] = await Promise.all([
      trickle(slow, body, 20),
      servedUntil(slow.closed),
      slow.closed,
    ]);
    console.info(
      `slow body: closed ${closedAfterMs} ms after its headers (HTTP_BODY_TIMEOUT_MS ${BODY_TIMEOUT_MS}), ${sent} of ${body.length} bytes sent; ${served.answered} other requests answered meanwhile`,
    );
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.received()).toContain('REQUEST_TIMEOUT');
    expect(sent).toBeLessThan(body.length);
    expect(served).toMatchObject({ failed: 0 });
    expect(served.answered).toBeGreaterThan(0);
    expect(
      await metricValue(stack.gateway.url, 'workgraph_http_connections_refused_total', { reason: 'slow-body' }),
    ).toBe(1);
  });

  it('answers 408 and closes connections that send their headers slowly or nothing at all, while other clients are served', async () => {
    const slow = await connect();
    const idle = await connect();
    const headers = `POST /graphql HTTP/1.1\r\nHost: gateway\r\ncontent-type: application/json\r\nx-padding: ${'x'.repeat(500)}\r\n\r\n`;
    const [sent, served, slowAfterMs, idleAfterMs] = await Promise.all([
      trickle(slow, headers, 20),
      servedUntil(Promise.all([slow.closed, idle.closed])),
      slow.closed,
      idle.closed,
    ]);
    console.info(
      `slow headers: closed after ${slowAfterMs} ms, idle connection after ${idleAfterMs} ms (HTTP_HEADERS_TIMEOUT_MS ${HEADERS_TIMEOUT_MS})`,
    );
    for (const client of [slow, idle]) expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(headers.length);
    expect(served).toMatchObject({ failed: 0 });
    expect(served.answered).toBeGreaterThan(0);
  });

  it('closes connections over HTTP_MAX_CONNECTIONS at once, and serves again once others have gone', async () => {
    const clients = await Promise.all(Array.from({ length: MAX_CONNECTIONS + 4 }, () => connect()));
    // A request on each: an accepted connection answers it, one over the cap is closed without an answer.
    for (const client of clients) client.socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\n\r\n');
    const outcomes = await Promise.all(
      clients.map(
        (client) =>
          new Promise<'answered' | 'closed'>((resolve) => {
            client.socket.on('data', () => resolve('answered'));
            void client.closed.then(() => resolve(client.received() ? 'answered' : 'closed'));
          }),
      ),
    );
    for (const client of clients) client.socket.destroy();
    const answered = outcomes.filter((o) => o === 'answered').length;
    expect(answered).toBeLessThanOrEqual(MAX_CONNECTIONS);
    const closed = outcomes.filter((o) => o === 'closed').length;
    expect(closed).toBeGreaterThanOrEqual(4);
    await Promise.all(clients.map((client) => client.closed));
    // The server may see the closes a moment after this side: a new connection is tried until it is served.
    let email: string | undefined;
    for (let attempt = 0; attempt < 100 && !email; attempt++)
      email = (await run(ME).catch(() => null))?.data?.me?.email;
    expect(email).toContain('@');
    expect(
      await metricValue(stack.gateway.url, 'workgraph_http_connections_refused_total', { reason: 'max-connections' }),
    ).toBeGreaterThanOrEqual(closed);
  });

  it('tells keep-alive clients how long an idle connection is kept', async () => {
    const response = await fetch(`${stack.gateway.url}/healthz`);
    expect(response.headers.get('keep-alive')).toBe('timeout=2');
  });
});
