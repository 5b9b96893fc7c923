// Ground truth of the cross-backend joins, read straight from the emulators over REST with a given
// key (what each join should answer), and the gateway's /metrics read as numbers, for tests that
// wait for the join index to take a change in.
import { DEMO_TOKENS, type RunningEmulators } from '../../emulators/index.js';
import { direct } from './direct.js';
import type { DaAsset, DaResource, RpProject, RpRecord } from './rest-shapes.js';

export interface AssetTruth {
  id: string;
  libraryId: string;
  /** The first value of each custom field key (as the joins read them), trimmed. */
  fields: Record<string, string>;
  /** Custom field value ids by key. */
  valueIds: Record<string, string[]>;
}

/** Every asset the key sees, in library order and then list order, with its custom fields. */
export async function assetTruth(
  emulators: RunningEmulators,
  token: string = DEMO_TOKENS.digitalAsset,
): Promise<AssetTruth[]> {
  interface AssetPage {
    data: DaAsset[];
    included?: Array<DaResource<{ key: string; value: string }>>;
    meta: { next_page: number | null };
  }
  const libraries = (
    await direct<{ data: DaResource[] }>(emulators.digitalAsset, 'GET', '/libraries?per=3000', undefined, { token })
  ).body.data;
  const assets: AssetTruth[] = [];
  for (const library of libraries) {
    for (let page = 1; ; page++) {
      const path = `/libraries/${library.id}/assets?per=3000&page=${page}&include=custom_fields`;
      const body = (await direct<AssetPage>(emulators.digitalAsset, 'GET', path, undefined, { token })).body;
      const values = new Map((body.included ?? []).map((i) => [i.id, i.attributes]));
      for (const asset of body.data) {
        const fields: Record<string, string> = {};
        const valueIds: Record<string, string[]> = {};
        for (const ref of asset.relationships.custom_field_values.data) {
          const value = values.get(ref.id);
          if (!value) continue;
          (valueIds[value.key] ??= []).push(ref.id);
          if (!(value.key in fields)) fields[value.key] = value.value.trim();
        }
        assets.push({ id: asset.id, libraryId: library.id, fields, valueIds });
      }
      if (!body.meta.next_page) break;
    }
  }
  return assets;
}

/** What Sheet.assets, Row.assets and Project.assets answer, from the asset truth. */
export const truthOf = {
  sheet: (assets: AssetTruth[], sheetId: string): string[] =>
    assets.filter((a) => a.fields.sheet_id === sheetId).map((a) => a.id),
  row: (assets: AssetTruth[], sheetId: string, rowId: string): string[] =>
    assets.filter((a) => a.fields.sheet_id === sheetId && a.fields.row_id === rowId).map((a) => a.id),
  project: (assets: AssetTruth[], projectId: string): string[] =>
    assets.filter((a) => a.fields.project_id === projectId).map((a) => a.id),
};

/** The active projects naming each sheet in their "Sheet ID" field, lowest id first. */
export async function projectsBySheet(emulators: RunningEmulators): Promise<Map<string, number[]>> {
  interface FieldValue {
    custom_field_id: number;
    value: unknown;
  }
  const fields = (
    await direct<{ data: Array<RpRecord & { name: string }> }>(
      emulators.resourcePlanning,
      'GET',
      '/custom_fields?per_page=1000',
    )
  ).body.data;
  const field = fields.find((f) => f.name === 'Sheet ID');
  if (!field) throw new Error('no "Sheet ID" custom field');
  type WithValues = RpProject & { custom_field_values?: FieldValue[] | { data: FieldValue[] } };
  const projects = (
    await direct<{ data: WithValues[] }>(
      emulators.resourcePlanning,
      'GET',
      '/projects?per_page=1000&fields=custom_field_values',
    )
  ).body.data;
  const bySheet = new Map<string, number[]>();
  for (const project of projects) {
    const values = Array.isArray(project.custom_field_values)
      ? project.custom_field_values
      : (project.custom_field_values?.data ?? []);
    const value = values.find((v) => v.custom_field_id === field.id)?.value;
    // The field is a text field: a sheet id written as text (or a number), blank when unset.
    const sheetId = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (sheetId !== '') bySheet.set(sheetId, [...(bySheet.get(sheetId) ?? []), project.id]);
  }
  for (const ids of bySheet.values()) ids.sort((a, b) => a - b);
  return bySheet;
}

/** The sum of a metric's samples whose labels include `labels` (0 when there are none). */
export async function metricValue(
  gatewayUrl: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => present.get(k) === v)) sum += Number(match[3]);
  }
  return sum;
}

/** Reads the metric until it reaches `atLeast` (at most `polls` reads); returns the last value. */
export async function metricReaches(
  gatewayUrl: string,
  name: string,
  labels: Record<string, string>,
  atLeast: number,
  polls = 20_000,
): Promise<number> {
  let value = await metricValue(gatewayUrl, name, labels);
  for (let i = 0; i < polls && value < atLeast; i++) value = await metricValue(gatewayUrl, name, labels);
  return value;
}
