// Joins across backends through configurable keys: Project <-> Sheet, Asset -> Sheet/Row/Project and
// back, at the minimum number of calls; one backend failing nulls only the joined fields.
import { describe, expect, it } from 'vitest';
import { DIGITAL_ASSET_HARBOR_TOKEN } from '../../emulators/index.js';
import { setFaults } from '../helpers/faults.js';
import { daAll, rpAll } from '../helpers/reference.js';
import type { DaAsset, RpProject } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();

const byTemplate = (calls: Array<{ method: string; template: string | null }>) => {
  const counts: Record<string, number> = {};
  for (const c of calls) counts[`${c.method} ${c.template}`] = (counts[`${c.method} ${c.template}`] ?? 0) + 1;
  return counts;
};

describe('projects and sheets', () => {
  it('joins each project to the sheet its custom field names, with one project list, one field lookup and one read per sheet', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ projects(first: 10) { edges { node { projectId sheet { sheetId name project { projectId } } } } } }');
    expect(result.errors).toBeUndefined();
    const projects = result.data.projects.edges.map((e: any) => e.node);
    const joined = projects.filter((p: any) => p.sheet);
    expect(joined.length).toBeGreaterThan(2);
    // Both directions agree.
    for (const project of joined) expect(project.sheet.project).not.toBeNull();
    const rp = byTemplate(await upstreamCalls(stack.emulators.resourcePlanning));
    expect(rp['GET /projects']).toBe(2); // the page, and the scan that answers Sheet.project
    expect(rp['GET /custom_fields']).toBe(1);
    expect(rp['GET /projects/{project_id}'] ?? 0).toBe(0);
    const wm = byTemplate(await upstreamCalls(stack.emulators.workManagement));
    expect(wm['GET /sheets/{sheetId}']).toBe(new Set(joined.map((p: any) => p.sheet.sheetId)).size);
  });
});

describe('assets and work items', () => {
  it('joins assets to the sheet, row and project their custom fields name, and back', async () => {
    const libraries = await daAll(stack.emulators, '/libraries');
    const assets = (await Promise.all(libraries.map((l) => daAll<DaAsset>(stack.emulators, `/libraries/${l.id}/assets?include=custom_fields`)))).flat();
    const included = (await Promise.all(libraries.map(async (l) => {
      const r = await fetch(`${stack.emulators.digitalAsset.baseUrl}/libraries/${l.id}/assets?include=custom_fields&per=3000`, { headers: { authorization: 'Bearer da-demo-token' } });
      return ((await r.json()) as any).included ?? [];
    }))).flat();
    const fields = new Map(included.filter((i: any) => i.type === 'custom_field_values' || i.attributes?.key).map((i: any) => [i.id, i.attributes]));
    const withSheet = assets.find((a: any) => (a.relationships?.custom_field_values?.data ?? []).some((ref: any) => (fields.get(ref.id) as any)?.key === 'sheet_id'))!;
    expect(withSheet).toBeDefined();
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query A($id: ID!) { asset(id: $id) { assetId sheet { sheetId assets(first: 100) { edges { node { assetId } } } } row { rowId assets(first: 50) { edges { node { assetId } } } } } }', { id: withSheet.id });
    expect(result.errors).toBeUndefined();
    const asset = result.data.asset;
    expect(asset.sheet.assets.edges.map((e: any) => e.node.assetId)).toContain(asset.assetId);
    expect(asset.row.assets.edges.map((e: any) => e.node.assetId)).toContain(asset.assetId);

    const projects = await rpAll<RpProject>(stack.emulators, '/projects');
    const project = await graphql<any>(stack.gateway.graphqlUrl, '{ projects(first: 50) { edges { node { projectId assets(first: 100) { totalCount edges { node { project { projectId } } } } } } } }');
    const withAssets = project.data.projects.edges.map((e: any) => e.node).filter((p: any) => p.assets.totalCount > 0);
    expect(projects.length).toBeGreaterThan(0);
    expect(withAssets.length).toBeGreaterThan(0);
    for (const p of withAssets) for (const e of p.assets.edges) expect(e.node.project.projectId).toBe(p.projectId);
  });

  it('keeps the sheet when the digital-asset backend fails: only the joined field is null, with a typed error', async () => {
    const sheets = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 1) { edges { node { id } } } }');
    const query = 'query S($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }';
    const variables = { id: sheets.data.sheets.edges[0].node.id };
    // The demo key's index is warm (the test above); the Harbor key has none yet, so its request must scan.
    const harbor = { 'X-Digital-Asset-Token': DIGITAL_ASSET_HARBOR_TOKEN };
    const healthy = await graphql<any>(stack.gateway.graphqlUrl, query, variables);
    expect(healthy.errors).toBeUndefined();
    await setFaults(stack.emulators.digitalAsset, { rules: [{ unavailable: 1 }] });
    try {
      const result = await graphql<any>(stack.gateway.graphqlUrl, query, variables, harbor);
      expect(result.data.sheet.name).toBeTruthy();
      expect(result.data.sheet.assets).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ path: ['sheet', 'assets'], extensions: { upstream: { backend: 'digital-asset', status: 503 } } });
      expect(['UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE']).toContain(result.errors?.[0]?.extensions?.code);
      // A warm index with nothing to catch up answers without the backend.
      const warm = await graphql<any>(stack.gateway.graphqlUrl, query, variables);
      expect(warm.errors).toBeUndefined();
      expect(warm.data).toEqual(healthy.data);
    } finally {
      await setFaults(stack.emulators.digitalAsset, { rules: [] });
    }
  });
});

