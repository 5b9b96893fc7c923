// The rest-client over each of its two transports against a real local HTTP server (the hostile
// upstream): the same behaviour on the wire whichever transport sends the call. Answers are read
// within the body limit (plain, endless, compressed), a 2xx that is not JSON is refused, timeouts
// and cut connections are failures of the kind the pipeline retries, and exact ids go both ways.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReadTransport } from '../../src/datasources/read-transport.js';
import { UpstreamCallCounter, type RestClientOptions } from '../../src/datasources/rest-client.js';
import type { Transport } from '../../src/datasources/transport.js';
import { WriteTransport } from '../../src/datasources/write-transport.js';
import {
  startHostileUpstream,
  type BombEncoding,
  type HostileAnswer,
  type HostileUpstream,
} from '../helpers/hostile-upstream.js';
import { TinyClient } from '../helpers/tiny-rest-client.js';
import { upstreamFailureOf } from '../helpers/upstream-failure.js';

const BACKEND = 'work-management';
const LIMIT = 1024 * 1024;
/** What the kernel's socket buffers on loopback may hold beyond what the client read (a few MB at most). */
const SOCKET_SLACK = 16 * 1024 * 1024;

/** A client of BACKEND that sends `{ authorization: 'Bearer tiny' }`. */
const tinyClient = (options: RestClientOptions): TinyClient =>
  new TinyClient(BACKEND, options, { authorization: 'Bearer tiny' });

const TRANSPORTS: Array<[string, () => Transport]> = [
  ['undici (the transport of reads)', () => new ReadTransport({ connections: 4, maxBodyBytes: LIMIT })],
  ['got (the transport of writes)', () => new WriteTransport()],
];

describe.each(TRANSPORTS)('rest-client over %s', (_name, makeTransport) => {
  let server: HostileUpstream;
  let transport: Transport;
  beforeAll(async () => {
    server = await startHostileUpstream();
    transport = makeTransport();
  });
  afterAll(async () => {
    await transport.close();
    await server.close();
  });
  beforeEach(() => server.resetStats());

  /** A client whose every call goes through the transport under test. */
  function client(extra: Partial<RestClientOptions> = {}): { client: TinyClient; counter: UpstreamCallCounter } {
    const counter = new UpstreamCallCounter();
    const options: RestClientOptions = {
      baseUrl: `${server.baseUrl}/2.0`,
      timeoutMs: 5_000,
      retries: 2,
      counter,
      deadline: Date.now() + 60_000,
      transports: { reads: transport, writes: transport, maxBodyBytes: LIMIT },
      ...extra,
    };
    return { client: tinyClient(options), counter };
  }
  const answering = (answer: HostileAnswer, times?: number): void =>
    server.plan([{ answer, ...(times !== undefined ? { times } : {}) }]);

  it('sends the method, query, headers and a JSON body with exact ids, and reads the JSON answer with exact ids', async () => {
    answering({
      kind: 'text',
      contentType: 'application/json;charset=UTF-8',
      body: '{"id":9007199254740993,"name":"Ada"}',
    });
    const { client: tiny } = client();
    const { LosslessNumber } = await import('lossless-json');
    const answer = await tiny.read({
      method: 'POST',
      path: '/filteredEvents',
      query: { maxCount: 10 },
      body: { sheetIds: [new LosslessNumber('9007199254740993')] },
      idempotent: true,
    });
    expect(answer).toEqual({ id: '9007199254740993', name: 'Ada' });
    const [request] = server.requests();
    expect(request).toMatchObject({
      method: 'POST',
      url: '/2.0/filteredEvents?maxCount=10',
      body: '{"sheetIds":[9007199254740993]}',
    });
    expect(request?.headers).toMatchObject({
      accept: 'application/json',
      authorization: 'Bearer tiny',
      'user-agent': 'workgraph/0.1',
      'content-type': 'application/json',
    });
  });

  it('stops reading an answer announced larger than the limit, drops the connection and does not try again', async () => {
    answering({ kind: 'oversized', bytes: 64 * LIMIT });
    const { client: tiny, counter } = client();
    const failure = await upstreamFailureOf(tiny.read({ path: '/sheets/1' }));
    expect(failure).toMatchObject({
      failure: 'oversized',
      status: 200,
      message: `answer larger than ${LIMIT} bytes to GET /sheets/{id}: reading stopped there`,
    });
    expect(counter.get(BACKEND)).toBe(1);
    await server.settled();
    expect(server.stats()).toMatchObject({ planned: 1, abandoned: 1 });
    expect(server.stats().bytesWritten).toBeLessThan(LIMIT + SOCKET_SLACK);
  });

  it('stops reading an endless answer at the limit', async () => {
    answering({ kind: 'endless' });
    const { client: tiny, counter } = client();
    expect((await upstreamFailureOf(tiny.read({ path: '/sheets/1' }))).failure).toBe('oversized');
    expect(counter.get(BACKEND)).toBe(1);
    await server.settled();
    expect(server.stats().abandoned).toBe(1);
    expect(server.stats().bytesWritten).toBeLessThan(LIMIT + SOCKET_SLACK);
  });

  it.each<BombEncoding>(['gzip', 'deflate', 'br'])(
    'reads a %s answer decompressed, and stops a compression bomb at the limit of its inflated size',
    async (encoding) => {
      answering({ kind: 'bomb', encoding });
      const { client: tiny, counter } = client();
      expect((await upstreamFailureOf(tiny.read({ path: '/sheets/1' }))).failure).toBe('oversized');
      expect(counter.get(BACKEND)).toBe(1);
    },
  );

  it('reads only the start of an error answer, whatever its size', async () => {
    answering({ kind: 'endless', status: 400 });
    const { client: tiny } = client();
    expect(await upstreamFailureOf(tiny.read({ path: '/sheets/1' }))).toMatchObject({ failure: 'http', status: 400 });
    await server.settled();
    expect(server.stats().abandoned).toBe(1);
    expect(server.stats().bytesWritten).toBeLessThan(LIMIT + SOCKET_SLACK);
  });

  it.each([
    [
      'an HTML page',
      { contentType: 'text/html', body: '<html><body>Sign in</body></html>' },
      'text/html content instead of JSON',
    ],
    ['plain text', { contentType: 'text/plain', body: 'OK' }, 'text/plain content instead of JSON'],
    ['an empty body', { contentType: 'application/json', body: '' }, 'an empty body instead of JSON'],
    ['malformed JSON', { contentType: 'application/json', body: '{"data":[{"id":1},' }, /^malformed JSON \(.+\)$/],
    ['no content type', { body: '{"data":[]}' }, 'an answer without a content type instead of JSON'],
  ])('refuses a 2xx that is %s, naming what was wrong, and tries a read again', async (_what, answer, problem) => {
    answering({ kind: 'text', ...answer });
    const { client: tiny, counter } = client();
    const failure = await upstreamFailureOf(tiny.read({ path: '/users/7' }));
    expect(failure).toMatchObject({ failure: 'malformed', status: 200 });
    const prefix = 'the answer to GET /users/{id} is not JSON: ';
    expect(failure.message.startsWith(prefix)).toBe(true);
    expect(failure.message.slice(prefix.length)).toMatch(problem);
    expect(counter.get(BACKEND)).toBe(3);
  });

  it('fails an attempt whose answer outlasts the attempt timeout while it trickles in, as a timeout', async () => {
    answering({ kind: 'trickle' });
    const { client: tiny, counter } = client({ timeoutMs: 1_500, retries: 0 });
    expect(await upstreamFailureOf(tiny.read({ path: '/sheets/1' }))).toMatchObject({ failure: 'timeout', status: 0 });
    expect(counter.get(BACKEND)).toBe(1);
  });

  it('tries a read again when the connection is cut in the middle of the body', async () => {
    server.plan([
      { answer: { kind: 'cut' }, times: 1 },
      { answer: { kind: 'text', contentType: 'application/json', body: '{"ok":true}' } },
    ]);
    const { client: tiny, counter } = client();
    expect(await tiny.read({ path: '/sheets/1' })).toEqual({ ok: true });
    expect(counter.get(BACKEND)).toBe(2);
  });

  it('answers the text of an accepted status through exchange', async () => {
    answering({ kind: 'text', status: 308, contentType: 'text/plain', body: 'resume' });
    const { client: tiny } = client();
    expect(await tiny.raw({ method: 'PUT', path: '/storage/session', acceptStatus: [308] })).toMatchObject({
      statusCode: 308,
      body: 'resume',
    });
  });
});

describe('rest-client streamed bodies (got)', () => {
  let server: HostileUpstream;
  beforeAll(async () => {
    server = await startHostileUpstream();
  });
  afterAll(() => server.close());

  it('streams an upload chunk by chunk with its own headers, and bounds the answer of a write like any other', async () => {
    server.plan([
      { answer: { kind: 'text', status: 200, contentType: 'application/json', body: '{"result":{"id":1}}' }, times: 1 },
      { answer: { kind: 'oversized', bytes: 8 * LIMIT } },
    ]);
    const transport = new WriteTransport();
    const tiny = tinyClient({
      baseUrl: server.baseUrl,
      timeoutMs: 5_000,
      retries: 2,
      counter: new UpstreamCallCounter(),
      transports: {
        reads: new ReadTransport({ connections: 1, maxBodyBytes: LIMIT }),
        writes: transport,
        maxBodyBytes: LIMIT,
      },
    });
    const upload = {
      headers: { 'content-type': 'text/plain', 'content-length': '11' },
      writeTo: async (sink: (chunk: Buffer) => Promise<void>) => {
        await sink(Buffer.from('hello '));
        await sink(Buffer.from('world'));
      },
    };
    expect(await tiny.read({ method: 'POST', path: '/attachments', upload })).toEqual({ result: { id: 1 } });
    expect(server.requests()[0]).toMatchObject({
      method: 'POST',
      body: 'hello world',
      headers: { 'content-type': 'text/plain', 'content-length': '11' },
    });
    expect((await upstreamFailureOf(tiny.read({ method: 'POST', path: '/attachments', upload }))).failure).toBe(
      'oversized',
    );
  });
});
