// The digital-asset vendor's clients against the emulator: what the Python SDK
// (brandfolder/brandfolder-sdk-python @ 9dc8e01) and the PHP SDK (orientier/brandfolder-sdk-php
// @ 2373189, src/BrandfolderClient.php) send, and what their code reads from the answers, each case
// transcribed from the named function. Paths use Document 3's names (`/libraries` for the SDKs'
// `/brandfolders`, the only difference the documents decide).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIGITAL_ASSET_TOKEN,
  digitalAssetUrl,
  startDigitalAssetEmulator,
} from '../../emulators/digital-asset/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { match } from '../helpers/matchers.js';
import { nonEmpty, present } from '../helpers/present.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startDigitalAssetEmulator();
});
afterAll(async () => {
  await emulator.close();
});

/** A JSON:API resource as the clients read it. */
interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | Array<{ id: string; type: string }> | null }>;
}

interface Answer {
  status: number;
  /** `res.json()`: throws on a body that is not JSON, as Python requests does. */
  json(): unknown;
}

/**
 * Python `Client.request`: the session's headers (Authorization, Content-Type, User-Agent), `params`
 * in the query, `raise_for_status()`, then `res.json()`.
 */
async function pythonRequest(
  verb: string,
  endpoint: string,
  params: Record<string, string | number> = {},
  json?: unknown,
): Promise<Answer> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const response = await fetch(digitalAssetUrl(emulator.baseUrl, `${endpoint}${query ? `?${query}` : ''}`), {
    method: verb,
    headers: {
      authorization: `Bearer ${DIGITAL_ASSET_TOKEN}`,
      'content-type': 'application/json',
      'user-agent': 'brandfolder-python-sdk',
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`raise_for_status: HTTP ${response.status}`);
  return { status: response.status, json: () => JSON.parse(text) as unknown };
}

/** Python `Resource.__init__`: `data['id']`, `data['type']`, `data['attributes']` (KeyError otherwise), `relationships` optional. */
function pythonResource(data: unknown): Resource {
  const record = data as Record<string, unknown>;
  for (const key of ['id', 'type', 'attributes'])
    expect(record, `Resource.__init__ reads data['${key}']`).toHaveProperty(key);
  return record as unknown as Resource;
}

/** Python `ResourceContainer.fetch`: `res['data']` as resources, `res.get('included', [])`. */
async function pythonFetch(
  endpoint: string,
  params: Record<string, string | number>,
): Promise<{ items: Resource[]; included: Resource[] }> {
  const res = (await pythonRequest('GET', endpoint, params)).json() as { data: unknown[]; included?: unknown[] };
  return { items: res.data.map(pythonResource), included: (res.included ?? []).map(pythonResource) };
}

/**
 * PHP `BrandfolderClient::request` (Accept and Content-Type `application/json`; a 2xx body is
 * decoded, an empty one is `{}`; anything else is `false`) and `getAll` (`per` 100, `page` from 1,
 * following `meta->next_page` until it is empty, at most 100 requests).
 */
async function phpRequest(
  method: string,
  path: string,
  query: Record<string, string | number> = {},
  body?: unknown,
): Promise<unknown> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = await fetch(digitalAssetUrl(emulator.baseUrl, `${path}${search ? `?${search}` : ''}`), {
    method,
    headers: {
      authorization: `Bearer ${DIGITAL_ASSET_TOKEN}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) return false;
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

async function phpGetAll(
  path: string,
  query: Record<string, string | number> = {},
): Promise<{ data: Resource[]; requests: number }> {
  const params: Record<string, string | number> = { per: 100, ...query, page: 1 };
  const data: Resource[] = [];
  let requests = 0;
  let next: unknown;
  do {
    const result = (await phpRequest('GET', path, params)) as
      { data?: Resource[]; meta?: { next_page?: unknown } } | false;
    requests++;
    if (!result || !Array.isArray(result.data)) throw new Error(`getAll ${path}: the answer has no data array`);
    data.push(...result.data);
    next = result.meta?.next_page ?? null;
    if (next !== null) params.page = next as number;
  } while (requests <= 100 && next);
  return { data, requests };
}

describe('the Python SDK (brandfolder-sdk-python)', () => {
  it("lists libraries, their sections and a section's assets with per/page, reading data, attributes and included", async () => {
    const libraries = await pythonFetch('/libraries', { per: 2, page: 1 });
    expect(libraries.items).toHaveLength(2);
    // Brandfolder.__repr__ reads attributes["slug"]; Section's and Asset's read "name"; Attachment's "filename".
    for (const library of libraries.items) expect(typeof library.attributes.slug).toBe('string');
    const library = present(libraries.items[0]);
    const sections = await pythonFetch(`/libraries/${library.id}/sections`, {});
    for (const section of nonEmpty(sections.items)) expect(typeof section.attributes.name).toBe('string');
    const assets = await pythonFetch(`/sections/${present(sections.items[0]).id}/assets`, {
      include: 'attachments',
      per: 3,
    });
    for (const asset of nonEmpty(assets.items)) expect(typeof asset.attributes.name).toBe('string');
    for (const attachment of nonEmpty(assets.included)) expect(typeof attachment.attributes.filename).toBe('string');
    // Asset.attachments: a container below the asset, `/assets/{id}/attachments`.
    const attachments = await pythonFetch(`/assets/${present(assets.items[0]).id}/attachments`, {});
    expect(nonEmpty(attachments.items).every((a) => typeof a.attributes.filename === 'string')).toBe(true);
  });

  it("creates an asset and reads res['data'][0], updates it, refreshes it and deletes it, each answer JSON", async () => {
    const library = present((await pythonFetch('/libraries', { per: 1 })).items[0]);
    const sections = (await pythonFetch(`/libraries/${library.id}/sections`, {})).items;
    const section = present(sections.find((s) => s.attributes.default_asset_type === 'GenericFile'));
    // Brandfolder.create_asset(attachments_data, section_key, **attributes).
    const created = (
      await pythonRequest(
        'POST',
        `/libraries/${library.id}/assets`,
        {},
        {
          data: {
            attributes: [
              {
                name: 'SDK poster',
                description: 'made by the Python client',
                attachments: [{ url: 'https://example.com/poster.pdf', filename: 'poster.pdf' }],
              },
            ],
          },
          section_key: section.id,
        },
      )
    ).json() as { data: unknown[] };
    const asset = pythonResource(created.data[0]);
    expect(asset.attributes.name).toBe('SDK poster');
    // Resource.update(): PUT {'data': {'attributes': updates}}.
    const updated = await pythonRequest(
      'PUT',
      `/assets/${asset.id}`,
      {},
      { data: { attributes: { description: 'changed' } } },
    );
    expect(updated.json()).toMatchObject({ data: { id: asset.id } });
    // Resource.refresh(): res['data']['attributes'].
    const refreshed = (await pythonRequest('GET', `/assets/${asset.id}`)).json() as {
      data: { attributes: { description: string } };
    };
    expect(refreshed.data.attributes.description).toBe('changed');
    // Resource.delete(): Client.request calls res.json() on every answer, a deletion's too.
    const deleted = await pythonRequest('DELETE', `/assets/${asset.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({});
  });
});

describe('the PHP SDK (brandfolder-sdk-php)', () => {
  it('getAll walks libraries, sections and custom field keys by meta->next_page', async () => {
    const libraries = await phpGetAll('/libraries', { per: 2 });
    expect(libraries.data.length).toBeGreaterThan(2);
    expect(libraries.requests).toBe(Math.ceil(libraries.data.length / 2));
    expect(new Set(libraries.data.map((l) => l.id)).size).toBe(libraries.data.length);
    const library = present(libraries.data[0]);
    expect((await phpGetAll(`/libraries/${library.id}/sections`)).data.length).toBeGreaterThan(0);
    // listCustomFields(..., simple_format: true): data[]->id and ->attributes->name.
    const keys = await phpGetAll(`/libraries/${library.id}/custom_field_keys`);
    expect(nonEmpty(keys.data).every((k) => typeof k.id === 'string' && typeof k.attributes.name === 'string')).toBe(
      true,
    );
  });

  it('processRelationships links included records by relationships, attachments ordered by position', async () => {
    const library = present((await phpGetAll('/libraries', { per: 1 })).data[0]);
    const result = (await phpRequest('GET', `/libraries/${library.id}/assets`, {
      per: 5,
      include: 'attachments,tags,custom_fields',
    })) as { data: Resource[]; included: Resource[] };
    // restructureIncludedData: included[type][id] = attributes.
    const included = new Map(result.included.map((r) => [`${r.type}/${r.id}`, r.attributes]));
    for (const asset of nonEmpty(result.data)) {
      const attachments = present(asset.relationships?.attachments?.data);
      const linked = (Array.isArray(attachments) ? attachments : [attachments]).map((ref) =>
        present(included.get(`${ref.type}/${ref.id}`)),
      );
      expect(linked.length).toBeGreaterThan(0);
      expect(linked.every((a) => Number.isInteger(a.position))).toBe(true);
      // Custom field values are keyed by their `key`, with their `value`.
      const values = present(asset.relationships?.custom_field_values?.data);
      for (const ref of Array.isArray(values) ? values : [values])
        expect(present(included.get(`${ref.type}/${ref.id}`))).toEqual({
          key: match.any(String),
          value: match.any(String),
        });
    }
  });

  it('adds, updates and deletes a custom field value; creates and deletes an asset, each a 2xx', async () => {
    const library = present((await phpGetAll('/libraries', { per: 1 })).data[0]);
    const key = present(
      (await phpGetAll(`/libraries/${library.id}/custom_field_keys`)).data.find(
        (k) => k.attributes.name === 'campaign',
      ),
    );
    const section = present(
      (await phpGetAll(`/libraries/${library.id}/sections`)).data.find(
        (s) => s.attributes.default_asset_type === 'GenericFile',
      ),
    );
    // createAssets: `$result->data` must not be empty.
    const created = (await phpRequest(
      'POST',
      `/libraries/${library.id}/assets`,
      {},
      {
        data: { attributes: [{ name: 'PHP brochure', attachments: [{ url: 'https://example.com/brochure.pdf' }] }] },
        section_key: section.id,
      },
    )) as { data: Resource[] };
    const asset = present(created.data[0]);
    // addCustomFieldsToAsset: one POST per key, the asset as a relationship.
    const added = (await phpRequest(
      'POST',
      `/custom_field_keys/${key.id}/custom_field_values`,
      {},
      {
        data: [
          { attributes: { value: 'Spring' }, relationships: { asset: { data: { type: 'assets', id: asset.id } } } },
        ],
      },
    )) as { data: Resource[] };
    const value = present(added.data[0]);
    expect(value.attributes).toEqual({ key: 'campaign', value: 'Spring' });
    // updateCustomFieldValue and deleteCustomFieldValue / deleteAsset: `$result !== false`.
    expect(
      await phpRequest('PUT', `/custom_field_values/${value.id}`, {}, { data: { attributes: { value: 'Summer' } } }),
    ).not.toBe(false);
    expect(await phpRequest('DELETE', `/custom_field_values/${value.id}`)).toEqual({});
    expect(await phpRequest('DELETE', `/assets/${asset.id}`)).toEqual({});
    expect(await phpRequest('GET', `/assets/${asset.id}`)).toBe(false);
  });
});
