// Digital-asset custom fields (the vendor's OpenAPI, "Custom fields"): the keys of a library, and
// the writes of asset values (created through their key, changed and deleted by value id).
import { DigitalAssetClient } from './client.js';
import type { DaCustomFieldValue, DaListEnvelope, DaPage, DaResource, DaSingleEnvelope } from './types.js';

export const DIGITAL_ASSET_CUSTOM_FIELD_PATHS = {
  libraryKeys: (libraryId: string) => `/libraries/${encodeURIComponent(libraryId)}/custom_field_keys`,
  keyValues: (keyId: string) => `/custom_field_keys/${encodeURIComponent(keyId)}/custom_field_values`,
  value: (valueId: string) => `/custom_field_values/${encodeURIComponent(valueId)}`,
} as const;

/** A custom field key of a library: values are created through it and carry its name. */
export interface DaCustomFieldKey {
  id: string;
  name: string;
}

function toValue(r: DaResource): DaCustomFieldValue {
  const a = r.attributes as { key?: unknown; value?: unknown };
  return { id: String(r.id), key: String(a.key ?? ''), value: String(a.value ?? '') };
}

export class DigitalAssetCustomFieldsApi extends DigitalAssetClient {
  /** GET /libraries/{id}/custom_field_keys. */
  async listKeys(libraryId: string, page: number, per: number): Promise<DaPage<DaCustomFieldKey>> {
    const body = await this.get<DaListEnvelope<{ name?: unknown }>>(DIGITAL_ASSET_CUSTOM_FIELD_PATHS.libraryKeys(libraryId), { page, per });
    return { items: body.data.map((r) => ({ id: String(r.id), name: String(r.attributes.name ?? '') })), meta: body.meta };
  }

  /** POST /custom_field_keys/{id}/custom_field_values: one value of this key on one asset. */
  async createValue(keyId: string, assetId: string, value: string): Promise<DaCustomFieldValue> {
    const body = await this.send<{ data: DaResource[] }>('POST', DIGITAL_ASSET_CUSTOM_FIELD_PATHS.keyValues(keyId), undefined, {
      data: [{ attributes: { value }, relationships: { asset: { data: { type: 'assets', id: assetId } } } }],
    });
    const created = body.data[0];
    if (!created) throw new Error('the custom field value creation answered without a value');
    return toValue(created);
  }

  /** PUT /custom_field_values/{id} (answers a list of one value). */
  async updateValue(valueId: string, value: string): Promise<DaCustomFieldValue> {
    const body = await this.send<{ data: DaResource[] | DaSingleEnvelope['data'] }>('PUT', DIGITAL_ASSET_CUSTOM_FIELD_PATHS.value(valueId), undefined, { data: { attributes: { value } } });
    const updated = Array.isArray(body.data) ? body.data[0] : body.data;
    return updated ? toValue(updated) : { id: valueId, key: '', value };
  }

  /** DELETE /custom_field_values/{id}. */
  async deleteValue(valueId: string): Promise<void> {
    await this.send<unknown>('DELETE', DIGITAL_ASSET_CUSTOM_FIELD_PATHS.value(valueId));
  }
}
