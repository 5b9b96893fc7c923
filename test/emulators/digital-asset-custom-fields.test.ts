// Checks the digital-asset emulator's custom field writes, key scopes and control settings over real
// HTTP: values are created through a library's keys, changed and deleted, each write raising
// asset.update (Document 3); a second key sees only its libraries; deliveries can be switched off;
// libraries and keys can be added for large catalogs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { DIGITAL_ASSET_HARBOR_TOKEN, startDigitalAssetEmulator } from '../../emulators/digital-asset/index.js';
import { direct, directUrl, type DirectReply } from '../helpers/direct.js';
import { present } from '../helpers/present.js';
import type {
  DaAsset,
  DaDocument,
  DaFieldValue,
  DaLibrary,
  DaPage,
  DaResource,
  DaWebhook,
} from '../helpers/rest-shapes.js';

/** A webhook callback's body (Document 3): the subscription and the event's attributes. */
interface Callback {
  data: {
    webhook_id: string;
    attributes: { key: string; event_type: string; library_key?: string; [attribute: string]: unknown };
  };
}

let emulator: RunningEmulator;
let receiver: http.Server;
/** Callbacks received, and who waits for the next one. */
const callbacks: Callback[] = [];
let waiting: ((body: Callback) => void) | null = null;

/** A change of the emulator's settings (its control endpoint). */
const control = (settings: unknown): Promise<DirectReply> =>
  directUrl('PUT', `${emulator.controlUrl}/config`, Buffer.from(JSON.stringify(settings)), {
    'content-type': 'application/json',
  });

/** The next callback the receiver gets (or one already received and not yet taken). */
function nextCallback(): Promise<Callback> {
  const ready = callbacks.shift();
  return ready ? Promise.resolve(ready) : new Promise((resolve) => (waiting = resolve));
}

beforeAll(async () => {
  emulator = await startDigitalAssetEmulator({ allowLoopbackCallbacks: true });
  receiver = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      res.writeHead(200).end();
      const body = JSON.parse(text) as Callback;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(body);
      } else callbacks.push(body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await emulator?.close();
});

const valueIds = (asset: DaAsset): string[] => asset.relationships.custom_field_values.data.map((r) => r.id);

/** The first item of a list page that must have one. */
async function firstOf<T extends DaResource = DaResource>(path: string, token?: string): Promise<T> {
  return present((await direct<DaPage<T>>(emulator, 'GET', path, undefined, { token })).body.data[0], path);
}

/** An asset as read by id. */
const assetOf = async (id: string): Promise<DaAsset> =>
  (await direct<DaDocument<DaAsset>>(emulator, 'GET', `/assets/${id}`)).body.data;

type CustomFieldKey = DaResource<{ name: string; allowed_values: string[]; restricted: boolean }>;

describe('custom fields', () => {
  it('creates a value through a library key, changes and deletes it, raising asset.update each time', async () => {
    const library = await firstOf('/libraries?per=1');
    const asset = await firstOf<DaAsset>(`/libraries/${library.id}/assets?per=1`);
    const keys = (await direct<DaPage<CustomFieldKey>>(emulator, 'GET', `/libraries/${library.id}/custom_field_keys`))
      .body;
    expect(keys.meta.total_count).toBe(keys.data.length);
    const key = present(keys.data.find((k) => k.attributes.name === 'sheet_id'));
    expect(key).toMatchObject({
      type: 'custom_field_keys',
      attributes: { name: 'sheet_id', allowed_values: [], restricted: false },
    });
    const port = (receiver.address() as AddressInfo).port;
    const hook = await direct<DaDocument<DaWebhook>>(emulator, 'POST', '/webhooks', {
      data: {
        attributes: {
          event_type: 'asset.update',
          resource_key: library.id,
          resource_type: 'library',
          callback_url: `http://127.0.0.1:${port}/hook`,
        },
      },
    });
    expect(hook.status).toBe(200);

    const created = await direct<{ data: DaFieldValue[] }>(
      emulator,
      'POST',
      `/custom_field_keys/${key.id}/custom_field_values`,
      {
        data: [{ attributes: { value: '4242' }, relationships: { asset: { data: { type: 'assets', id: asset.id } } } }],
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toHaveLength(1);
    expect(created.body.data[0]).toMatchObject({
      type: 'custom_field_values',
      attributes: { key: 'sheet_id', value: '4242' },
    });
    const valueId = present(created.body.data[0]).id;
    const first = await nextCallback();
    expect(first.data).toMatchObject({
      webhook_id: hook.body.data.id,
      attributes: { key: asset.id, event_type: 'asset.update', library_key: library.id },
    });
    const read = (await direct<DaDocument<DaAsset>>(emulator, 'GET', `/assets/${asset.id}?include=custom_fields`)).body;
    expect(valueIds(read.data)).toContain(valueId);
    expect(read.included?.find((i) => i.id === valueId)?.attributes).toEqual({ key: 'sheet_id', value: '4242' });
    expect(
      (await direct<DaPage>(emulator, 'GET', `/assets/${asset.id}/custom_field_values`)).body.data.map((v) => v.id),
    ).toContain(valueId);

    const changed = await direct<{ data: DaFieldValue[] }>(emulator, 'PUT', `/custom_field_values/${valueId}`, {
      data: { attributes: { value: '4343' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data[0]?.attributes).toEqual({ key: 'sheet_id', value: '4343' });
    expect((await nextCallback()).data.attributes).toMatchObject({ key: asset.id, event_type: 'asset.update' });

    expect((await direct(emulator, 'DELETE', `/custom_field_values/${valueId}`)).status).toBe(200);
    expect((await nextCallback()).data.attributes).toMatchObject({ key: asset.id, event_type: 'asset.update' });
    expect(valueIds(await assetOf(asset.id))).not.toContain(valueId);
    expect(
      (await direct(emulator, 'PUT', `/custom_field_values/${valueId}`, { data: { attributes: { value: 'x' } } }))
        .status,
    ).toBe(404);
  });

  it('refuses values that are not strings and assets of another library, writing nothing', async () => {
    const [first, second] = (await direct<DaPage>(emulator, 'GET', '/libraries?per=2')).body.data;
    const key = await firstOf(`/libraries/${present(first).id}/custom_field_keys`);
    const own = await firstOf(`/libraries/${present(first).id}/assets?per=1`);
    const other = await firstOf(`/libraries/${present(second).id}/assets?per=1`);
    const before = valueIds(await assetOf(own.id));
    const item = (id: string, value: unknown) => ({
      attributes: { value },
      relationships: { asset: { data: { type: 'assets', id } } },
    });
    expect(
      (
        await direct(emulator, 'POST', `/custom_field_keys/${key.id}/custom_field_values`, {
          data: [item(own.id, 123)],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await direct(emulator, 'POST', `/custom_field_keys/${key.id}/custom_field_values`, {
          data: [item(own.id, 'ok'), item(other.id, 'no')],
        })
      ).status,
    ).toBe(400);
    expect(
      (await direct(emulator, 'POST', `/custom_field_keys/${key.id}/custom_field_values`, { data: [] })).status,
    ).toBe(400);
    expect(valueIds(await assetOf(own.id))).toEqual(before);
  });
});

describe('key scopes', () => {
  it('shows the Harbor key only the libraries of Harbor Health, and answers 404 for the others', async () => {
    const all = (await direct<DaPage<DaLibrary>>(emulator, 'GET', '/libraries')).body.data;
    const organizations = (await direct<DaPage>(emulator, 'GET', '/organizations')).body.data;
    const harbor = present(organizations.find((o) => o.attributes.name === 'Harbor Health'));
    const harborLibraries = all.filter((l) => l.relationships.organization.data.id === harbor.id).map((l) => l.id);
    expect(harborLibraries.length).toBeGreaterThan(0);
    expect(harborLibraries.length).toBeLessThan(all.length);
    const seen = (await direct<DaPage>(emulator, 'GET', '/libraries', undefined, { token: DIGITAL_ASSET_HARBOR_TOKEN }))
      .body;
    expect(seen.data.map((l) => l.id)).toEqual(harborLibraries);
    expect(
      (
        await direct<DaPage>(emulator, 'GET', '/organizations', undefined, { token: DIGITAL_ASSET_HARBOR_TOKEN })
      ).body.data.map((o) => o.id),
    ).toEqual([harbor.id]);

    const hidden = present(all.find((l) => !harborLibraries.includes(l.id)));
    const hiddenAsset = (
      await direct<DaPage>(emulator, 'GET', `/libraries/${hidden.id}/assets?per=1&include=attachments`)
    ).body;
    for (const path of [
      `/libraries/${hidden.id}`,
      `/libraries/${hidden.id}/assets`,
      `/assets/${present(hiddenAsset.data[0]).id}`,
      `/attachments/${present(hiddenAsset.included?.[0]).id}`,
      `/libraries/${hidden.id}/custom_field_keys`,
    ]) {
      expect(
        (await direct<DaPage>(emulator, 'GET', path, undefined, { token: DIGITAL_ASSET_HARBOR_TOKEN })).status,
        path,
      ).toBe(404);
    }
    const visibleAsset = await firstOf(`/libraries/${harborLibraries[0]}/assets?per=1`, DIGITAL_ASSET_HARBOR_TOKEN);
    expect(
      (
        await direct<DaPage>(emulator, 'GET', `/assets/${visibleAsset.id}`, undefined, {
          token: DIGITAL_ASSET_HARBOR_TOKEN,
        })
      ).status,
    ).toBe(200);
  });
});

describe('control settings', () => {
  it('drops asset events while deliveries are off', async () => {
    const library = await firstOf('/libraries?per=1');
    const [lost, delivered] = (await direct<DaPage>(emulator, 'GET', `/libraries/${library.id}/assets?per=2`)).body
      .data;
    await control({ deliverWebhooks: false });
    expect(
      (await direct(emulator, 'PUT', `/assets/${present(lost).id}`, { data: { attributes: { description: 'lost' } } }))
        .status,
    ).toBe(200);
    await control({ deliverWebhooks: true });
    expect(
      (
        await direct(emulator, 'PUT', `/assets/${present(delivered).id}`, {
          data: { attributes: { description: 'delivered' } },
        })
      ).status,
    ).toBe(200);
    // The subscription of the first test is still there: the first callback since is the second change's.
    const next = await nextCallback();
    expect(next.data.attributes).toMatchObject({ key: present(delivered).id, event_type: 'asset.update' });
  });

  it('adds libraries with a file section and the custom field keys, and keys that see some of them', async () => {
    const before = (await direct<DaPage>(emulator, 'GET', '/libraries')).body.meta.total_count;
    await control({ addLibraries: 3 });
    const libraries = (await direct<DaPage>(emulator, 'GET', '/libraries')).body.data;
    expect(libraries).toHaveLength(before + 3);
    const [firstAdded, secondAdded] = libraries.slice(before);
    const sections = (await direct<DaPage>(emulator, 'GET', `/libraries/${present(firstAdded).id}/sections`)).body.data;
    expect(sections.map((s) => s.attributes.default_asset_type)).toEqual(['GenericFile']);
    expect(
      (
        await direct<DaPage<CustomFieldKey>>(emulator, 'GET', `/libraries/${present(firstAdded).id}/custom_field_keys`)
      ).body.data.map((k) => k.attributes.name),
    ).toEqual(expect.arrayContaining(['sheet_id', 'row_id', 'project_id']));
    const created = await direct(emulator, 'POST', `/libraries/${present(firstAdded).id}/assets`, {
      data: { attributes: [{ name: 'Catalog item' }] },
      section_key: present(sections[0]).id,
    });
    expect(created.status).toBe(200);

    expect((await direct<DaPage>(emulator, 'GET', '/libraries', undefined, { token: 'da-added-key' })).status).toBe(
      403,
    );
    await control({ apiKeys: { 'da-added-key': [present(secondAdded).id] } });
    expect(
      (await direct<DaPage>(emulator, 'GET', '/libraries', undefined, { token: 'da-added-key' })).body.data.map(
        (l) => l.id,
      ),
    ).toEqual([present(secondAdded).id]);
  });
});
