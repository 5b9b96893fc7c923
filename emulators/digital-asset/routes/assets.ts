// Asset routes of the digital-asset API (one asset, its attachments, one attachment) and the
// shared asset-list answer used by the library, section and collection asset lists.
import type { EmulatorResponse, Route } from '../../kit/http-emulator.js';
import { listParam, pagedBody, withIncluded } from '../envelope.js';
import type { DaAsset } from '../model.js';
import {
  ASSET_FIELDS,
  ASSET_INCLUDES,
  assetIncluded,
  assetResource,
  attachmentIncluded,
  attachmentResource,
} from '../render/serialize.js';
import type { DigitalAssetStore } from '../store/store.js';
import { visibleTo } from '../store/visibility.js';

/**
 * `search`: `extension:<ext>` matches an attachment extension, `name:<text>` or plain text a
 * case-insensitive substring of the asset name.
 */
function searchFilter(store: DigitalAssetStore, assets: DaAsset[], search: string | null): DaAsset[] {
  const text = (search ?? '').trim();
  if (text === '') return assets;
  const keyed = /^(extension|name):(.+)$/i.exec(text);
  if (keyed && keyed[1]!.toLowerCase() === 'extension') {
    const ext = keyed[2]!.toLowerCase().replace(/^\./, '');
    return assets.filter((a) => store.attachmentsOf(a).some((att) => att.attributes.extension === ext));
  }
  const needle = (keyed ? keyed[2]! : text).toLowerCase();
  return assets.filter((a) => a.attributes.name.toLowerCase().includes(needle));
}

/** A page of assets with `search`, `fields` and `include` applied. */
export function assetList(store: DigitalAssetStore, assets: DaAsset[], query: URLSearchParams): EmulatorResponse {
  const fields = listParam(query, 'fields', ASSET_FIELDS);
  const include = listParam(query, 'include', ASSET_INCLUDES);
  return {
    body: pagedBody(
      searchFilter(store, assets, query.get('search')),
      query,
      (a) => assetResource(a, fields),
      (page) => assetIncluded(store, page, include),
    ),
  };
}

export function assetRoutes(store: DigitalAssetStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/assets/{asset_id}',
      handler: (req) => {
        const asset = visibleTo(store, req.token).asset(req.params.asset_id);
        const fields = listParam(req.query, 'fields', ASSET_FIELDS);
        const include = listParam(req.query, 'include', ASSET_INCLUDES);
        return { body: withIncluded({ data: assetResource(asset, fields) }, assetIncluded(store, [asset], include)) };
      },
    },
    {
      method: 'GET',
      template: '/assets/{asset_id}/attachments',
      handler: (req) => {
        const asset = visibleTo(store, req.token).asset(req.params.asset_id);
        const include = listParam(req.query, 'include', ['asset']);
        return {
          body: pagedBody(store.attachmentsOf(asset), req.query, attachmentResource, (page) =>
            attachmentIncluded(store, page, include),
          ),
        };
      },
    },
    {
      method: 'GET',
      template: '/attachments/{attachment_id}',
      handler: (req) => {
        const attachment = visibleTo(store, req.token).attachment(req.params.attachment_id);
        const include = listParam(req.query, 'include', ['asset']);
        return {
          body: withIncluded(
            { data: attachmentResource(attachment) },
            attachmentIncluded(store, [attachment], include),
          ),
        };
      },
    },
  ];
}
