// Per-request access to the joins whose keys live on the other backend: projects by the sheet their
// "Sheet ID" custom field names, and assets by the sheet, row and project their custom fields name.
// Each is answered from the scope's join index (../joins/), resolved at most once per request and
// only when asked for; lookups of one request are batched into one read of the index.
import DataLoader from 'dataloader';
import type { JoinKeysConfig } from '../config.js';
import type { Credentials } from '../datasources/credentials.js';
import type { Datasources } from '../datasources/index.js';
import type { DaAsset } from '../datasources/digital-asset/types.js';
import { walkResourcePlanningPages } from '../datasources/page-walks.js';
import { RP_MAX_PAGE_SIZE } from '../datasources/resource-planning/api.js';
import type { RpProject } from '../datasources/resource-planning/types.js';
import { assetSource } from '../joins/asset-source.js';
import type { IndexSource, JoinIndex } from '../joins/join-index.js';
import { customFieldValuesOf, projectSource, sheetIdFromValues } from '../joins/project-source.js';
import { indexScope } from '../joins/scope.js';
import type { Change } from '../joins/store.js';
import { scanView, type IndexView } from '../joins/view.js';

/** What the asset custom fields name. */
export type AssetJoinDimension = 'sheet' | 'row' | 'project';

/** The join index and what a request needs to read it with its own credentials. */
export interface JoinIndexAccess {
  index: JoinIndex;
  credentials: Credentials;
  /** Datasources of their own (same credentials, a longer deadline), for a rebuild that outlives the request. */
  backgroundApi(): Datasources;
}

export interface JoinLoaders {
  /** Id of the project custom field that holds a sheet id, or null when the account has none. */
  sheetFieldId(): Promise<number | null>;
  /** The sheet id a project names, from its custom field values. */
  sheetIdOfProject(project: RpProject): Promise<string | null>;
  /** The project naming a sheet (the lowest id when several do), or null. */
  projectOfSheet(sheetId: string): Promise<RpProject | null>;
  /** Assets naming a sheet, a row (`sheetId:rowId`) or a project, in library and then list order. */
  assets(dimension: AssetJoinDimension, key: string): Promise<DaAsset[]>;
  /** Tells the index of every scope that the graph changed an asset (the next request of each reads it). */
  assetChanged(libraryId: string | null, assetId: string): Promise<void>;
  /** The same for a project's custom fields or state; null: the sheet field itself may have changed. */
  projectChanged(projectId: number | null): Promise<void>;
}

/** Finds the sheet field by name, page by page; reports the calls it made. */
async function findSheetField(api: Datasources, name: string): Promise<{ id: number | null; calls: number }> {
  let calls = 0;
  for await (const fields of walkResourcePlanningPages((page) =>
    api.resourcePlanningCustomFields.listCustomFields(page, RP_MAX_PAGE_SIZE),
  )) {
    calls++;
    const field = fields.find((f) => f.name === name);
    if (field) return { id: field.id, calls };
  }
  return { id: null, calls };
}

/** Items of one dimension of an index by key: the lookups of one request in one read of the index. */
function indexLookup<V>(view: () => Promise<IndexView>, dimension: string): DataLoader<string, V[]> {
  return new DataLoader<string, V[]>(async (wanted) => {
    const found = await (await view()).lookup(dimension, [...wanted]);
    return wanted.map((key) => (found.get(key) ?? []) as V[]);
  });
}

export function createJoinLoaders(
  api: Datasources,
  keys: JoinKeysConfig,
  loadProject: (id: number) => Promise<RpProject | null>,
  concurrency: number,
  access: JoinIndexAccess | null,
): JoinLoaders {
  let field: Promise<{ id: number | null; calls: number }> | null = null;
  const sheetField = (): Promise<{ id: number | null; calls: number }> =>
    (field ??= findSheetField(api, keys.projectSheetField));
  const sheetFieldId = async (): Promise<number | null> => (await sheetField()).id;

  const sheetIdOfProject = async (project: RpProject): Promise<string | null> => {
    const id = await sheetFieldId();
    if (id === null) return null;
    const values =
      customFieldValuesOf(project) ?? customFieldValuesOf((await loadProject(project.id)) ?? project) ?? [];
    return sheetIdFromValues(values, id);
  };

  /** The view of one index for this request: from the join index, or a scan of its own without one. */
  const viewOf = (source: IndexSource, background: () => IndexSource): Promise<IndexView> => {
    if (!access) return source.scan().then((result) => scanView(result.items, result.extra));
    return access.index.view(indexScope(source.index, access.credentials, keys), source, background);
  };

  let assetView: Promise<IndexView> | null = null;
  const assets = (): Promise<IndexView> =>
    (assetView ??= viewOf(assetSource(api, keys, concurrency), () =>
      assetSource(access!.backgroundApi(), keys, concurrency),
    ));
  let projectView: Promise<IndexView> | null = null;
  const projects = (): Promise<IndexView> =>
    (projectView ??= viewOf(projectSource(api, sheetField, concurrency), () => {
      const background = access!.backgroundApi();
      return projectSource(background, () => findSheetField(background, keys.projectSheetField), concurrency);
    }));

  const assetLoaders: Record<AssetJoinDimension, DataLoader<string, DaAsset[]>> = {
    sheet: indexLookup<DaAsset>(assets, 'sheet'),
    row: indexLookup<DaAsset>(assets, 'row'),
    project: indexLookup<DaAsset>(assets, 'project'),
  };
  const projectsBySheet = indexLookup<RpProject>(projects, 'sheet');

  const noteChange = async (change: Omit<Change, 'seq'>): Promise<void> => {
    await access?.index.noteChange(change, 'graph');
  };

  return {
    sheetFieldId,
    sheetIdOfProject,
    projectOfSheet: async (sheetId) => (await projectsBySheet.load(sheetId))[0] ?? null,
    assets: (dimension, key) => assetLoaders[dimension].load(key),
    assetChanged: (libraryId, assetId) => noteChange({ index: 'assets', container: libraryId, id: assetId }),
    projectChanged: (projectId) =>
      noteChange({ index: 'projects', container: null, id: projectId === null ? '*' : String(projectId) }),
  };
}
