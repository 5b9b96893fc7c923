// Custom fields of the digital-asset API (the vendor's OpenAPI, "Custom fields"): the keys of a
// library, the values of an asset, and the value writes. A value is created through its key and
// carries the key's name; every write raises asset.update for the asset (Document 3: custom fields
// added, updated or deleted).
import type { Route } from '../../kit/http-emulator.js';
import { listParam, pagedBody } from '../envelope.js';
import { badRequest } from '../errors.js';
import { opaqueId } from '../ids.js';
import { TYPES, type DaAsset, type DaCustomFieldKey, type DaCustomFieldValue } from '../model.js';
import { customFieldValueResource } from '../render/serialize.js';
import type { DigitalAssetStore } from '../store/store.js';
import { visibleTo } from '../store/visibility.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function keyResource(k: DaCustomFieldKey) {
  return {
    id: k.id,
    type: TYPES.customFieldKey,
    attributes: { ...k.attributes, allowed_values: [...k.attributes.allowed_values] },
  };
}

/** The value a body carries: a string (Document 3: keys and values are always strings). */
function valueOf(attributes: unknown, where: string): string {
  if (!isObject(attributes) || attributes.value === undefined) throw badRequest(`${where}.value is required`);
  if (typeof attributes.value !== 'string')
    throw badRequest(`${where}.value must be a string (custom field values are always strings: write "123", not 123)`);
  return attributes.value;
}

export function customFieldRoutes(store: DigitalAssetStore): Route[] {
  const organizationOf = (libraryId: string): string => store.libraries.get(libraryId)?.organizationId ?? '';
  const changed = (asset: DaAsset): void =>
    store.webhookDelivery.assetEvent('asset.update', asset.id, asset.libraryId, organizationOf(asset.libraryId));
  return [
    {
      method: 'GET',
      template: '/libraries/{library_id}/custom_field_keys',
      handler: (req) => {
        const library = visibleTo(store, req.token).library(req.params.library_id);
        return { body: pagedBody(store.customFieldKeysOf(library.id), req.query, keyResource) };
      },
    },
    {
      method: 'GET',
      template: '/assets/{asset_id}/custom_field_values',
      handler: (req) => {
        const asset = visibleTo(store, req.token).asset(req.params.asset_id);
        listParam(req.query, 'include', []);
        return { body: pagedBody(store.customFieldValuesOf(asset), req.query, customFieldValueResource) };
      },
    },
    {
      method: 'POST',
      template: '/custom_field_keys/{custom_field_key_id}/custom_field_values',
      handler: (req) => {
        const visible = visibleTo(store, req.token);
        const key = visible.customFieldKey(req.params.custom_field_key_id);
        const list = isObject(req.body) ? req.body.data : undefined;
        if (!Array.isArray(list) || list.length === 0)
          throw badRequest(
            'Send {"data":[{"attributes":{"value":"..."},"relationships":{"asset":{"data":{"type":"assets","id":"..."}}}}]}',
          );
        // The whole batch is checked before anything is written.
        const planned = list.map((item, i) => {
          const where = `data[${i}]`;
          if (!isObject(item)) throw badRequest(`${where} must be an object`);
          const value = valueOf(item.attributes, `${where}.attributes`);
          const target =
            isObject(item.relationships) && isObject(item.relationships.asset)
              ? item.relationships.asset.data
              : undefined;
          if (!isObject(target) || target.type !== 'assets' || typeof target.id !== 'string')
            throw badRequest(`${where}.relationships.asset.data must be {"type":"assets","id":"..."}`);
          const asset = visible.asset(target.id);
          if (asset.libraryId !== key.libraryId)
            throw badRequest(`${where}: asset ${asset.id} is in another library than custom field key ${key.id}`);
          return { asset, value };
        });
        const created = planned.map(({ asset, value }) => {
          const record: DaCustomFieldValue = {
            id: opaqueId('created-custom-field-value', store.created.customFieldValues++),
            assetId: asset.id,
            attributes: { key: key.attributes.name, value },
          };
          store.addCustomFieldValue(record);
          return record;
        });
        for (const asset of new Set(planned.map((p) => p.asset))) changed(asset);
        return {
          body: {
            data: created.map((v) => ({ id: v.id, type: TYPES.customFieldValue, attributes: { ...v.attributes } })),
          },
        };
      },
    },
    {
      method: 'PUT',
      template: '/custom_field_values/{custom_field_value_id}',
      handler: (req) => {
        const record = visibleTo(store, req.token).customFieldValue(req.params.custom_field_value_id);
        const data = isObject(req.body) ? req.body.data : undefined;
        if (!isObject(data)) throw badRequest('Send {"data":{"attributes":{"value":"..."}}}');
        record.attributes.value = valueOf(data.attributes, 'data.attributes');
        changed(store.assets.get(record.assetId)!);
        return { body: { data: [customFieldValueResource(record)] } };
      },
    },
    {
      method: 'DELETE',
      template: '/custom_field_values/{custom_field_value_id}',
      handler: (req) => {
        const record = visibleTo(store, req.token).customFieldValue(req.params.custom_field_value_id);
        store.removeCustomFieldValue(record);
        changed(store.assets.get(record.assetId)!);
        return { body: {} };
      },
    },
  ];
}
