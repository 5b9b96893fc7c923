// Per-request indexes for the joins across backends whose keys live on the other side: projects by
// the sheet their "Sheet ID" custom field names, and assets by the sheet, row and project their
// custom fields name. Each index is one scan, built at most once per request, only when asked for.
import type { JoinKeysConfig } from '../config.js';
import type { Datasources } from '../datasources/index.js';
import { DA_MAX_PAGE_SIZE } from '../datasources/digital-asset/api.js';
import type { DaAsset } from '../datasources/digital-asset/types.js';
import { RP_MAX_PAGE_SIZE } from '../datasources/resource-planning/api.js';
import type { RpCustomFieldValue, RpProject } from '../datasources/resource-planning/types.js';

export interface AssetIndex {
  bySheet: Map<string, DaAsset[]>;
  byRow: Map<string, DaAsset[]>;
  byProject: Map<string, DaAsset[]>;
}

export interface JoinLoaders {
  /** Id of the project custom field that holds a sheet id, or null when the account has none. */
  sheetFieldId(): Promise<number | null>;
  /** The sheet id a project names, from its custom field values. */
  sheetIdOfProject(project: RpProject): Promise<string | null>;
  /** Projects naming each sheet (one scan of the projects). */
  projectsBySheet(): Promise<Map<string, RpProject[]>>;
  /** Assets by the sheet, row (`sheetId:rowId`) and project their custom fields name (one scan per library). */
  assetIndex(): Promise<AssetIndex>;
}

/** Custom field values arrive as arrays or as `{data, paging}` envelopes. */
function valuesOf(project: RpProject): RpCustomFieldValue[] | null {
  const values = project.custom_field_values;
  if (!values) return null;
  return Array.isArray(values) ? values : values.data;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function createJoinLoaders(api: Datasources, keys: JoinKeysConfig, loadProject: (id: number) => Promise<RpProject | null>): JoinLoaders {
  let fieldId: Promise<number | null> | null = null;
  const sheetFieldId = (): Promise<number | null> =>
    (fieldId ??= (async () => {
      for (let page = 1; ; page++) {
        const result = await api.resourcePlanningCustomFields.listCustomFields(page, RP_MAX_PAGE_SIZE);
        const field = result.data.find((f) => f.name === keys.projectSheetField);
        if (field) return field.id;
        if (!result.paging.next || result.data.length === 0) return null;
      }
    })());

  const sheetIdFromValues = (values: RpCustomFieldValue[], id: number): string | null => {
    const value = values.find((v) => v.custom_field_id === id)?.value;
    return value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();
  };

  const sheetIdOfProject = async (project: RpProject): Promise<string | null> => {
    const id = await sheetFieldId();
    if (id === null) return null;
    const values = valuesOf(project) ?? valuesOf((await loadProject(project.id)) ?? project) ?? [];
    return sheetIdFromValues(values, id);
  };

  let projectScan: Promise<Map<string, RpProject[]>> | null = null;
  const projectsBySheet = (): Promise<Map<string, RpProject[]>> =>
    (projectScan ??= (async () => {
      const id = await sheetFieldId();
      const index = new Map<string, RpProject[]>();
      if (id === null) return index;
      for (let page = 1; ; page++) {
        const result = await api.resourcePlanning.listProjects(page, RP_MAX_PAGE_SIZE, { withCustomFieldValues: true });
        for (const project of result.data) {
          const sheetId = sheetIdFromValues(valuesOf(project) ?? [], id);
          if (sheetId) push(index, sheetId, project);
        }
        if (!result.paging.next || result.data.length === 0) return index;
      }
    })());

  let assetScan: Promise<AssetIndex> | null = null;
  const assetIndex = (): Promise<AssetIndex> =>
    (assetScan ??= (async () => {
      const index: AssetIndex = { bySheet: new Map(), byRow: new Map(), byProject: new Map() };
      const libraries = [];
      for (let page = 1; ; page++) {
        const result = await api.digitalAsset.listLibraries(page, DA_MAX_PAGE_SIZE);
        libraries.push(...result.items);
        if (result.meta.next_page === null || result.items.length === 0) break;
      }
      const perLibrary = await Promise.all(
        libraries.map(async (library) => {
          const assets: DaAsset[] = [];
          for (let page = 1; ; page++) {
            const result = await api.digitalAsset.listLibraryAssets(library.id, page, DA_MAX_PAGE_SIZE);
            assets.push(...result.items);
            if (result.meta.next_page === null || result.items.length === 0) return assets;
          }
        }),
      );
      for (const asset of perLibrary.flat()) {
        const field = (key: string) => asset.customFields?.find((f) => f.key === key)?.value?.trim() || null;
        const sheetId = field(keys.assetSheetKey);
        const rowId = field(keys.assetRowKey);
        const projectId = field(keys.assetProjectKey);
        if (sheetId) push(index.bySheet, sheetId, asset);
        if (sheetId && rowId) push(index.byRow, `${sheetId}:${rowId}`, asset);
        if (projectId) push(index.byProject, projectId, asset);
      }
      return index;
    })());

  return { sheetFieldId, sheetIdOfProject, projectsBySheet, assetIndex };
}
