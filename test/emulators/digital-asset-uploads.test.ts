// The digital-asset emulator's writable parts over real HTTP: upload requests and the storage bucket
// (signed single-use URLs, 24-hour validity, resumable sessions, 7-day purge on the emulator clock),
// asset creation from object URLs, and webhook subscriptions (served from API v1), each answering as
// the vendor's OpenAPI description shows.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DIGITAL_ASSET_TOKEN,
  digitalAssetUrl,
  startDigitalAssetEmulator,
} from '../../emulators/digital-asset/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { direct, directUrl, type DirectReply } from '../helpers/direct.js';
import { present } from '../helpers/present.js';
import type { DaAsset, DaDocument, DaMeta, DaPage, DaResource, DaWebhook } from '../helpers/rest-shapes.js';

/** An upload request (`GET /upload_requests`): where to put the bytes, and the object's URL. */
interface UploadRequest {
  upload_url: string;
  resumable_upload_url: string;
  object_url: string;
  service_type: string;
}

/** What asset creation answers: the assets and the list's `meta` (the reference: 200, `data` and `meta`). */
interface CreatedAssets {
  data: DaAsset[];
  meta: DaMeta;
  included?: unknown;
}
const AUTH = { authorization: `Bearer ${DIGITAL_ASSET_TOKEN}` };
const HOUR = 3_600_000;
const running: RunningEmulator[] = [];

async function start(): Promise<RunningEmulator> {
  const emulator = await startDigitalAssetEmulator();
  running.push(emulator);
  return emulator;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => e.close()));
});

/** Moves the emulator's clock on (its control endpoint). */
async function advance(e: RunningEmulator, ms: number): Promise<void> {
  const body = Buffer.from(JSON.stringify({ advanceClockMs: ms }));
  const res = await directUrl('PUT', `${e.controlUrl}/config`, body, { 'content-type': 'application/json' });
  expect(res.status).toBe(200);
}

async function uploadRequest(e: RunningEmulator): Promise<UploadRequest> {
  const { status, body } = await direct<UploadRequest>(e, 'GET', '/upload_requests');
  expect(status).toBe(200);
  return body;
}

/** Bytes PUT to a signed bucket URL with only the given headers, as a storage client sends them. */
const put = (url: string, body: Buffer | string, headers: Record<string, string> = {}): Promise<DirectReply> =>
  directUrl('PUT', url, Buffer.from(body), headers);
const objectBytes = (url: string): Promise<DirectReply> => directUrl('GET', url);

/** The first library and its first section, and the number of assets in that section. */
async function target(e: RunningEmulator): Promise<{
  library: string;
  section: string;
  colorSection: string;
  otherSection: string;
  count: () => Promise<number>;
}> {
  const [library, otherLibrary] = (await direct<DaPage>(e, 'GET', '/libraries')).body.data;
  const sections = (await direct<DaPage>(e, 'GET', `/libraries/${present(library).id}/sections`)).body.data;
  const section = present(sections[0]).id;
  const colorSection = present(sections.find((x) => x.attributes.default_asset_type === 'Color')).id;
  const otherSection = present(
    (await direct<DaPage>(e, 'GET', `/libraries/${present(otherLibrary).id}/sections`)).body.data[0],
  ).id;
  return {
    library: present(library).id,
    section,
    colorSection,
    otherSection,
    count: async () => (await direct<DaPage>(e, 'GET', `/sections/${section}/assets?per=1`)).body.meta.total_count,
  };
}

const createBody = (sectionKey: string, attributes: unknown) => ({ data: { attributes }, section_key: sectionKey });

describe('digital-asset emulator: upload requests and the bucket', () => {
  it('issues signed URLs into a bucket on 127.0.0.1; an upload request is usable once', async () => {
    const e = await start();
    const req = await uploadRequest(e);
    expect(Object.keys(req).sort()).toEqual(['object_url', 'resumable_upload_url', 'service_type', 'upload_url']);
    for (const key of ['object_url', 'resumable_upload_url', 'upload_url'] as const)
      expect(req[key]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(req.upload_url).toMatch(/signature=/);
    const bytes = randomBytes(2048);
    const stored = await put(req.upload_url, bytes);
    expect(stored.status).toBe(200);
    // The reference: "Successful response (always an empty object)".
    expect(stored.body).toEqual({});
    expect((await objectBytes(req.object_url)).bytes.equals(bytes)).toBe(true);
    const second = await put(req.upload_url, 'other bytes');
    expect(second.status).toBe(403);
    expect(second.text).toMatch(/already used/);
    const resumable = await directUrl('POST', req.resumable_upload_url, undefined, { 'x-goog-resumable': 'start' });
    expect(resumable.status).toBe(403);
    expect((await objectBytes(req.object_url)).bytes.equals(bytes)).toBe(true);
  });

  it('refuses altered signatures and URLs older than 24 hours, storing nothing', async () => {
    const e = await start();
    const req = await uploadRequest(e);
    const tampered = req.upload_url.replace(/expires=(\d+)/, (_m: string, n: string) => `expires=${Number(n) + 1000}`);
    expect((await put(tampered, 'x')).status).toBe(403);
    expect((await objectBytes(req.object_url)).status).toBe(404);
    await advance(e, 24 * HOUR + 1000);
    const late = await put(req.upload_url, 'x');
    expect(late.status).toBe(403);
    expect(late.text).toMatch(/expired/);
    expect((await objectBytes(req.object_url)).status).toBe(404);
    const fresh = await uploadRequest(e);
    expect((await put(fresh.upload_url, 'in time')).status).toBe(200);
  });

  it('runs a resumable session: start, 256 KiB chunks with Content-Range, status queries, completion', async () => {
    const e = await start();
    const req = await uploadRequest(e);
    expect((await directUrl('POST', req.resumable_upload_url)).status).toBe(400);
    const started = await directUrl('POST', req.resumable_upload_url, undefined, {
      'x-goog-resumable': 'start',
      'x-upload-content-type': 'video/mp4',
    });
    expect(started.status).toBe(201);
    const session = present(started.headers.location);
    // The bucket's protocol puts the session URL in `Location`; the reference shows it in the body too.
    expect(started.body).toEqual({ location: session });
    const bytes = randomBytes(300_000);
    const total = bytes.length;
    const status = await put(session, '', { 'content-range': `bytes */${total}` });
    expect(status.status).toBe(308);
    expect(status.headers.range).toBeUndefined();
    const odd = await put(session, bytes.subarray(0, 1000), { 'content-range': `bytes 0-999/${total}` });
    expect(odd.status).toBe(400);
    expect(odd.text).toMatch(/multiple of 262144/);
    const first = await put(session, bytes.subarray(0, 262_144), { 'content-range': `bytes 0-262143/${total}` });
    expect(first.status).toBe(308);
    expect(first.headers.range).toBe('bytes=0-262143');
    expect((await put(session, bytes.subarray(0, 10), { 'content-range': `bytes 0-9/${total}` })).status).toBe(400);
    expect((await objectBytes(req.object_url)).status).toBe(404);
    const last = await put(session, bytes.subarray(262_144), { 'content-range': `bytes 262144-${total - 1}/${total}` });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({});
    const stored = await objectBytes(req.object_url);
    expect(stored.headers['content-type']).toBe('video/mp4');
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect((await put(session, 'x', { 'content-range': `bytes ${total}-${total}/${total + 1}` })).status).toBe(400);
  });

  it('purges objects never turned into an asset after 7 days of the emulator clock, keeps used ones', async () => {
    const e = await start();
    const { library, section } = await target(e);
    const [unused, used] = [await uploadRequest(e), await uploadRequest(e)];
    await put(unused.upload_url, 'orphan');
    await put(used.upload_url, 'kept');
    expect(
      (
        await direct(
          e,
          'POST',
          `/libraries/${library}/assets`,
          createBody(section, [{ name: 'Kept', attachments: [{ url: used.object_url }] }]),
        )
      ).status,
    ).toBe(200);
    await advance(e, 7 * 24 * HOUR - 60_000);
    expect((await objectBytes(unused.object_url)).status).toBe(200);
    await advance(e, 60_000);
    const purged = await objectBytes(unused.object_url);
    expect(purged.status).toBe(404);
    expect(purged.text).toMatch(/purged/);
    expect((await objectBytes(used.object_url)).bytes.toString()).toBe('kept');
    const late = await direct(
      e,
      'POST',
      `/libraries/${library}/assets`,
      createBody(section, [{ name: 'Too late', attachments: [{ url: unused.object_url }] }]),
    );
    expect(late.status).toBe(400);
    expect(late.body).toMatch(/purged/);
  });
});

describe('digital-asset emulator: creating assets', () => {
  it('checks the whole batch before writing anything', async () => {
    const e = await start();
    const { library, section, colorSection, otherSection, count } = await target(e);
    const [uploaded, pending, used] = [await uploadRequest(e), await uploadRequest(e), await uploadRequest(e)];
    await put(uploaded.upload_url, 'uploaded bytes');
    await put(used.upload_url, 'used bytes');
    expect(
      (
        await direct(
          e,
          'POST',
          `/libraries/${library}/assets`,
          createBody(section, [{ name: 'First', attachments: [{ url: used.object_url }] }]),
        )
      ).status,
    ).toBe(200);
    const before = await count();
    const ok = { name: 'Fine', attachments: [{ url: uploaded.object_url, filename: 'fine.txt' }] };
    const objectRoot = uploaded.object_url.slice(0, uploaded.object_url.lastIndexOf('/') + 1);
    const cases: Array<[unknown, number, RegExp]> = [
      [{ data: { attributes: [ok] } }, 400, /section_key is required/],
      [createBody(otherSection, [ok]), 400, /another library/],
      [createBody('nosuch-sectio-n0000', [ok]), 404, /Section/],
      [createBody(colorSection, [ok]), 400, /holds Color assets, which are not files/],
      [createBody(section, []), 400, /at least one asset/],
      [createBody(section, [ok, { description: 'no name' }]), 400, /\[1\]\.name is required/],
      [
        createBody(section, [ok, { name: 'Pending', attachments: [{ url: pending.object_url }] }]),
        400,
        /nothing was uploaded/,
      ],
      [createBody(section, [ok, { name: 'Reused', attachments: [{ url: used.object_url }] }]), 400, /already used/],
      [createBody(section, [ok, { name: 'Twice', attachments: [{ url: uploaded.object_url }] }]), 400, /appears twice/],
      [
        createBody(section, [ok, { name: 'Unknown', attachments: [{ url: `${objectRoot}nosuchobject` }] }]),
        400,
        /names no object/,
      ],
      [createBody(section, [ok, { name: 'No URL', attachments: [{ filename: 'x' }] }]), 400, /url is required/],
    ];
    for (const [body, status, detail] of cases) {
      const res = await direct(e, 'POST', `/libraries/${library}/assets`, body);
      expect(res.status, String(detail)).toBe(status);
      expect(res.body).toMatch(detail);
    }
    expect(await count()).toBe(before);
    const created = await direct<CreatedAssets>(
      e,
      'POST',
      `/libraries/${library}/assets`,
      createBody(section, [
        ok,
        { name: 'Linked', description: 'external', attachments: [{ url: 'https://cdn.example.com/files/poster.pdf' }] },
      ]),
    );
    expect(created.status).toBe(200);
    expect(created.body.data.map((a) => a.attributes.name)).toEqual(['Fine', 'Linked']);
    expect(created.body.meta).toEqual({
      current_page: 1,
      next_page: null,
      prev_page: null,
      total_pages: 1,
      total_count: 2,
    });
    expect(created.body.included).toBeUndefined();
    expect(await count()).toBe(before + 2);
    const attachmentsOf = async (id: string) =>
      (
        await direct<DaDocument<DaAsset, DaResource<{ filename: string; size: number; url: string; width?: number }>>>(
          e,
          'GET',
          `/assets/${id}?include=attachments`,
        )
      ).body.included ?? [];
    const [fine, linked] = [
      await attachmentsOf(present(created.body.data[0]).id),
      await attachmentsOf(present(created.body.data[1]).id),
    ];
    expect([...fine, ...linked].map((a) => [a.attributes.filename, a.attributes.size])).toEqual([
      ['fine.txt', 14],
      ['poster.pdf', 0],
    ]);
    expect(present(fine[0]).attributes.url).toBe(uploaded.object_url);
    // A file whose pixel size is unknown has no width or height (the reference: integers, never null).
    expect(present(fine[0]).attributes).not.toHaveProperty('width');
  });
});

describe('digital-asset emulator: webhooks', () => {
  it('serves them from API v1 only', async () => {
    const e = await start();
    const v1 = digitalAssetUrl(e.baseUrl, '/webhooks');
    expect(v1).toMatch(/\/api\/v1\/webhooks$/);
    expect((await directUrl('GET', v1, undefined, AUTH)).status).toBe(200);
    expect((await directUrl('GET', `${e.baseUrl}/webhooks`, undefined, AUTH)).status).toBe(404);
  });

  it('subscribes, lists, shows and deletes; refuses duplicates (409), bad fields and unreachable callbacks', async () => {
    const e = await start();
    const { library } = await target(e);
    const hook = (attrs: Partial<DaWebhook['attributes']>) => ({
      data: {
        attributes: {
          event_type: 'asset.create',
          resource_type: 'library',
          resource_key: library,
          callback_url: 'https://hooks.example.com/a',
          ...attrs,
        },
      },
    });
    const created = await direct<DaDocument<DaWebhook>>(e, 'POST', '/webhooks', hook({}));
    expect(created.status).toBe(200);
    // The reference's `Webhook`: an id and four attributes, nothing else.
    expect(created.body.data).toEqual({
      id: created.body.data.id,
      attributes: {
        event_type: 'asset.create',
        resource_key: library,
        resource_type: 'library',
        callback_url: 'https://hooks.example.com/a',
      },
    });
    const refused: Array<[Partial<DaWebhook['attributes']>, number]> = [
      [{}, 409],
      [{ event_type: 'asset.rename' }, 400],
      [{ resource_type: 'collection' }, 400],
      [{ resource_key: 'nosuch-librar-y0000' }, 404],
      [{ callback_url: 'http://localhost:3000/hook' }, 400],
      [{ callback_url: 'https://127.0.0.1/hook' }, 400],
      [{ callback_url: 'https://10.0.0.8/hook' }, 400],
      [{ callback_url: 'https://192.168.1.1/hook' }, 400],
      [{ callback_url: 'https://[::1]/hook' }, 400],
      [{ callback_url: 'https://admin:pw@hooks.example.com/a' }, 400],
      [{ callback_url: 'https://intranet/hook' }, 400],
      [{ callback_url: 'not a url' }, 400],
    ];
    for (const [attrs, status] of refused)
      expect((await direct(e, 'POST', '/webhooks', hook(attrs))).status, JSON.stringify(attrs)).toBe(status);
    const second = await direct<DaDocument<DaWebhook>>(e, 'POST', '/webhooks', hook({ event_type: 'asset.delete' }));
    expect(second.status).toBe(200);
    // One answer with every active subscription: `data` only, no paging.
    const list = await direct<{ data: DaWebhook[] }>(e, 'GET', '/webhooks');
    expect(Object.keys(list.body)).toEqual(['data']);
    expect(list.body.data.map((w) => w.id)).toEqual([created.body.data.id, second.body.data.id]);
    expect(
      (await direct<DaDocument<DaWebhook>>(e, 'GET', `/webhooks/${second.body.data.id}`)).body.data.attributes
        .event_type,
    ).toBe('asset.delete');
    const deleted = await direct(e, 'DELETE', `/webhooks/${created.body.data.id}`);
    // "Successful response (always an empty object)".
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect((await direct(e, 'DELETE', `/webhooks/${created.body.data.id}`)).status).toBe(404);
    expect((await direct<{ data: DaWebhook[] }>(e, 'GET', '/webhooks')).body.data.map((w) => w.id)).toEqual([
      second.body.data.id,
    ]);
  });
});
