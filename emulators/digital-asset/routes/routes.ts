// Every route of the digital-asset emulator, templates as the documents write them
// (neutral names: `/libraries`, `{library_id}`).
import type { Route } from '../../kit/http-emulator.js';
import { assetRoutes } from './assets.js';
import { containerRoutes } from './containers.js';
import { uploadRoutes } from './uploads.js';
import type { DigitalAssetStore } from '../store/store.js';
import { webhookRoutes } from './webhooks.js';
import { assetWriteRoutes } from './asset-writes.js';
import { customFieldRoutes } from './custom-fields.js';

export function digitalAssetRoutes(store: DigitalAssetStore): Route[] {
  return [
    ...containerRoutes(store),
    ...assetRoutes(store),
    ...uploadRoutes(store),
    ...webhookRoutes(store),
    ...assetWriteRoutes(store),
    ...customFieldRoutes(store),
  ];
}
