// The uploadAsset mutation over HTTP (GraphQL multipart requests): the simple and the resumable
// path produce assets whose attachment bytes equal the file sent; bad input is refused before any
// upstream call.
import { randomBytes as nodeRandomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { chunksOf } from '../../src/datasources/digital-asset/storage-client.js';
import { graphql } from '../generated/index.js';
import type { AssetsUploadMutationVariables } from '../generated/graphql.js';
import { calls, resetAllLogs, routes } from '../helpers/calls.js';
import { setFaults } from '../helpers/faults.js';
import { dataOf } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import type { DaAsset, DaResource } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { gqlUpload } from '../helpers/upload.js';

/** Random bytes in a plain ArrayBuffer (what Blob accepts). */
const randomBytes = (n: number): Uint8Array<ArrayBuffer> => new Uint8Array(nodeRandomBytes(n));

// A small threshold and the smallest chunk send a 600 KB file down the resumable path in 3 chunks.
const stack = useStack({
  env: { DIGITAL_ASSET_RESUMABLE_THRESHOLD_BYTES: '1000', DIGITAL_ASSET_UPLOAD_CHUNK_BYTES: String(256 * 1024) },
});
let sectionId: string;
let libraryId: string;

const UPLOAD = graphql(`mutation AssetsUpload($input: UploadAssetInput!) {
  uploadAsset(input: $input) { uploadMethod storageRequests sizeInBytes userErrors { message field code }
    asset { id backendId name description section { backendId } library { backendId }  # library: one read
      attachments { backendId filename sizeInBytes mimeType url } } } }`);

type UploadInput = Omit<AssetsUploadMutationVariables['input'], 'file'>;

/** Sends one GraphQL multipart request (operations, map, file) as a browser client would. */
function upload(
  input: UploadInput,
  bytes: Uint8Array,
  filename = 'brand-guide.bin',
  type = 'application/octet-stream',
) {
  return gqlUpload(stack)(UPLOAD, { input: { ...input, file: null } }, { bytes, filename, type });
}

/** `METHOD template status` of each call. */
const withStatus = (logged: Array<{ method: string; template: string | null; status: number }>): string[] =>
  logged.map((c) => `${c.method} ${c.template} ${c.status}`);

/**
 * The reads the payload's selection makes once the asset exists, sent together: its library, and the
 * asset itself for its attachments (the creation answers assets without them).
 */
const READS_AFTER_CREATION = ['GET /assets/{asset_id} 200', 'GET /libraries/{library_id} 200'];

/** The calls with the reads sent together after the creation in one order (they may reach the emulator in either). */
function inOrder(logged: string[]): string[] {
  const at = logged.findIndex((c) => c.startsWith('POST /libraries/{library_id}/assets')) + 1;
  return [
    ...logged.slice(0, at),
    ...logged.slice(at, at + READS_AFTER_CREATION.length).sort(),
    ...logged.slice(at + READS_AFTER_CREATION.length),
  ];
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  libraryId = present((await daAll(stack.emulators, '/libraries'))[1]).id;
  sectionId = present((await daAll(stack.emulators, `/libraries/${libraryId}/sections`))[0]).id;
});

describe('uploadAsset', () => {
  it('uploads a small file with one PUT and creates an asset whose attachment has the same bytes', async () => {
    const bytes = randomBytes(900);
    await resetAllLogs(stack.emulators);
    const payload = present(
      dataOf(
        await upload(
          { sectionId, name: 'Hero logo', description: 'Uploaded through the graph' },
          bytes,
          'hero-logo.png',
          'image/png',
        ),
      ).uploadAsset,
    );
    expect(payload).toMatchObject({ uploadMethod: 'SIMPLE', storageRequests: 1, sizeInBytes: 900, userErrors: [] });
    const asset = present(payload.asset);
    expect(asset).toMatchObject({
      name: 'Hero logo',
      description: 'Uploaded through the graph',
      section: { backendId: sectionId },
      library: { backendId: libraryId },
    });
    expect(asset.attachments).toHaveLength(1);
    const attachment = present(asset.attachments?.[0]);
    expect(attachment).toMatchObject({ filename: 'hero-logo.png', sizeInBytes: 900, mimeType: 'image/png' });
    expect((await download(present(attachment.url))).equals(Buffer.from(bytes))).toBe(true);
    expect(inOrder(withStatus(await calls(stack.emulators.digitalAsset)))).toEqual([
      'GET /sections/{section_id} 200',
      'GET /upload_requests 200',
      'PUT storage /upload/{key} 200',
      'POST /libraries/{library_id}/assets 200',
      ...READS_AFTER_CREATION,
      'GET storage /objects/{key} 200',
    ]);
    // The asset is in its section's list upstream, with the object URL as its attachment.
    const listed = (await daAll<DaAsset>(stack.emulators, `/sections/${sectionId}/assets`)).find(
      (a) => a.id === asset.backendId,
    );
    expect(listed?.attributes.name).toBe('Hero logo');
  });

  it('takes the resumable path above the threshold: session start, 256 KiB chunks, same bytes back', async () => {
    const bytes = randomBytes(600_000);
    await resetAllLogs(stack.emulators);
    const payload = present(dataOf(await upload({ sectionId }, bytes, 'campaign-video.mp4', 'video/mp4')).uploadAsset);
    // 600,000 bytes = 262,144 + 262,144 + 75,712: three chunks after the session start.
    expect(payload).toMatchObject({ uploadMethod: 'RESUMABLE', storageRequests: 4, sizeInBytes: 600_000 });
    expect(payload.asset?.name).toBe('campaign-video.mp4');
    const attachment = present(payload.asset?.attachments?.[0]);
    expect(attachment).toMatchObject({ filename: 'campaign-video.mp4', sizeInBytes: 600_000, mimeType: 'video/mp4' });
    expect((await download(present(attachment.url))).equals(Buffer.from(bytes))).toBe(true);
    expect(inOrder(withStatus(await calls(stack.emulators.digitalAsset)))).toEqual([
      'GET /sections/{section_id} 200',
      'GET /upload_requests 200',
      'POST storage /resumable/{key} 201',
      'PUT storage /sessions/{session_id} 308',
      'PUT storage /sessions/{session_id} 308',
      'PUT storage /sessions/{session_id} 200',
      'POST /libraries/{library_id}/assets 200',
      ...READS_AFTER_CREATION,
      'GET storage /objects/{key} 200',
    ]);
  });

  it('refuses bad input before any upstream call, in userErrors', async () => {
    const cases: Array<[UploadInput, Uint8Array<ArrayBuffer>, string, string, RegExp]> = [
      [{ sectionId }, new Uint8Array(0), 'empty.txt', 'input.file', /empty/],
      [{ sectionId: 'not a section id!' }, randomBytes(10), 'a.txt', 'input.sectionId', /not the id of a Section/],
      [{ sectionId, name: '   ' }, randomBytes(10), 'a.txt', 'input.name', /blank/],
      [{ sectionId, name: 'x'.repeat(256) }, randomBytes(10), 'a.txt', 'input.name', /at most 255/],
      [{ sectionId, filename: 'dir/a.txt' }, randomBytes(10), 'a.txt', 'input.filename', /must not contain/],
    ];
    for (const [input, bytes, filename, field, message] of cases) {
      await resetAllLogs(stack.emulators);
      const result = await upload(input, bytes, filename);
      expect(result.errors, field).toBeUndefined();
      expect(result.data?.uploadAsset, field).toEqual({
        uploadMethod: null,
        storageRequests: null,
        sizeInBytes: null,
        asset: null,
        userErrors: [{ message: match.stringMatching(message), field: field.split('.'), code: 'INVALID' }],
      });
      expect(await calls(stack.emulators.digitalAsset), field).toEqual([]);
    }
  });

  it('reports a failed asset creation after the upload once, never retried, naming the orphaned object', async () => {
    const before = (await daAll<DaAsset>(stack.emulators, `/sections/${sectionId}/assets`)).length;
    await setFaults(stack.emulators.digitalAsset, {
      rules: [{ method: 'POST', template: '/libraries/{library_id}/assets', serverError: 1, times: 1 }],
    });
    await resetAllLogs(stack.emulators);
    try {
      const result = await upload({ sectionId }, randomBytes(500));
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'UPSTREAM_ERROR',
        upstream: { backend: 'digital-asset', status: 500 },
      });
      expect(result.errors?.[0]?.message).toMatch(/purged after 7 days/);
    } finally {
      await setFaults(stack.emulators.digitalAsset, { rules: [] });
    }
    expect(
      await calls(stack.emulators.digitalAsset, { method: 'POST', template: '/libraries/{library_id}/assets' }),
    ).toHaveLength(1);
    expect(await daAll<DaAsset>(stack.emulators, `/sections/${sectionId}/assets`)).toHaveLength(before);
  });

  it('refuses a section that does not take files (Text) after reading it, before any write', async () => {
    const sections = await daAll<DaResource<{ default_asset_type: string }>>(
      stack.emulators,
      `/libraries/${libraryId}/sections`,
    );
    const text = present(sections.find((x) => x.attributes.default_asset_type === 'Text'));
    await resetAllLogs(stack.emulators);
    const result = await upload({ sectionId: text.id }, randomBytes(10));
    expect(result.data?.uploadAsset?.userErrors).toEqual([
      {
        message: match.stringMatching(/holds Text assets, not files/),
        field: ['input', 'sectionId'],
        code: 'INVALID',
      },
    ]);
    expect(routes(await calls(stack.emulators.digitalAsset))).toEqual(['GET /sections/{section_id}']);
  });

  it('refuses an unknown section after one read, before asking for an upload URL', async () => {
    await resetAllLogs(stack.emulators);
    const result = await upload({ sectionId: 'nosuch-sectio-n0000' }, randomBytes(10));
    expect(result.data?.uploadAsset?.userErrors).toMatchObject([{ field: ['input', 'sectionId'], code: 'INVALID' }]);
    expect(routes(await calls(stack.emulators.digitalAsset))).toEqual(['GET /sections/{section_id}']);
  });

  it('reads the threshold and chunk size from the environment, refusing chunks that are not 256 KiB multiples', () => {
    expect(loadConfig({}).digitalAssetUploads).toEqual({
      resumableThresholdBytes: 200_000_000,
      chunkBytes: 8 * 1024 * 1024,
    });
    expect(() => loadConfig({ DIGITAL_ASSET_UPLOAD_CHUNK_BYTES: '300000' })).toThrow(ConfigError);
    expect(() => loadConfig({ DIGITAL_ASSET_UPLOAD_CHUNK_BYTES: '300000' })).toThrow(
      /DIGITAL_ASSET_UPLOAD_CHUNK_BYTES must be a multiple of 262144/,
    );
    expect(() => loadConfig({ DIGITAL_ASSET_RESUMABLE_THRESHOLD_BYTES: '-1' })).toThrow(
      /DIGITAL_ASSET_RESUMABLE_THRESHOLD_BYTES/,
    );
  });

  it('cuts a stream into chunks of exactly the chunk size, whatever pieces it arrives in', async () => {
    const data = nodeRandomBytes(10_000);
    const pieces = [1, 4095, 3000, 7, 2897].reduce<Buffer[]>(
      (out, n) => [
        ...out,
        data.subarray(
          out.reduce((a, b) => a + b.length, 0),
          out.reduce((a, b) => a + b.length, 0) + n,
        ),
      ],
      [],
    );
    // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as a socket gives one, of pieces in memory
    async function* source() {
      yield* pieces;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of chunksOf(source(), 4096)) chunks.push(chunk);
    expect(chunks.map((c) => c.length)).toEqual([4096, 4096, 1808]);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });
});
