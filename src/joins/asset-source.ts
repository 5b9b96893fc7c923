// The asset index's source: one scan of every library's assets (what each request did before the
// index), and re-reads of single changed assets, both with the request's digital-asset credential.
// Only assets whose custom fields name a sheet, a row or a project are kept; the others keep their
// place in the list, so that an asset that names something later sorts where a scan would put it.
import type { JoinKeysConfig } from '../config.js';
import { DA_MAX_PAGE_SIZE } from '../datasources/digital-asset/api.js';
import type { DaAsset, DaLibrary } from '../datasources/digital-asset/types.js';
import type { Datasources } from '../datasources/index.js';
import { collectPages, walkDigitalAssetPages } from '../datasources/page-walks.js';
import { UpstreamError } from '../errors.js';
import { rowKey } from '../composite-keys.js';
import { mapWithConcurrency } from '../concurrency.js';
import type { IndexSource } from './join-index.js';
import type { IndexedItem, ItemUpdate } from './store.js';

/** Orders: library position x 2^32 + position in the library; assets added later sort after the scanned ones. */
const PER_LIBRARY = 2 ** 32;
const ADDED_LATER = 2 ** 31;

/** The asset's value of a custom field key, trimmed, or null. */
export function customFieldValue(asset: DaAsset, key: string): string | null {
  return asset.customFields?.find((f) => f.key === key)?.value?.trim() || null;
}

/** The asset as an index record (place-only when it names nothing). */
export function assetItem(asset: DaAsset, order: number, keys: JoinKeysConfig): IndexedItem {
  const sheetId = customFieldValue(asset, keys.assetSheetKey);
  const rowId = customFieldValue(asset, keys.assetRowKey);
  const projectId = customFieldValue(asset, keys.assetProjectKey);
  const joinKeys: Record<string, string[]> = {};
  if (sheetId) joinKeys.sheet = [sheetId];
  if (sheetId && rowId) joinKeys.row = [rowKey(sheetId, rowId)];
  if (projectId) joinKeys.project = [projectId];
  return Object.keys(joinKeys).length > 0
    ? { id: asset.id, order, keys: joinKeys, value: asset }
    : { id: asset.id, order, keys: {}, value: null };
}

export function assetSource(api: Datasources, keys: JoinKeysConfig, concurrency: number): IndexSource {
  return {
    index: 'assets',
    scan: async () => {
      const libraries = await collectPages(
        walkDigitalAssetPages<DaLibrary>((page) => api.digitalAsset.listLibraries(page, DA_MAX_PAGE_SIZE)),
      );
      const perLibrary = await Promise.all(
        libraries.items.map((library) =>
          collectPages(
            walkDigitalAssetPages<DaAsset>((page) =>
              api.digitalAsset.listLibraryAssets(library.id, page, DA_MAX_PAGE_SIZE),
            ),
          ),
        ),
      );
      const items: IndexedItem[] = [];
      perLibrary.forEach((assets, l) => {
        assets.items.forEach((asset, position) => items.push(assetItem(asset, l * PER_LIBRARY + position, keys)));
      });
      return {
        items,
        containers: libraries.items.map((l) => l.id),
        scanCalls: libraries.calls + perLibrary.reduce((n, p) => n + p.calls, 0),
        extra: {},
      };
    },
    reread: async (changes, state) => {
      const results = await mapWithConcurrency(changes, concurrency, async (change): Promise<ItemUpdate> => {
        let asset: DaAsset | null;
        try {
          asset = await api.digitalAsset.getAsset(change.id);
        } catch (error) {
          // Deleted, or no longer visible to this credential: gone from its index.
          if (error instanceof UpstreamError && (error.status === 404 || error.status === 403)) asset = null;
          else throw error;
        }
        const library = state.containers.indexOf(asset?.libraryId ?? change.container ?? '');
        return {
          id: change.id,
          item: asset && library >= 0 ? assetItem(asset, library * PER_LIBRARY + ADDED_LATER + change.seq, keys) : null,
        };
      });
      const failed = results.find((r): r is Error => r instanceof Error);
      if (failed) throw failed;
      return results as ItemUpdate[];
    },
  };
}
