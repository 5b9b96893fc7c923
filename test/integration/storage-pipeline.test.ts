// The digital-asset storage bucket's calls take the rest-client's pipeline like every other upstream
// call, against the emulator's bucket over HTTP: counted and observed under their own operation
// names, refused before sending by the request's upstream budget and by the backend's open breaker.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { CircuitBreakers } from '../../src/datasources/circuit-breaker.js';
import { DigitalAssetUploadsApi } from '../../src/datasources/digital-asset/uploads-api.js';
import type { UploadSource } from '../../src/datasources/upload-source.js';
import { UpstreamCallCounter, type RestClientOptions } from '../../src/datasources/rest-client.js';
import { upstreamFailureOf } from '../helpers/upstream-failure.js';
import type { UpstreamCallRecord } from '../../src/observability/metrics.js';
import { UpstreamBudget } from '../../src/security/upstream-budget.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { useStack } from '../helpers/stack.js';

const CHUNK = 256 * 1024;

// The datasource is driven in process; only the stack's emulators (the bucket) are used.
const stack = useStack();

/** A file of `size` random bytes, opened afresh on each read. */
function file(size: number): UploadSource {
  const bytes = randomBytes(size);
  return { filename: 'upload.bin', open: () => Readable.from([bytes]), size, contentType: 'application/octet-stream' };
}

/** An uploads datasource of the demo credential with a small resumable threshold; `extra` adds pipeline parts. */
function uploadsApi(extra: Partial<RestClientOptions> = {}): {
  api: DigitalAssetUploadsApi;
  observed: UpstreamCallRecord[];
  counter: UpstreamCallCounter;
} {
  const observed: UpstreamCallRecord[] = [];
  const counter = new UpstreamCallCounter();
  const options: RestClientOptions = {
    baseUrl: stack.emulators.digitalAsset.baseUrl,
    timeoutMs: 10_000,
    retries: 2,
    counter,
    deadline: Date.now() + 60_000,
    observe: (call) => observed.push(call),
    ...extra,
  };
  return {
    api: new DigitalAssetUploadsApi({ token: DEMO_TOKENS.digitalAsset }, options, {
      resumableThresholdBytes: 1000,
      chunkBytes: CHUNK,
    }),
    observed,
    counter,
  };
}

const storageCalls = async (): Promise<string[]> =>
  (await calls(stack.emulators.digitalAsset))
    .filter((c) => c.template?.startsWith('storage'))
    .map((c) => `${c.method} ${c.template} ${c.status}`);

describe('storage bucket calls through the rest-client', () => {
  it('counts and observes each call of a resumable upload under the name of its step', async () => {
    const { api, observed, counter } = uploadsApi();
    const request = await api.requestUpload();
    expect(await api.uploadToBucket(request, file(2 * CHUNK + 10))).toEqual({ method: 'RESUMABLE', chunks: 3 });
    expect(observed.map((c) => `${c.method} ${c.operation} ${c.status}`)).toEqual([
      'GET /upload_requests 200',
      'POST /storage/resumable 201',
      'PUT /storage/session 308',
      'PUT /storage/session 308',
      'PUT /storage/session 200',
    ]);
    expect(counter.get('digital-asset')).toBe(5);
  });

  it("spends the request's upstream budget: the chunk past it is not sent", async () => {
    const { api } = uploadsApi({ budget: new UpstreamBudget(3) });
    const request = await api.requestUpload();
    await resetAllLogs(stack.emulators);
    const failure = await upstreamFailureOf(api.uploadToBucket(request, file(2 * CHUNK + 10)));
    expect(failure.failure).toBe('budget');
    expect(await storageCalls()).toEqual([
      'POST storage /resumable/{key} 201',
      'PUT storage /sessions/{session_id} 308',
    ]);
  });

  it('is refused without sending while the digital-asset breaker is open', async () => {
    const breakers = new CircuitBreakers({ failureThreshold: 1, cooldownMs: 60_000 });
    const { api } = uploadsApi({ breakers });
    const request = await api.requestUpload();
    breakers.admit('digital-asset').failure();
    await resetAllLogs(stack.emulators);
    expect((await upstreamFailureOf(api.uploadToBucket(request, file(500)))).failure).toBe('circuit-open');
    expect(await storageCalls()).toEqual([]);
  });
});
