// Digital-asset custom fields (the vendor's OpenAPI, "Custom fields"): the keys of a library, and
// the writes of asset values (created through their key, changed and deleted by value id).
import { DigitalAssetClient } from './client.js';
import { CustomFieldKeyPageShape, CustomFieldValuesShape, EmptyShape } from './shapes.js';
import type { DaCustomFieldValue, DaPage } from './types.js';
import { restPath } from '../path.js';
import { UpstreamError } from '../../errors.js';

export const DIGITAL_ASSET_CUSTOM_FIELD_PATHS = {
  libraryKeys: (libraryId: string) => restPath`/libraries/${libraryId}/custom_field_keys`,
  keyValues: (keyId: string) => restPath`/custom_field_keys/${keyId}/custom_field_values`,
  value: (valueId: string) => restPath`/custom_field_values/${valueId}`,
} as const;

/** A custom field key of a library: values are created through it and carry its name. */
export interface DaCustomFieldKey {
  id: string;
  name: string;
}

export class DigitalAssetCustomFieldsApi extends DigitalAssetClient {
  /** GET /libraries/{id}/custom_field_keys. */
  async listKeys(libraryId: string, page: number, per: number): Promise<DaPage<DaCustomFieldKey>> {
    const body = await this.get(DIGITAL_ASSET_CUSTOM_FIELD_PATHS.libraryKeys(libraryId), CustomFieldKeyPageShape, {
      page,
      per,
    });
    return { items: body.data.map((r) => ({ id: r.id, name: r.attributes.name })), meta: body.meta };
  }

  /** POST /custom_field_keys/{id}/custom_field_values: one value of this key on one asset. */
  async createValue(keyId: string, assetId: string, value: string): Promise<DaCustomFieldValue> {
    const body = await this.send(
      'POST',
      DIGITAL_ASSET_CUSTOM_FIELD_PATHS.keyValues(keyId),
      CustomFieldValuesShape,
      undefined,
      {
        data: [{ attributes: { value }, relationships: { asset: { data: { type: 'assets', id: assetId } } } }],
      },
    );
    const created = body.data[0];
    if (!created)
      throw new UpstreamError(
        'digital-asset',
        200,
        'the custom field value creation answered without a value',
        null,
        null,
        'malformed',
      );
    return { id: created.id, ...created.attributes };
  }

  /** PUT /custom_field_values/{id} (answers a list of one value). */
  async updateValue(valueId: string, value: string): Promise<void> {
    await this.send('PUT', DIGITAL_ASSET_CUSTOM_FIELD_PATHS.value(valueId), CustomFieldValuesShape, undefined, {
      data: { attributes: { value } },
    });
  }

  /** DELETE /custom_field_values/{id} (answers `{}`). */
  async deleteValue(valueId: string): Promise<void> {
    await this.send('DELETE', DIGITAL_ASSET_CUSTOM_FIELD_PATHS.value(valueId), EmptyShape);
  }
}
