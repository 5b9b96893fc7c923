// Large uploads: a 29 MB file goes through a gateway running in its own process with memory growth
// far below the file size (it is streamed, never held in memory), and a 31 MB file is refused
// before the work-management emulator sees a single request.
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllEmulators, type RunningEmulators } from '../../emulators/index.js';
import { graphql } from '../generated/index.js';
import type { WorkUploadsAttachFileMutation } from '../generated/graphql.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import type { GraphQLResult } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { wmAll } from '../helpers/reference.js';
import type { WmSheet } from '../helpers/rest-shapes.js';
import { READY_LINE, spawnUntilReady, type SpawnedProcess } from '../helpers/spawn.js';
import { configureEmulator, gatewayEnv } from '../helpers/stack.js';
import { gqlUpload } from '../helpers/upload.js';
import { refusalOf } from '../helpers/user-errors.js';
import { globalId } from '../helpers/global-id.js';

const MB = 1024 * 1024;
let emulators: RunningEmulators;
let gateway: SpawnedProcess;
let graphqlUrl: string;
let sheetGlobalId: string;

/**
 * Runs the unchanged `src/main.ts` in a child process with a memory probe beside it. The probe
 * measures live memory (heapUsed + arrayBuffers) while asked to, every few milliseconds right after a
 * young-generation GC (the incoming request's socket chunks die young): peak RSS alone would mostly
 * show those chunks before V8 gets round to collecting them (garbage, not memory in use). A gateway that held the file in memory even once
 * would show at least its 29 MB live while sending it; a good one can never exceed the bound, so the
 * sampling rhythm cannot make the test fail, only (in theory) miss a regression between two samples.
 */
const PROBE = `
const live = () => { const m = process.memoryUsage(); return m.heapUsed + m.arrayBuffers; };
let peak = 0, timer;
process.on('message', (message) => {
  if (message === 'start') { globalThis.gc(); const base = live(); peak = base; timer = setInterval(() => { globalThis.gc({ type: 'minor' }); peak = Math.max(peak, live()); }, 5); process.send({ base }); }
  if (message === 'stop') { clearInterval(timer); globalThis.gc(); peak = Math.max(peak, live()); process.send({ peak }); }
});
await import(${JSON.stringify(new URL('../../src/main.ts', import.meta.url).pathname)});
`;

function ask(child: ChildProcess, message: string): Promise<Record<string, number>> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as Record<string, number>));
    child.send(message);
  });
}

const ATTACH_FILE = graphql(`
  mutation WorkUploadsAttachFile($input: AttachFileInput!) {
    attachFile(input: $input) {
      attachment {
        name
        sizeInBytes
        url
      }
      userErrors {
        field
        code
        errorCode
        message
      }
    }
  }
`);

function attachFile(bytes: Uint8Array, name: string): Promise<GraphQLResult<WorkUploadsAttachFileMutation>> {
  return gqlUpload(graphqlUrl)(
    ATTACH_FILE,
    { input: { parentId: sheetGlobalId, file: null } },
    { bytes, filename: name },
  );
}

/** Deterministic, incompressible-looking bytes. */
function bytesOf(size: number): Uint8Array {
  const out = new Uint8Array(size);
  let x = 2463534242;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

beforeAll(async () => {
  emulators = await startAllEmulators();
  await configureEmulator(emulators.workManagement, { rateLimits: { general: 0 } });
  const sheet = present((await wmAll<WmSheet>(emulators, '/sheets'))[0]);
  sheetGlobalId = globalId('Sheet', sheet.id);
  // The gateway in a process of its own, so that its memory can be measured alone.
  gateway = await spawnUntilReady(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', PROBE],
    {
      readyLine: READY_LINE,
      ipc: true,
      env: {
        ...gatewayEnv(emulators),
        UPSTREAM_TIMEOUT_MS: '60000',
        REQUEST_DEADLINE_MS: '120000',
      },
    },
  );
  graphqlUrl = present(gateway.ready[1]);
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await emulators?.close();
});

describe('large uploads', () => {
  it('streams a 29 MB file to the service with memory growth far below the file size', async () => {
    // Warm-up: the first upload loads and compiles the whole upload path.
    expect((await attachFile(bytesOf(64 * 1024), 'warm-up.bin')).errors).toBeUndefined();
    const bytes = bytesOf(29 * MB);
    const digest = createHash('sha256').update(bytes).digest('hex');
    await resetAllLogs(emulators);
    const { base } = await ask(gateway.child, 'start');
    const result = await attachFile(bytes, 'big file.bin');
    const { peak } = await ask(gateway.child, 'stop');
    expect(result.errors).toBeUndefined();
    const attachment = present(result.data?.attachFile?.attachment);
    expect(attachment).toMatchObject({ name: 'big file.bin', sizeInBytes: 29 * 1024 * 1024 });
    // The bytes arrived intact: the download URL carries the SHA-256 of what the emulator received.
    expect(new URL(present(attachment.url)).searchParams.get('sha256')).toBe(digest);
    expect(await calls(emulators.workManagement, { method: 'POST' })).toHaveLength(1);
    // Peak live memory of the gateway process during the upload, above what it held just before.
    const growthMb = (present(peak) - present(base)) / MB;
    expect(growthMb).toBeLessThan(8);
  }, 60_000);

  it('refuses a 31 MB file as a user error before the service sees a single request', async () => {
    await resetAllLogs(emulators);
    const result = await attachFile(bytesOf(31 * MB), 'too big.bin');
    expect(
      refusalOf(result, 'attachFile', { code: 'INVALID', field: ['input', 'file'], errorCode: 1074 }).message,
    ).toMatch(/30 MB/);
    expect(await calls(emulators.workManagement)).toEqual([]);
  }, 60_000);

  it('accepts a file of exactly 30 MB (30 × 1024 × 1024 bytes) and refuses one byte more', async () => {
    await resetAllLogs(emulators);
    const exact = await attachFile(bytesOf(30 * MB), 'exact.bin');
    expect(exact.errors).toBeUndefined();
    const over = await attachFile(bytesOf(30 * MB + 1), 'over.bin');
    refusalOf(over, 'attachFile', { code: 'INVALID', field: ['input', 'file'], errorCode: 1074 });
    expect(await calls(emulators.workManagement, { method: 'POST' })).toHaveLength(1);
  }, 60_000);
});
