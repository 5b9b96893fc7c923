// The peer's DataLoaders, created per request: one per key type, default batching (one tick), a
// plain batch function each: the backend's batch read where it has one, else one GET per key.
import DataLoader from 'dataloader';
import type {
  DaCustomFieldValue,
  DaNamed,
  DaResource,
  RpPerson,
  WmRow,
  WmSheet,
  WmUser,
  WmWorkspace,
} from './bodies.js';
import type { PeerDataSources } from './datasources.js';

/** What RESTDataSource puts in the GraphQLError it throws for an error answer. */
interface ErrorAnswer {
  extensions?: { response?: { status?: number } };
}

/** A 404 becomes null (the object is gone); any other error stays an error. */
function nullIfNotFound(error: unknown): null {
  // Read by shape: the package's CommonJS graphql is not this module's, so `instanceof` cannot tell.
  if (typeof error === 'object' && error !== null && (error as ErrorAnswer).extensions?.response?.status === 404)
    return null;
  throw error;
}

/** A row with the sheet it belongs to (rows do not carry their sheet's id). */
export interface PeerRow {
  sheetId: string;
  row: WmRow;
}

/** A digital-asset JSON:API resource as a flat object, with its custom fields from `included`. */
export interface PeerAsset {
  id: string;
  name: string;
  customFields: Array<{ key: string; value: string }>;
}

export function flattenAsset(resource: DaNamed, included: DaResource[] | undefined): PeerAsset {
  const values = new Map(
    (included ?? [])
      .filter((i) => i.type === 'custom_field_values')
      .map((i) => [i.id, i.attributes as unknown as DaCustomFieldValue]),
  );
  const data = resource.relationships?.custom_field_values?.data;
  const refs = Array.isArray(data) ? data : [];
  return {
    id: resource.id,
    name: resource.attributes.name,
    customFields: refs.map((r) => values.get(r.id)).filter((field) => field !== undefined),
  };
}

export const customField = (asset: PeerAsset, key: string): string | null =>
  asset.customFields.find((f) => f.key === key)?.value?.trim() || null;

export type PeerLoaders = ReturnType<typeof createLoaders>;

export function createLoaders(api: PeerDataSources): {
  userById: DataLoader<string, WmUser | null>;
  userByEmail: DataLoader<string, WmUser | null>;
  sheetById: DataLoader<string, WmSheet | null>;
  workspaceById: DataLoader<string, WmWorkspace | null>;
  rowByKey: DataLoader<string, PeerRow | null>;
  personById: DataLoader<string, RpPerson | null>;
  assetById: DataLoader<string, PeerAsset | null>;
  assetsByRow: DataLoader<string, PeerAsset[]>;
} {
  const { workManagement: wm, resourcePlanning: rp, digitalAsset: da } = api;
  return {
    userById: new DataLoader<string, WmUser | null>((ids) =>
      Promise.all(ids.map((id) => wm.getUser(id).catch(nullIfNotFound))),
    ),
    userByEmail: new DataLoader<string, WmUser | null>(async (emails) => {
      const page = await wm.usersByEmail(emails);
      const byEmail = new Map(page.data.map((user) => [String(user.email).toLowerCase(), user]));
      return emails.map((email) => byEmail.get(email.toLowerCase()) ?? null);
    }),
    sheetById: new DataLoader<string, WmSheet | null>((ids) =>
      Promise.all(ids.map((id) => wm.getSheet(id).catch(nullIfNotFound))),
    ),
    workspaceById: new DataLoader<string, WmWorkspace | null>((ids) =>
      Promise.all(ids.map((id) => wm.getWorkspace(id).catch(nullIfNotFound))),
    ),
    /** Rows keyed `sheetId:rowId`: one rows-by-id read per sheet. */
    rowByKey: new DataLoader<string, PeerRow | null>(async (keys) => {
      const bySheet = new Map<string, string[]>();
      for (const key of keys) {
        const [sheetId, rowId] = key.split(':') as [string, string];
        bySheet.set(sheetId, [...(bySheet.get(sheetId) ?? []), rowId]);
      }
      const found = new Map<string, PeerRow>();
      await Promise.all(
        [...bySheet].map(async ([sheetId, rowIds]) => {
          const sheet = await wm.getRowsById(sheetId, rowIds).catch(nullIfNotFound);
          for (const row of sheet?.rows ?? []) found.set(`${sheetId}:${String(row.id)}`, { sheetId, row });
        }),
      );
      return keys.map((key) => found.get(key) ?? null);
    }),
    personById: new DataLoader<string, RpPerson | null>((ids) =>
      Promise.all(ids.map((id) => rp.getPerson(id).catch(nullIfNotFound))),
    ),
    assetById: new DataLoader<string, PeerAsset | null>((ids) =>
      Promise.all(
        ids.map(async (id) => {
          const body = await da.getAsset(id).catch(nullIfNotFound);
          return body ? flattenAsset(body.data, body.included) : null;
        }),
      ),
    ),
    /** Assets naming a row (`sheetId:rowId`) in their custom fields: nothing filters by them, so one scan of every library. */
    assetsByRow: new DataLoader<string, PeerAsset[]>(async (keys) => {
      const libraries: DaNamed[] = [];
      for (let page = 1; ; page++) {
        const body = await da.listLibraries(page, 3000);
        libraries.push(...body.data);
        if (!body.meta.next_page) break;
      }
      const perLibrary = await Promise.all(
        libraries.map(async (library) => {
          const assets: PeerAsset[] = [];
          for (let page = 1; ; page++) {
            const body = await da.listLibraryAssets(library.id, page, 3000);
            assets.push(...body.data.map((resource) => flattenAsset(resource, body.included)));
            if (!body.meta.next_page) return assets;
          }
        }),
      );
      const byRow = new Map<string, PeerAsset[]>();
      for (const asset of perLibrary.flat()) {
        const sheetId = customField(asset, 'sheet_id');
        const rowId = customField(asset, 'row_id');
        if (sheetId && rowId) byRow.set(`${sheetId}:${rowId}`, [...(byRow.get(`${sheetId}:${rowId}`) ?? []), asset]);
      }
      return keys.map((key) => byRow.get(key) ?? []);
    }),
  };
}
