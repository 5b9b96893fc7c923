// The rest-client's pipeline with a tiny subclass and a stubbed transport (no sockets): where each
// attempt goes and with which headers, which failures are tried again, and that the breaker permit
// of every attempt is settled, also when the pacer drops the probe before it is sent. What the two
// real transports do on the wire is in rest-client-transports.test.ts.
import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { answerShape } from '../../src/datasources/answer-shape.js';
import { CircuitBreakers } from '../../src/datasources/circuit-breaker.js';
import { budgetSpent, type RequestPacer } from '../../src/datasources/pacing.js';
import { UpstreamCallCounter, type RawAnswer, type RestClientOptions } from '../../src/datasources/rest-client.js';
import type { IncomingAnswer, OutgoingRequest, Transport } from '../../src/datasources/transport.js';
import { UpstreamError } from '../../src/errors.js';
import { TinyClient } from '../helpers/tiny-rest-client.js';
import { upstreamFailureOf } from '../helpers/upstream-failure.js';

const BACKEND = 'resource-planning';

/** A client of BACKEND that sends `{ auth: 'tiny-token' }`. */
const tinyClient = (options: RestClientOptions): TinyClient => new TinyClient(BACKEND, options, { auth: 'tiny-token' });

/** A transport that answers from `script` in turn (an Error is thrown as a lost connection) and records what it was sent. */
function stubTransport(...script: Array<RawAnswer | Error>) {
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  const transport: Transport = {
    send: (request: OutgoingRequest): Promise<IncomingAnswer> => {
      sent.push({ url: request.url, headers: request.headers });
      const next = script.shift();
      if (next === undefined) return Promise.reject(new Error('the stub has no answer left'));
      if (next instanceof Error) return Promise.reject(next);
      const body = Buffer.from(next.body);
      return Promise.resolve({
        statusCode: next.statusCode,
        headers: next.headers,
        // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as a socket gives one, of a body in memory
        body: (async function* () {
          if (body.length > 0) yield body;
        })(),
        finish: () => undefined,
      });
    },
    close: () => Promise.resolve(),
  };
  return {
    sent,
    transports: { reads: transport, writes: transport, maxBodyBytes: 1024 * 1024 },
    unused: () => script.length,
  };
}

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): RawAnswer => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function clientWith(
  stub: { transports: RestClientOptions['transports'] },
  extra: Partial<RestClientOptions> = {},
): { client: TinyClient; counter: UpstreamCallCounter } {
  const counter = new UpstreamCallCounter();
  const client = tinyClient({
    baseUrl: 'http://rp.example/api/v1/',
    timeoutMs: 1_000,
    retries: 2,
    counter,
    deadline: Date.now() + 60_000,
    transports: stub.transports,
    ...extra,
  });
  return { client, counter };
}

describe('rest-client pipeline', () => {
  it('sends a read to the base URL with the query and the auth header, and parses the JSON answer', async () => {
    const stub = stubTransport({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"data":[{"id":9007199254740993}]}',
    });
    const { client, counter } = clientWith(stub);
    expect(await client.read({ path: '/people', query: { page: 2, per_page: 10, skipped: undefined } })).toEqual({
      data: [{ id: '9007199254740993' }],
    });
    expect(stub.sent).toEqual([
      {
        url: 'http://rp.example/api/v1/people?page=2&per_page=10',
        headers: { accept: 'application/json', 'user-agent': 'workgraph/0.1', auth: 'tiny-token' },
      },
    ]);
    expect(counter.get(BACKEND)).toBe(1);
  });

  it('answers a malformed failure naming the operation and the first difference when the answer lacks the shape relied on', async () => {
    const shape = answerShape(
      'a page of people',
      Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }),
    );
    const stub = stubTransport(
      json(200, { data: [{ id: 1, name: 'Ada' }] }),
      json(200, { data: [{ id: 2, name: { first: 'Bo' } }] }),
    );
    const { client } = clientWith(stub);
    expect(await client.read({ path: '/people', shape })).toEqual({ data: [{ id: 1, name: 'Ada' }] });
    const failure = await upstreamFailureOf(client.read({ path: '/people', shape }));
    expect(failure).toMatchObject({
      backend: BACKEND,
      status: 200,
      failure: 'malformed',
      message: 'the answer to GET /people is not a page of people: /data/0/name must be string',
    });
  });

  it('sends to a full URL without the auth header when the URL is signed, and answers a status the request accepts', async () => {
    const stub = stubTransport({ statusCode: 308, headers: { range: 'bytes=0-262143' }, body: '' });
    const { client } = clientWith(stub);
    const answer = await client.raw({
      method: 'PUT',
      path: '/storage/session',
      url: 'https://bucket.example/session/abc?sig=xyz',
      anonymous: true,
      acceptStatus: [308],
    });
    expect(answer).toEqual({ statusCode: 308, headers: { range: 'bytes=0-262143' }, body: '' });
    expect(stub.sent).toEqual([
      {
        url: 'https://bucket.example/session/abc?sig=xyz',
        headers: { accept: 'application/json', 'user-agent': 'workgraph/0.1' },
      },
    ]);
  });

  it('tries a read again on 503 after the wait the backend asked for, and answers the retry', async () => {
    const stub = stubTransport(json(503, { message: 'maintenance' }, { 'retry-after': '0' }), json(200, { ok: true }));
    const { client, counter } = clientWith(stub);
    expect(await client.read({ path: '/people' })).toEqual({ ok: true });
    expect(counter.get(BACKEND)).toBe(2);
    expect(stub.unused()).toBe(0);
  });

  it('gives up with RATE_LIMITED details at once when the wait asked for ends past the deadline', async () => {
    const stub = stubTransport(json(429, { message: 'slow down' }, { 'retry-after': '120' }), json(200, { ok: true }));
    const { client } = clientWith(stub);
    const failure = await upstreamFailureOf(client.read({ path: '/people' }));
    expect(failure).toMatchObject({ status: 429, message: 'slow down', failure: 'http', retryAfterSeconds: 120 });
    expect(stub.unused()).toBe(1);
  });

  it('never sends a write twice: a lost answer is a failure of unknown outcome', async () => {
    const stub = stubTransport(new Error('socket hang up'), json(201, { id: 1 }));
    const { client } = clientWith(stub);
    const failure = await upstreamFailureOf(client.read({ method: 'POST', path: '/projects', body: { name: 'x' } }));
    expect(failure.failure).toBe('unknown-outcome');
    expect(stub.unused()).toBe(1);
  });

  it('does not send after the deadline has passed', async () => {
    const stub = stubTransport(json(200, {}));
    const { client, counter } = clientWith(stub, { deadline: Date.now() - 1 });
    expect((await upstreamFailureOf(client.read({ path: '/people' }))).failure).toBe('timeout');
    expect(counter.get(BACKEND)).toBe(0);
    expect(stub.sent).toEqual([]);
  });

  it('settles every breaker permit: a probe the pacer drops before sending lets the next call probe', async () => {
    let now = 5_000_000;
    const breakers = new CircuitBreakers({ failureThreshold: 2, cooldownMs: 10_000 }, () => now);
    let refuseNext = false;
    const pacer: RequestPacer = {
      waiting: 0,
      acquire: () => {
        if (!refuseNext) return Promise.resolve();
        refuseNext = false;
        return Promise.reject(budgetSpent(BACKEND, 30_000));
      },
    };
    const stub = stubTransport(
      json(500, { message: 'down' }),
      json(500, { message: 'down' }),
      json(200, { back: true }),
    );
    const { client } = clientWith(stub, { breakers, pacer, retries: 0 });
    const read = (): Promise<unknown> => client.read({ path: '/people' });
    await upstreamFailureOf(read());
    await upstreamFailureOf(read());
    expect(breakers.state(BACKEND)).toBe('open');
    expect((await upstreamFailureOf(read())).failure).toBe('circuit-open');
    now += 10_000;
    refuseNext = true;
    expect(await upstreamFailureOf(read())).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(breakers.state(BACKEND)).toBe('half-open');
    expect(await read()).toEqual({ back: true });
    expect(breakers.state(BACKEND)).toBe('closed');
    expect(stub.unused()).toBe(0);
  });

  it('spends the upstream budget before the breaker: a refused call does not take the probe', async () => {
    let now = 5_000_000;
    const breakers = new CircuitBreakers({ failureThreshold: 1, cooldownMs: 10_000 }, () => now);
    let budgetLeft = true;
    const budget = {
      spend: (backend: typeof BACKEND) => {
        if (!budgetLeft) throw new UpstreamError(backend, 0, 'budget spent', null, null, 'budget');
      },
    };
    const stub = stubTransport(json(503, {}), json(200, { back: true }));
    const { client } = clientWith(stub, { breakers, budget, retries: 0 });
    await upstreamFailureOf(client.read({ path: '/people' }));
    now += 10_000;
    budgetLeft = false;
    expect((await upstreamFailureOf(client.read({ path: '/people' }))).failure).toBe('budget');
    budgetLeft = true;
    expect(await client.read({ path: '/people' })).toEqual({ back: true });
    expect(breakers.state(BACKEND)).toBe('closed');
  });

  it('counts a 2xx that is not JSON against the backend and tries a read again; a wrong shape is final and leaves the breaker alone', async () => {
    const breakers = new CircuitBreakers({ failureThreshold: 3, cooldownMs: 10_000 }, () => 5_000_000);
    const html: RawAnswer = { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<html>login</html>' };
    const shape = answerShape('a person', Type.Object({ id: Type.Integer() }));
    const wrong = (): RawAnswer => json(200, { id: 'one' });
    const stub = stubTransport(wrong(), wrong(), wrong(), html, html, html);
    const { client, counter } = clientWith(stub, { breakers });
    for (let i = 0; i < 3; i++)
      expect((await upstreamFailureOf(client.read({ path: '/people/1', shape }))).failure).toBe('malformed');
    expect(breakers.state(BACKEND)).toBe('closed');
    expect(counter.get(BACKEND)).toBe(3);
    const failure = await upstreamFailureOf(client.read({ path: '/people/1', shape }));
    expect(failure).toMatchObject({
      status: 200,
      failure: 'malformed',
      message: 'the answer to GET /people/{id} is not JSON: text/html content instead of JSON',
    });
    expect(counter.get(BACKEND)).toBe(6);
    expect(breakers.state(BACKEND)).toBe('open');
  });

  it('never sends a write again when its answer is not JSON: the write happened, the answer is refused', async () => {
    const stub = stubTransport(
      { statusCode: 201, headers: { 'content-type': 'text/plain' }, body: 'created' },
      json(201, { id: 1 }),
    );
    const { client } = clientWith(stub);
    expect(
      await upstreamFailureOf(client.read({ method: 'POST', path: '/projects', body: { name: 'x' } })),
    ).toMatchObject({
      failure: 'malformed',
      message: 'the answer to POST /projects is not JSON: text/plain content instead of JSON',
    });
    expect(stub.unused()).toBe(1);
  });

  it('answers nothing for 204 No Content, and an empty body otherwise is not JSON', async () => {
    const stub = stubTransport(
      { statusCode: 204, headers: {}, body: '' },
      { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '' },
    );
    const { client } = clientWith(stub, { retries: 0 });
    expect(await client.read({ method: 'DELETE', path: '/projects/1' })).toBeUndefined();
    expect(await upstreamFailureOf(client.read({ path: '/projects/1' }))).toMatchObject({
      failure: 'malformed',
      message: 'the answer to GET /projects/{id} is not JSON: an empty body instead of JSON',
    });
  });
});
