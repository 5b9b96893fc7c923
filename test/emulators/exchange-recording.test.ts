// The emulators' exchange recording: off by default, and while on, each logged call keeps the JSON
// it was sent and the answer's content type and body exactly as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllEmulators, type RunningEmulators } from '../../emulators/index.js';
import { calls, resetLog } from '../helpers/calls.js';
import { exchanges, recordExchanges } from '../helpers/exchanges.js';

let emulators: RunningEmulators;
beforeAll(async () => {
  emulators = await startAllEmulators();
});
afterAll(async () => {
  await emulators.close();
});

describe('exchange recording', () => {
  it('keeps no bodies until asked, then the request JSON and the answer as sent', async () => {
    const rp = emulators.resourcePlanning;
    await resetLog(rp);
    const headers = { auth: 'rp-demo-token', 'content-type': 'application/json' };
    await fetch(`${rp.baseUrl}/placeholder_resources?per_page=1`, { headers });
    expect(await exchanges(rp)).toEqual([]);
    await recordExchanges(rp, true);
    const created = await fetch(`${rp.baseUrl}/placeholder_resources`, {
      method: 'POST',
      headers,
      body: '{"title":"Recorder"}',
    });
    const answer = await created.text();
    await recordExchanges(rp, false);
    const [recorded] = await exchanges(rp);
    expect(recorded).toMatchObject({ method: 'POST', template: '/placeholder_resources', status: created.status });
    expect(recorded?.exchange).toEqual({
      requestContentType: 'application/json',
      requestBody: '{"title":"Recorder"}',
      responseContentType: created.headers.get('content-type'),
      responseBody: answer,
    });
    expect(await calls(rp)).toHaveLength(2);
  });
});
