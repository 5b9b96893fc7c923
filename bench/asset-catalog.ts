// Makes a large digital-asset catalog for the join benchmark: libraries through the emulator's
// control endpoint (the API cannot create a library), then assets and their custom fields through
// the API itself, at its bulk shapes (`POST /libraries/{id}/assets` takes a batch of assets,
// `POST /custom_field_keys/{id}/custom_field_values` a batch of values), as big-sheet.ts makes rows.
// A fixed number of assets name the rows of one sheet (the benchmark's query), the same at every
// catalog size; of the others, half name a row of another sheet and a quarter a project.
import type { RunningEmulator } from '../emulators/index.js';
import { DEMO_TOKENS } from '../emulators/index.js';
import { callBackend } from './big-sheet.js';
import type { DaList, DaResource } from './peer/bodies.js';

const headers = { authorization: `Bearer ${DEMO_TOKENS.digitalAsset}`, 'content-type': 'application/json' };
const ASSETS_PER_CALL = 500;
const VALUES_PER_CALL = 1000;
const FILE_SECTIONS = ['GenericFile', 'Font', 'ExternalMedium', 'Person', 'Press'];

export interface CatalogPlan {
  /** Assets in all (the demo's included). */
  assets: number;
  libraries: number;
  /** The sheet whose rows `linkedPerRow` assets each name. */
  sheet: { id: string; rowIds: string[] };
  linkedPerRow: number;
  /** Other sheets the remaining assets name (with made-up row ids: the query never reads them). */
  otherSheetIds: string[];
  projectIds: string[];
}

export interface Catalog {
  libraries: number;
  assets: number;
  /** Assets whose custom fields name the plan's sheet. */
  linkedToSheet: number;
  /** API calls that made it, and how long they took (ms). */
  calls: number;
  ms: number;
}

interface LibraryPlan {
  id: string;
  section: string;
  keys: Map<string, string>;
  created: string[];
}

export async function buildAssetCatalog(da: RunningEmulator, plan: CatalogPlan): Promise<Catalog> {
  const started = Date.now();
  let calls = 0;
  const call = <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    calls++;
    return callBackend<T>(`${da.baseUrl}${path}`, { method, headers, body });
  };
  const existing = (await call<DaList<DaResource>>('GET', '/libraries?per=3000')).data;
  if (existing.length < plan.libraries) {
    const response = await fetch(`${da.controlUrl}/config`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ addLibraries: plan.libraries - existing.length }),
    });
    if (!response.ok) throw new Error(`adding libraries: HTTP ${response.status}`);
  }
  const all = (await call<DaList<DaResource>>('GET', '/libraries?per=3000')).data.slice(0, plan.libraries);
  let assetsBefore = 0;
  const libraries: LibraryPlan[] = await Promise.all(
    all.map(async (library) => {
      const [sections, keys, assets] = await Promise.all([
        call<DaList<DaResource<{ default_asset_type: string }>>>('GET', `/libraries/${library.id}/sections?per=3000`),
        call<DaList<DaResource<{ name: string }>>>('GET', `/libraries/${library.id}/custom_field_keys?per=3000`),
        call<DaList<DaResource>>('GET', `/libraries/${library.id}/assets?per=1`),
      ]);
      assetsBefore += assets.meta.total_count;
      const section = sections.data.find((s) => FILE_SECTIONS.includes(s.attributes.default_asset_type));
      if (!section) throw new Error(`library ${library.id} has no file section`);
      return {
        id: library.id,
        section: section.id,
        keys: new Map(keys.data.map((k) => [k.attributes.name, k.id])),
        created: [],
      };
    }),
  );

  // New assets, spread evenly over the libraries, in batches at the API's bulk shape.
  const toCreate = Math.max(0, plan.assets - assetsBefore);
  await Promise.all(
    libraries.map(async (library, l) => {
      const count = Math.floor(toCreate / libraries.length) + (l < toCreate % libraries.length ? 1 : 0);
      for (let start = 0; start < count; start += ASSETS_PER_CALL) {
        const batch = Array.from({ length: Math.min(ASSETS_PER_CALL, count - start) }, (_, i) => {
          const n = start + i;
          return {
            name: `Catalog item ${l + 1}-${n + 1}`,
            attachments: [{ url: `https://files.example.com/catalog/${l + 1}/${n + 1}.png`, filename: `${n + 1}.png` }],
          };
        });
        const created = await call<{ data: DaResource[] }>('POST', `/libraries/${library.id}/assets`, {
          data: { attributes: batch },
          section_key: library.section,
        });
        library.created.push(...created.data.map((a) => a.id));
      }
    }),
  );

  // Join keys, taken in turn across the libraries so that the sheet's assets are spread over them.
  const values = new Map<string, Map<string, Array<{ asset: string; value: string }>>>();
  const assign = (library: LibraryPlan, key: string, asset: string, value: string): void => {
    const byKey = values.get(library.id) ?? new Map<string, Array<{ asset: string; value: string }>>();
    values.set(library.id, byKey);
    const list = byKey.get(key);
    if (list) list.push({ asset, value });
    else byKey.set(key, [{ asset, value }]);
  };
  const linked = plan.sheet.rowIds.length * plan.linkedPerRow;
  const longest = Math.max(...libraries.map((l) => l.created.length));
  let n = 0;
  for (let j = 0; j < longest; j++) {
    for (const library of libraries) {
      const asset = library.created[j];
      if (asset === undefined) continue;
      if (n < linked) {
        assign(library, 'sheet_id', asset, plan.sheet.id);
        assign(library, 'row_id', asset, plan.sheet.rowIds[n % plan.sheet.rowIds.length]!);
      } else if (n % 2 === 0 && plan.otherSheetIds.length > 0) {
        assign(library, 'sheet_id', asset, plan.otherSheetIds[n % plan.otherSheetIds.length]!);
        assign(library, 'row_id', asset, String(9_000_000_000 + n));
      }
      if (n % 4 === 1 && plan.projectIds.length > 0)
        assign(library, 'project_id', asset, plan.projectIds[n % plan.projectIds.length]!);
      n++;
    }
  }
  await Promise.all(
    libraries.map(async (library) => {
      for (const [key, list] of values.get(library.id) ?? []) {
        const keyId = library.keys.get(key);
        if (!keyId) throw new Error(`library ${library.id} has no custom field key ${key}`);
        for (let start = 0; start < list.length; start += VALUES_PER_CALL) {
          const data = list.slice(start, start + VALUES_PER_CALL).map((v) => ({
            attributes: { value: v.value },
            relationships: { asset: { data: { type: 'assets', id: v.asset } } },
          }));
          await call('POST', `/custom_field_keys/${keyId}/custom_field_values`, { data });
        }
      }
    }),
  );
  return {
    libraries: libraries.length,
    assets: assetsBefore + toCreate,
    linkedToSheet: Math.min(linked, toCreate),
    calls,
    ms: Date.now() - started,
  };
}
