// Asset custom field writes: setAssetCustomField (changes the asset's value of a key, or creates it
// through the library's custom field key) and removeAssetCustomField. The input is checked, and the
// key found in the library, before any write; each write tells the join index, so that the joins
// through the field (Sheet.assets, Row.assets, Project.assets) show it from the next request.
import type { GatewayContext } from '../../context.js';
import type { DaAsset, DaCustomFieldValue } from '../../datasources/digital-asset/types.js';
import { badUserInput } from '../../graphql-errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { readId } from '../../relay/global-id.js';
import { withMutationUserErrors } from '../user-errors.js';

/** Longest key or value passed on. */
const MAX_LENGTH = 4096;

function keyOf(raw: string): string {
  const key = raw.trim();
  if (key === '') throw badUserInput('"input.key" must not be blank', 'input.key');
  if (key.length > MAX_LENGTH) throw badUserInput(`"input.key" may be at most ${MAX_LENGTH} characters`, 'input.key');
  return key;
}

/** Tells the join index and this request's loaders that the asset changed. */
async function changed(ctx: GatewayContext, asset: DaAsset, customFields: DaCustomFieldValue[]): Promise<DaAsset> {
  await ctx.loaders.joins.assetChanged(asset.libraryId, asset.id);
  const updated = { ...asset, customFields };
  ctx.loaders.digitalAsset.assetById.clear(asset.id).prime(asset.id, updated);
  return updated;
}

export const assetCustomFieldResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Mutation: {
    setAssetCustomField: async (_root, { input }, ctx) => {
      const assetId = readId(input.assetId, 'Asset', 'input.assetId');
      const key = keyOf(input.key);
      if (input.value.length > MAX_LENGTH)
        throw badUserInput(`"input.value" may be at most ${MAX_LENGTH} characters`, 'input.value');
      const asset = await ctx.api.digitalAsset.getAsset(assetId);
      const fields = asset.customFields ?? [];
      const [current, ...extra] = fields.filter((f) => f.key === key);
      const api = ctx.api.digitalAssetCustomFields;
      if (!current) {
        if (!asset.libraryId)
          throw badUserInput(
            `asset ${assetId} names no library, so its custom field keys are unknown`,
            'input.assetId',
          );
        const keyId = await ctx.loaders.digitalAsset.customFieldKeyId(asset.libraryId, key);
        if (!keyId) throw badUserInput(`the library of asset ${assetId} has no custom field key "${key}"`, 'input.key');
        const created = await api.createValue(keyId, assetId, input.value);
        return {
          asset: await changed(ctx, asset, [...fields, { id: created.id, key, value: input.value }]),
          userErrors: [],
        };
      }
      // One value afterwards: the first is changed, any further values of the key are removed.
      await api.updateValue(current.id, input.value);
      for (const value of extra) await api.deleteValue(value.id);
      const kept = fields
        .filter((f) => f.key !== key || f.id === current.id)
        .map((f) => (f.id === current.id ? { ...f, value: input.value } : f));
      return { asset: await changed(ctx, asset, kept), userErrors: [] };
    },
    removeAssetCustomField: async (_root, { input }, ctx) => {
      const assetId = readId(input.assetId, 'Asset', 'input.assetId');
      const key = keyOf(input.key);
      const asset = await ctx.api.digitalAsset.getAsset(assetId);
      const fields = asset.customFields ?? [];
      const removed = fields.filter((f) => f.key === key);
      if (removed.length === 0) return { asset, userErrors: [] };
      for (const value of removed) await ctx.api.digitalAssetCustomFields.deleteValue(value.id);
      return {
        asset: await changed(
          ctx,
          asset,
          fields.filter((f) => f.key !== key),
        ),
        userErrors: [],
      };
    },
  },
});
