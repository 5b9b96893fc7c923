// `npm run emulators`: starts the three emulators alone on fixed ports (4010, 4011, 4012 unless
// set otherwise) and prints, per backend, `<backend> <baseUrl> token=<demo token>`.
import { DEMO_TOKENS, startAllEmulators, type EmulatedBackend } from './index.js';

/** The variable naming each emulator's port, and its default. */
const PORTS: Record<EmulatedBackend, { variable: string; fallback: number }> = {
  workManagement: { variable: 'WORK_MANAGEMENT_EMULATOR_PORT', fallback: 4010 },
  resourcePlanning: { variable: 'RESOURCE_PLANNING_EMULATOR_PORT', fallback: 4011 },
  digitalAsset: { variable: 'DIGITAL_ASSET_EMULATOR_PORT', fallback: 4012 },
};
const BACKENDS = Object.keys(PORTS) as EmulatedBackend[];

/** An integer setting from `lowest` to 65535, or the exit with a line naming the variable. */
function readNumber(variable: string, fallback: number, lowest: number): number {
  const raw = process.env[variable]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= lowest && value <= 65535) return value;
  console.error(`${variable} must be an integer from ${lowest} to 65535, got "${raw}"`);
  process.exit(2);
}

const ports = Object.fromEntries(
  BACKENDS.map((b) => [b, readNumber(PORTS[b].variable, PORTS[b].fallback, 0)]),
) as Record<EmulatedBackend, number>;
const latencyMs = readNumber('EMULATOR_LATENCY_MS', 0, 0);

let emulators: Awaited<ReturnType<typeof startAllEmulators>>;
try {
  emulators = await startAllEmulators({ latencyMs, ports });
} catch (error) {
  const { code, port } = error as NodeJS.ErrnoException & { port?: number };
  const backend = BACKENDS.find((b) => ports[b] === port);
  if (code !== 'EADDRINUSE' || !backend) throw error;
  console.error(
    `${PORTS[backend].variable} ${port} is in use on 127.0.0.1: another process listens on it. Stop it, or set ${PORTS[backend].variable} to a free port (0 picks one).`,
  );
  process.exit(1);
}
for (const backend of BACKENDS) {
  const emulator = emulators[backend];
  console.log(`${emulator.backend} ${emulator.baseUrl} token=${DEMO_TOKENS[backend]}`);
}
console.log('emulators ready (Ctrl-C stops them)');

const stop = (): void => {
  void emulators.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
