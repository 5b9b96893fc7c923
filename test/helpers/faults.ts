// Fault injection over the emulators' control endpoints: 429s, 5xx, dropped connections, timeouts.
import type { FaultPlan } from '../../emulators/kit/faults.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';

export type { FaultPlan, FaultRule } from '../../emulators/kit/faults.js';

/** Replaces the emulator's fault rules (an empty list turns faults off). */
export async function setFaults(emulator: RunningEmulator, plan: FaultPlan): Promise<void> {
  const response = await fetch(`${emulator.controlUrl}/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  if (!response.ok) throw new Error(`setting faults on ${emulator.backend} failed: HTTP ${response.status}`);
}

/** How many faults of each kind the emulator has injected. */
export async function injectedFaults(emulator: RunningEmulator): Promise<Record<string, number>> {
  return ((await (await fetch(`${emulator.controlUrl}/faults`)).json()) as { injected: Record<string, number> })
    .injected;
}
