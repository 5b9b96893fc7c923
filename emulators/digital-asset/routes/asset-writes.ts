// PUT and DELETE /assets/{asset_id}: changing and removing an asset (backends.md 3 lists the path);
// each raises its webhook event (asset.update, asset.delete) for the asset's library.
import type { Route } from '../../kit/http-emulator.js';
import { badRequest } from '../errors.js';
import type { DigitalAssetStore } from '../store/store.js';
import { visibleTo } from '../store/visibility.js';

const EDITABLE = ['name', 'description', 'approved'] as const;

export function assetWriteRoutes(store: DigitalAssetStore): Route[] {
  const organizationOf = (libraryId: string): string => store.libraries.get(libraryId)?.organizationId ?? '';
  return [
    {
      method: 'PUT',
      template: '/assets/{asset_id}',
      handler: (req) => {
        const asset = visibleTo(store, req.token).asset(req.params.asset_id);
        const attrs = (req.body as { data?: { attributes?: Record<string, unknown> } } | undefined)?.data?.attributes;
        if (typeof attrs !== 'object' || attrs === null) throw badRequest('Send {"data":{"attributes":{...}}}');
        const unknown = Object.keys(attrs).filter((k) => !(EDITABLE as readonly string[]).includes(k));
        if (unknown.length) throw badRequest(`These attributes cannot be changed: ${unknown.join(', ')}`);
        if (attrs.name !== undefined && (typeof attrs.name !== 'string' || attrs.name.trim() === ''))
          throw badRequest('name must be a non-empty string');
        if (attrs.description !== undefined && typeof attrs.description !== 'string')
          throw badRequest('description must be a string');
        if (attrs.approved !== undefined && typeof attrs.approved !== 'boolean')
          throw badRequest('approved must be a boolean');
        Object.assign(asset.attributes, attrs);
        store.webhookDelivery.assetEvent('asset.update', asset.id, asset.libraryId, organizationOf(asset.libraryId));
        return { body: { data: { id: asset.id, type: 'generic_files', attributes: { ...asset.attributes } } } };
      },
    },
    {
      method: 'DELETE',
      template: '/assets/{asset_id}',
      handler: (req) => {
        const asset = visibleTo(store, req.token).asset(req.params.asset_id);
        store.removeAsset(asset);
        store.webhookDelivery.assetEvent('asset.delete', asset.id, asset.libraryId, organizationOf(asset.libraryId));
        // "Successful response (always an empty object)".
        return { status: 200, body: {} };
      },
    },
  ];
}
