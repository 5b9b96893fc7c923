// The rest-client's pipeline with a tiny subclass and a stubbed transport (no sockets): where each
// attempt goes and with which headers, which failures are tried again, and that the breaker permit
// of every attempt is settled, also when the pacer drops the probe before it is sent.
import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { answerShape } from '../../src/datasources/answer-shape.js';
import { CircuitBreakers } from '../../src/datasources/circuit-breaker.js';
import { budgetSpent, type RequestPacer } from '../../src/datasources/pacing.js';
import { RestClient, UpstreamCallCounter, type ParsedErrorBody, type RawAnswer, type RestClientOptions, type RestRequest } from '../../src/datasources/rest-client.js';
import { UpstreamError } from '../../src/errors.js';
import { upstreamFailureOf } from '../helpers/upstream-failure.js';

const BACKEND = 'resource-planning';

class TinyClient extends RestClient {
  constructor(options: RestClientOptions) {
    super(BACKEND, options);
  }
  protected authHeaders(): Record<string, string> {
    return { auth: 'tiny-token' };
  }
  protected parseErrorBody(status: number, body: unknown): ParsedErrorBody {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `HTTP ${status}`;
    return { message, errorCode: null, refId: null };
  }
  read<T>(req: RestRequest<T>): Promise<T> {
    return this.request<T>(req);
  }
  raw(req: RestRequest): Promise<RawAnswer> {
    return this.exchange(req);
  }
}

/** A transport that answers from `script` in turn (an Error is thrown as a lost connection) and records what it was sent. */
function stubTransport(...script: Array<RawAnswer | Error>) {
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  const transport = async (url: string, headers: Record<string, string>): Promise<RawAnswer> => {
    sent.push({ url, headers });
    const next = script.shift();
    if (next === undefined) throw new Error('the stub has no answer left');
    if (next instanceof Error) throw next;
    return next;
  };
  return { sent, transport, unused: () => script.length };
}

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): RawAnswer => ({ statusCode, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

function clientWith(extra: Partial<RestClientOptions> = {}): { client: TinyClient; counter: UpstreamCallCounter } {
  const counter = new UpstreamCallCounter();
  const client = new TinyClient({ baseUrl: 'http://rp.example/api/v1/', timeoutMs: 1_000, retries: 2, counter, deadline: Date.now() + 60_000, ...extra });
  return { client, counter };
}

describe('rest-client pipeline', () => {
  it('sends a read to the base URL with the query and the auth header, and parses the JSON answer', async () => {
    const stub = stubTransport({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"data":[{"id":9007199254740993}]}' });
    const { client, counter } = clientWith();
    expect(await client.read({ path: '/people', query: { page: 2, per_page: 10, skipped: undefined }, transport: stub.transport })).toEqual({ data: [{ id: '9007199254740993' }] });
    expect(stub.sent).toEqual([{ url: 'http://rp.example/api/v1/people?page=2&per_page=10', headers: { accept: 'application/json', 'user-agent': 'workgraph/0.1', auth: 'tiny-token' } }]);
    expect(counter.get(BACKEND)).toBe(1);
  });

  it('answers a malformed failure naming the operation and the first difference when the answer lacks the shape relied on', async () => {
    const shape = answerShape('a page of people', Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }));
    const stub = stubTransport(json(200, { data: [{ id: 1, name: 'Ada' }] }), json(200, { data: [{ id: 2, name: { first: 'Bo' } }] }));
    const { client } = clientWith();
    expect(await client.read({ path: '/people', shape, transport: stub.transport })).toEqual({ data: [{ id: 1, name: 'Ada' }] });
    const failure = await upstreamFailureOf(client.read({ path: '/people', shape, transport: stub.transport }));
    expect(failure).toMatchObject({ backend: BACKEND, status: 200, failure: 'malformed', message: 'the answer to GET /people is not a page of people: /data/0/name must be string' });
  });

  it('sends to a full URL without the auth header when the URL is signed, and answers a status the request accepts', async () => {
    const stub = stubTransport({ statusCode: 308, headers: { range: 'bytes=0-262143' }, body: '' });
    const { client } = clientWith();
    const answer = await client.raw({ method: 'PUT', path: '/storage/session', url: 'https://bucket.example/session/abc?sig=xyz', anonymous: true, acceptStatus: [308], transport: stub.transport });
    expect(answer).toEqual({ statusCode: 308, headers: { range: 'bytes=0-262143' }, body: '' });
    expect(stub.sent).toEqual([{ url: 'https://bucket.example/session/abc?sig=xyz', headers: { accept: 'application/json', 'user-agent': 'workgraph/0.1' } }]);
  });

  it('tries a read again on 503 after the wait the backend asked for, and answers the retry', async () => {
    const stub = stubTransport(json(503, { message: 'maintenance' }, { 'retry-after': '0' }), json(200, { ok: true }));
    const { client, counter } = clientWith();
    expect(await client.read({ path: '/people', transport: stub.transport })).toEqual({ ok: true });
    expect(counter.get(BACKEND)).toBe(2);
    expect(stub.unused()).toBe(0);
  });

  it('gives up with RATE_LIMITED details at once when the wait asked for ends past the deadline', async () => {
    const stub = stubTransport(json(429, { message: 'slow down' }, { 'retry-after': '120' }), json(200, { ok: true }));
    const { client } = clientWith();
    const failure = await upstreamFailureOf(client.read({ path: '/people', transport: stub.transport }));
    expect(failure).toMatchObject({ status: 429, message: 'slow down', failure: 'http', retryAfterSeconds: 120 });
    expect(stub.unused()).toBe(1);
  });

  it('never sends a write twice: a lost answer is a failure of unknown outcome', async () => {
    const stub = stubTransport(new Error('socket hang up'), json(201, { id: 1 }));
    const { client } = clientWith();
    const failure = await upstreamFailureOf(client.read({ method: 'POST', path: '/projects', body: { name: 'x' }, transport: stub.transport }));
    expect(failure.failure).toBe('unknown-outcome');
    expect(stub.unused()).toBe(1);
  });

  it('does not send after the deadline has passed', async () => {
    const stub = stubTransport(json(200, {}));
    const { client, counter } = clientWith({ deadline: Date.now() - 1 });
    expect((await upstreamFailureOf(client.read({ path: '/people', transport: stub.transport }))).failure).toBe('timeout');
    expect(counter.get(BACKEND)).toBe(0);
    expect(stub.sent).toEqual([]);
  });

  it('settles every breaker permit: a probe the pacer drops before sending lets the next call probe', async () => {
    let now = 5_000_000;
    const breakers = new CircuitBreakers({ failureThreshold: 2, cooldownMs: 10_000 }, () => now);
    let refuseNext = false;
    const pacer: RequestPacer = {
      waiting: 0,
      acquire: async () => {
        if (refuseNext) {
          refuseNext = false;
          throw budgetSpent(BACKEND, 30_000);
        }
      },
    };
    const stub = stubTransport(json(500, { message: 'down' }), json(500, { message: 'down' }), json(200, { back: true }));
    const { client } = clientWith({ breakers, pacer, retries: 0 });
    const read = (): Promise<unknown> => client.read({ path: '/people', transport: stub.transport });
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
    const { client } = clientWith({ breakers, budget, retries: 0 });
    await upstreamFailureOf(client.read({ path: '/people', transport: stub.transport }));
    now += 10_000;
    budgetLeft = false;
    expect((await upstreamFailureOf(client.read({ path: '/people', transport: stub.transport }))).failure).toBe('budget');
    budgetLeft = true;
    expect(await client.read({ path: '/people', transport: stub.transport })).toEqual({ back: true });
    expect(breakers.state(BACKEND)).toBe('closed');
  });
});
