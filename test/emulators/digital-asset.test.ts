// Checks the digital-asset emulator over real HTTP: auth, resource and list envelopes, paging,
// demo-data counts, `include=` side-loading, `fields=`, join-key custom fields and the request log.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { DIGITAL_ASSET_TOKEN, startDigitalAssetEmulator } from '../../emulators/digital-asset/index.js';
import { resetLog } from '../helpers/calls.js';
import { direct, directUrl, type DirectOptions, type DirectReply } from '../helpers/direct.js';
import { nonEmpty, present } from '../helpers/present.js';
import type {
  DaAsset,
  DaDocument,
  DaErrors,
  DaFieldValue,
  DaLibrary,
  DaPage,
  DaRef,
  DaResource,
  EmulatorLogEntry,
} from '../helpers/rest-shapes.js';

let emulator: RunningEmulator;

/** A GET with the demo key (or `options`); the body type is the test's reading of the answer (the error body by default). */
function call<TBody = DaErrors>(
  path: string,
  options: DirectOptions = {},
  on: RunningEmulator = emulator,
): Promise<DirectReply<TBody>> {
  return direct<TBody>(on, 'GET', path, undefined, options);
}

/** A GET that must answer 200 (a list page by default). */
async function get<TBody = DaPage>(path: string, on?: RunningEmulator): Promise<TBody> {
  const { status, body } = await call<TBody>(path, {}, on);
  expect(status, `GET ${path}`).toBe(200);
  return body;
}

function expectResource(resource: DaResource, type: string): void {
  expect(typeof resource.id).toBe('string');
  expect(resource.type).toBe(type);
  expect(typeof resource.attributes).toBe('object');
  for (const key of Object.keys(resource)) expect(['id', 'type', 'attributes', 'relationships']).toContain(key);
}

/** Walks a list page by page with `per`, checking `meta`; returns every item. */
async function walk<T extends DaResource = DaResource>(path: string, per: number, on?: RunningEmulator): Promise<T[]> {
  const sep = path.includes('?') ? '&' : '?';
  const items: T[] = [];
  let totalCount = -1;
  for (let page = 1; ; page++) {
    const body = await get<DaPage<T>>(`${path}${sep}per=${per}&page=${page}`, on);
    for (const key of Object.keys(body)) expect(['data', 'included', 'meta']).toContain(key);
    expect(Object.keys(body.meta).sort()).toEqual([
      'current_page',
      'next_page',
      'prev_page',
      'total_count',
      'total_pages',
    ]);
    expect(body.meta.current_page).toBe(page);
    expect(body.meta.prev_page).toBe(page > 1 ? page - 1 : null);
    expect(body.meta.total_pages).toBe(Math.max(1, Math.ceil(body.meta.total_count / per)));
    if (totalCount >= 0) expect(body.meta.total_count).toBe(totalCount);
    totalCount = body.meta.total_count;
    items.push(...body.data);
    if (body.meta.next_page === null) break;
    expect(body.meta.next_page).toBe(page + 1);
    expect(body.data).toHaveLength(per);
  }
  expect(items).toHaveLength(totalCount);
  return items;
}

/** Walks with a small and the maximum page size; both must yield each id exactly once, the same set. */
async function walkBoth<T extends DaResource = DaResource>(path: string): Promise<T[]> {
  const small = await walk<T>(path, 7);
  const big = await walk<T>(path, 3000);
  const ids = small.map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(big.map((i) => i.id));
  return big;
}

const sortIds = (items: DaResource[]): string[] => items.map((i) => i.id).sort();

/** The first item of a list page that must have one. */
async function firstOf<T extends DaResource = DaResource>(path: string): Promise<T> {
  return present((await get<DaPage<T>>(path)).data[0], path);
}

beforeAll(async () => {
  emulator = await startDigitalAssetEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

describe('digital-asset emulator: auth and errors', () => {
  it('answers 401 without a bearer key and 403 for an unknown key, with the generic error payload (a JSON string)', async () => {
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [{ authorization: DIGITAL_ASSET_TOKEN }, 401],
      [{ authorization: 'Bearer not-a-key' }, 403],
    ];
    for (const [headers, status] of cases) {
      const res = await call('/organizations', { token: null, headers });
      expect(res.status).toBe(status);
      // The vendor's reference: every error is `application/json` whose schema is a string.
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const text = res.text;
      expect(text).toMatch(/^".+"$/);
      expect(typeof JSON.parse(text)).toBe('string');
    }
  });

  it('answers 404 for unknown ids and paths, 400 for bad paging, include or fields', async () => {
    for (const path of [
      '/organizations/nope',
      '/libraries/nope',
      '/libraries/nope/sections',
      '/sections/nope/assets',
      '/collections/nope',
      '/assets/nope',
      '/attachments/nope',
      '/brandfolders',
    ]) {
      const { status, body } = await call(path);
      expect(status, path).toBe(404);
      expect(typeof body).toBe('string');
    }
    for (const query of ['per=3001', 'per=0', 'per=abc', 'page=0', 'page=-1', 'include=brandfolder']) {
      const { status, body } = await call(`/libraries?${query}`);
      expect(status, query).toBe(400);
      expect(typeof body).toBe('string');
    }
    const library = await firstOf('/libraries?per=1');
    expect((await call(`/libraries/${library.id}/assets?fields=secret`)).status).toBe(400);
  });

  it('uses per=100 by default and serves an empty page past the end', async () => {
    const library = await firstOf('/libraries?per=1');
    const first = await get(`/libraries/${library.id}/assets`);
    expect(first.data).toHaveLength(100);
    expect(first.meta.current_page).toBe(1);
    const past = await get(`/libraries/${library.id}/assets?page=99`);
    expect(past.data).toEqual([]);
    expect(past.meta.next_page).toBeNull();
    expect(past.meta.total_count).toBe(first.meta.total_count);
  });
});

describe('digital-asset emulator: containers', () => {
  it('serves 2 organizations, >= 4 libraries over both, with sections and collections', async () => {
    const orgs = await walkBoth('/organizations');
    expect(orgs).toHaveLength(2);
    orgs.forEach((o) => expectResource(o, 'organizations'));
    const libraries = await walkBoth<DaLibrary>('/libraries');
    expect(libraries.length).toBeGreaterThanOrEqual(4);
    libraries.forEach((l) => expectResource(l, 'libraries'));
    // Every organization holds libraries (the reference lists them only as all libraries, each naming its organization).
    const byOrg = orgs.map((o) => libraries.filter((l) => l.relationships.organization.data.id === o.id));
    expect(byOrg.every((list) => list.length > 0)).toBe(true);
    expect(
      byOrg
        .flat()
        .map((l) => l.id)
        .sort(),
    ).toEqual(sortIds(libraries));
    expect((await call(`/organizations/${present(orgs[0]).id}/libraries`)).status).toBe(404);
    for (const library of libraries) {
      expect((await get<DaDocument>(`/libraries/${library.id}`)).data).toEqual(library);
      const sections = await walkBoth(`/libraries/${library.id}/sections`);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect(sections.length).toBeLessThanOrEqual(4);
      for (const s of sections) {
        expectResource(s, 'sections');
        expect(['GenericFile', 'Color', 'Font', 'ExternalMedium', 'Person', 'Press', 'Text']).toContain(
          s.attributes.default_asset_type,
        );
        expect((await get<DaDocument>(`/sections/${s.id}`)).data).toEqual(s);
      }
      const collections = await walkBoth(`/libraries/${library.id}/collections`);
      expect(collections.length).toBeGreaterThanOrEqual(1);
      expect(collections.length).toBeLessThanOrEqual(3);
      for (const c of collections) {
        expectResource(c, 'collections');
        expect(Object.keys(c.attributes).sort()).toEqual([
          'is_workspace',
          'name',
          'public',
          'slug',
          'stealth',
          'tagline',
        ]);
      }
    }
  });

  it('side-loads organizations of libraries once each with include=organization', async () => {
    const body = await get<DaPage<DaLibrary>>('/libraries?include=organization');
    const orgIds = new Set(body.data.map((l) => l.relationships.organization.data.id));
    const included = present(body.included);
    expect(included.map((o) => o.id).sort()).toEqual([...orgIds].sort());
    nonEmpty(included).forEach((o) => expectResource(o, 'organizations'));
    expect((await get('/libraries')).included).toBeUndefined();
    const library = present(body.data[0]);
    const one = await get<DaDocument<DaLibrary>>(`/libraries/${library.id}?include=organization`);
    expect(one.included).toEqual([included.find((o) => o.id === library.relationships.organization.data.id)]);
  });
});

describe('digital-asset emulator: assets', () => {
  it('serves >= 500 assets, each in exactly one section and listed consistently by library, section and collection', async () => {
    const libraries = await walk('/libraries', 3000);
    const all: DaAsset[] = [];
    for (const library of libraries) {
      const assets = await walkBoth<DaAsset>(`/libraries/${library.id}/assets`);
      const sections = await walk(`/libraries/${library.id}/sections`, 3000);
      const bySection = (await Promise.all(sections.map((s) => walkBoth(`/sections/${s.id}/assets`)))).flat();
      expect(sortIds(bySection)).toEqual(sortIds(assets));
      for (const collection of await walk(`/libraries/${library.id}/collections`, 3000)) {
        const inCollection = await walk(`/collections/${collection.id}/assets`, 3000);
        const expected = assets.filter((a) => a.relationships.collections.data.some((c) => c.id === collection.id));
        expect(sortIds(inCollection)).toEqual(sortIds(expected));
      }
      all.push(...assets);
    }
    expect(all.length).toBeGreaterThanOrEqual(500);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (const asset of all) {
      expectResource(asset, 'generic_files');
      expect(Object.keys(asset.attributes).sort()).toEqual(['approved', 'description', 'name', 'thumbnail_url']);
      const rel = asset.relationships;
      expect(rel.section.data.type).toBe('sections');
      expect(rel.library.data.type).toBe('libraries');
      expect(rel.attachments.data.length).toBeGreaterThanOrEqual(1);
      expect(rel.attachments.data.length).toBeLessThanOrEqual(3);
      expect(rel.tags.data.length).toBeLessThanOrEqual(4);
      expect(rel.collections.data.length).toBeLessThanOrEqual(2);
      expect(rel.custom_field_values.data.length).toBeGreaterThanOrEqual(1);
    }
    expect(all.some((a) => a.relationships.tags.data.length > 0)).toBe(true);
  });

  it('side-loads every include of an asset, deduplicated, matching its relationships', async () => {
    const library = await firstOf('/libraries?per=1');
    const asset = await firstOf<DaAsset>(`/libraries/${library.id}/assets?per=1`);
    const body = await get<DaDocument<DaAsset>>(
      `/assets/${asset.id}?include=attachments,tags,custom_fields,section,library,collections`,
    );
    expect(body.data).toEqual(asset);
    const rel = asset.relationships;
    const expected = [
      ...rel.attachments.data,
      ...rel.tags.data,
      ...rel.custom_field_values.data,
      rel.section.data,
      rel.library.data,
      ...rel.collections.data,
    ].map((r: DaRef) => `${r.type}/${r.id}`);
    const included = present(body.included);
    expect(included.map((r) => `${r.type}/${r.id}`).sort()).toEqual(expected.sort());
    // An image has its pixel size; other files have none (the reference's width and height are integers, never null).
    for (const attachment of included.filter((r) => r.type === 'attachments')) {
      const image = String(attachment.attributes.mimetype).startsWith('image/');
      expect(Object.keys(attachment.attributes).sort()).toEqual([
        'extension',
        'filename',
        ...(image ? ['height'] : []),
        'mimetype',
        'position',
        'size',
        'thumbnail_url',
        'url',
        ...(image ? ['width'] : []),
      ]);
    }
    const tag = included.find((r) => r.type === 'tags');
    if (tag) expect(Object.keys(tag.attributes).sort()).toEqual(['auto_generated', 'name', 'source']);
    const field = present(included.find((r) => r.type === 'custom_field_values'));
    expect(Object.keys(field.attributes).sort()).toEqual(['key', 'value']);
    expect(typeof field.attributes.value).toBe('string');
  });

  it('side-loads attachments of a section page once each (include=attachments)', async () => {
    const library = await firstOf('/libraries?per=1');
    const section = await firstOf(`/libraries/${library.id}/sections?per=1`);
    const body = await get<DaPage<DaAsset>>(`/sections/${section.id}/assets?include=attachments,section&per=25`);
    const included = present(body.included);
    const keys = included.map((r) => `${r.type}/${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const attachmentIds = body.data.flatMap((a) => a.relationships.attachments.data.map((r) => r.id));
    expect(
      included
        .filter((r) => r.type === 'attachments')
        .map((r) => r.id)
        .sort(),
    ).toEqual(attachmentIds.sort());
    expect(included.filter((r) => r.type === 'sections')).toHaveLength(1);
  });

  it('lists and shows attachments of an asset', async () => {
    const library = await firstOf('/libraries?per=1');
    const asset = await firstOf<DaAsset>(`/libraries/${library.id}/assets?per=1`);
    const attachments = await walkBoth(`/assets/${asset.id}/attachments`);
    expect(attachments.map((a) => a.id)).toEqual(asset.relationships.attachments.data.map((r) => r.id));
    const one = await get<DaDocument>(`/attachments/${present(attachments[0]).id}?include=asset`);
    expect(one.data).toEqual(attachments[0]);
    expect(one.included?.map((r) => r.id)).toEqual([asset.id]);
  });

  it('adds attributes with fields= and filters with search=', async () => {
    const library = await firstOf('/libraries?per=1');
    const body = await get(`/libraries/${library.id}/assets?per=3&fields=created_at,updated_at,cdn_url,availability`);
    for (const asset of nonEmpty(body.data)) {
      expect(Object.keys(asset.attributes).sort()).toEqual([
        'approved',
        'availability',
        'cdn_url',
        'created_at',
        'description',
        'name',
        'thumbnail_url',
        'updated_at',
      ]);
    }
    const section = await firstOf(`/libraries/${library.id}/sections?per=1`);
    const all = await walk<DaAsset>(`/sections/${section.id}/assets`, 3000);
    const word = present(present(all[0]).attributes.name.split(' ').at(-1));
    const found = await walk(`/sections/${section.id}/assets?search=${encodeURIComponent(word)}`, 3000);
    expect(found.map((a) => a.id)).toEqual(all.filter((a) => a.attributes.name.includes(word)).map((a) => a.id));
  });

  it('has no join-key custom fields by default and fills them from the join targets when given', async () => {
    const library = await firstOf('/libraries?per=1');
    const plain = await get<DaPage<DaAsset, DaFieldValue>>(
      `/libraries/${library.id}/assets?per=3000&include=custom_fields`,
    );
    expect(present(plain.included).some((f) => ['sheet_id', 'row_id', 'project_id'].includes(f.attributes.key))).toBe(
      false,
    );
    const wired = await startDigitalAssetEmulator({
      joinTargets: { sheetRows: [{ sheetId: '4583173393803140', rowId: '2331373580117892' }], projectIds: ['500001'] },
    });
    try {
      const libraries = await walk('/libraries', 3000, wired);
      const fields: DaFieldValue[] = [];
      for (const l of libraries)
        fields.push(
          ...present(
            (
              await get<DaPage<DaAsset, DaFieldValue>>(
                `/libraries/${l.id}/assets?per=3000&include=custom_fields`,
                wired,
              )
            ).included,
          ),
        );
      const byKey = (key: string) => fields.filter((f) => f.attributes.key === key);
      expect(byKey('sheet_id').length).toBeGreaterThan(100);
      expect(byKey('row_id')).toHaveLength(byKey('sheet_id').length);
      expect(byKey('project_id').length).toBeGreaterThan(100);
      expect(new Set(byKey('sheet_id').map((f) => f.attributes.value))).toEqual(new Set(['4583173393803140']));
      expect(new Set(byKey('project_id').map((f) => f.attributes.value))).toEqual(new Set(['500001']));
      // Other records keep their ids when join keys are added.
      const wiredFirst = await get(`/libraries/${library.id}/assets?per=3000&include=custom_fields`, wired);
      expect(wiredFirst.data.map((a) => a.id)).toEqual(plain.data.map((a) => a.id));
    } finally {
      await wired.close();
    }
  });
});

describe('digital-asset emulator: request log', () => {
  it('records route templates at the control endpoint', async () => {
    const library = await firstOf('/libraries?per=1');
    await resetLog(emulator);
    await get(`/libraries/${library.id}/sections`);
    await call('/libraries', { token: 'bad' });
    await call('/nowhere');
    const { requests } = (await directUrl<{ requests: EmulatorLogEntry[] }>('GET', `${emulator.controlUrl}/requests`))
      .body;
    expect(requests.map((r) => [r.method, r.template, r.status])).toEqual([
      ['GET', '/libraries/{library_id}/sections', 200],
      ['GET', '/libraries', 403],
      ['GET', null, 404],
    ]);
    expect(requests[0]?.backend).toBe('digital-asset');
  });
});
