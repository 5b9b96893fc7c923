// `npm run emulators`: starts the three emulators alone and prints, per backend,
// `<backend> <baseUrl> token=<demo token>`.
import { DEMO_TOKENS, startAllEmulators } from './index.js';

const port = (name: string): number | undefined => (process.env[name] ? Number(process.env[name]) : undefined);

const emulators = await startAllEmulators({ latencyMs: port('EMULATOR_LATENCY_MS') });
for (const [key, emulator] of [
  ['workManagement', emulators.workManagement],
  ['resourcePlanning', emulators.resourcePlanning],
  ['digitalAsset', emulators.digitalAsset],
] as const) {
  console.log(`${emulator.backend} ${emulator.baseUrl} token=${DEMO_TOKENS[key]}`);
}

const stop = (): void => {
  void emulators.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
