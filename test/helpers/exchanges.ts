// Recorded exchanges between the gateway and an emulator (request and answer bodies), for the
// contract tests that hold them against the vendors' published references.
import type { RecordedExchange, RunningEmulator } from '../../emulators/kit/http-emulator.js';
import type { LoggedCall } from './calls.js';

/** A logged call with what was sent and answered. */
export interface Exchange extends LoggedCall {
  exchange: RecordedExchange;
}

/** Starts or stops recording bodies on an emulator (its request log keeps them while on). */
export async function recordExchanges(emulator: RunningEmulator, record: boolean): Promise<void> {
  const response = await fetch(`${emulator.controlUrl}/exchanges`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record }),
  });
  if (!response.ok)
    throw new Error(`the emulator refused to ${record ? 'start' : 'stop'} recording: HTTP ${response.status}`);
}

/** The calls an emulator logged while recording, with their bodies, oldest first. */
export async function exchanges(emulator: RunningEmulator): Promise<Exchange[]> {
  const response = await fetch(`${emulator.controlUrl}/requests`);
  const logged = ((await response.json()) as { requests: Array<LoggedCall & { exchange?: RecordedExchange }> })
    .requests;
  return logged.filter((call): call is Exchange => call.exchange !== undefined);
}
