// What the webhooks cannot tell: an asset change whose delivery was lost is repaired by the
// reconciliation scan, and a project change made outside the graph (the resource-planning API has no
// webhooks) by the refresh of the project index. Both are due at every request here (interval 0),
// and run in the background: the test waits for the rebuild in /metrics, then asks again.
import { describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { direct } from '../helpers/direct.js';
import { assetTruth, metricReaches, metricValue, projectsBySheet, truthOf } from '../helpers/join-truth.js';
import { configureEmulator, graphql, useStack } from '../helpers/stack.js';

const stack = useStack({ env: { JOIN_INDEX_RECONCILE_SECONDS: '0', JOIN_INDEX_PROJECT_REFRESH_SECONDS: '0' } });

const sheetJoins = async (sheetId: string): Promise<{ project: string | null; assets: string[] }> => {
  const result = await graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { project { projectId } assets(first: 500) { edges { node { assetId } } } } }', { id: sheetId });
  expect(result.errors).toBeUndefined();
  return { project: result.data.sheet.project?.projectId ?? null, assets: result.data.sheet.assets.edges.map((e: any) => e.node.assetId) };
};

const builds = (index: string, reason: string): Promise<number> => metricValue(stack.gateway.url, 'workgraph_join_index_builds_total', { index, reason });

/**
 * Asks (which starts a rebuild when none runs), waits for the next rebuild to be stored, and checks;
 * a rebuild that had started before the change may come first, hence a second round.
 */
async function afterRebuild(index: string, reason: string, ask: () => Promise<unknown>, done: () => Promise<boolean>): Promise<boolean> {
  for (let round = 0; round < 3; round++) {
    const before = await builds(index, reason);
    await ask();
    expect(await metricReaches(stack.gateway.url, 'workgraph_join_index_builds_total', { index, reason }, before + 1)).toBeGreaterThan(before);
    if (await done()) return true;
  }
  return false;
}

describe('reconciliation', () => {
  it('repairs an asset change whose webhook was lost', async () => {
    await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
    const assets = await assetTruth(stack.emulators);
    const moved = assets.find((a) => a.fields.sheet_id && a.valueIds.sheet_id)!;
    const from = moved.fields.sheet_id!;
    const to = assets.find((a) => a.fields.sheet_id && a.fields.sheet_id !== from)!.fields.sheet_id!;
    for (const eventType of ['asset.create', 'asset.update', 'asset.delete']) {
      const created = await direct(stack.emulators.digitalAsset, 'POST', '/webhooks', { data: { attributes: { event_type: eventType, resource_key: moved.libraryId, resource_type: 'library', callback_url: `${stack.gateway.url}/webhooks/digital-asset` } } });
      expect(created.status).toBe(200);
    }
    expect((await sheetJoins(from)).assets).toContain(moved.id);

    await configureEmulator(stack.emulators.digitalAsset, { deliverWebhooks: false });
    try {
      expect((await direct(stack.emulators.digitalAsset, 'PUT', `/custom_field_values/${moved.valueIds.sheet_id![0]}`, { data: { attributes: { value: to } } })).status).toBe(200);
      // Due at once: a request starts the reconciliation.
      expect(await afterRebuild('assets', 'reconcile', () => sheetJoins(from), async () => (await sheetJoins(to)).assets.includes(moved.id))).toBe(true);
      const after = await assetTruth(stack.emulators);
      expect((await sheetJoins(from)).assets).toEqual(truthOf.sheet(after, from));
      expect((await sheetJoins(to)).assets).toEqual(truthOf.sheet(after, to));
      // The repair came from the scan: no delivery reached the gateway.
      expect(await metricValue(stack.gateway.url, 'workgraph_join_index_changes_total', { source: 'webhook' })).toBe(0);
    } finally {
      await configureEmulator(stack.emulators.digitalAsset, { deliverWebhooks: true });
    }
  });

  it('refreshes the project index on its interval, for project changes made outside the graph', async () => {
    const projects = await projectsBySheet(stack.emulators);
    const [sheetId, [projectId]] = [...projects].find(([, ids]) => ids.length === 1)! as [string, number[]];
    expect((await sheetJoins(sheetId)).project).toBe(String(projectId));
    const rp = { auth: DEMO_TOKENS.resourcePlanning, 'content-type': 'application/json' };
    const values = (await (await fetch(`${stack.emulators.resourcePlanning.baseUrl}/projects/${projectId}/custom_field_values?per_page=1000`, { headers: rp })).json()) as any;
    const fields = (await (await fetch(`${stack.emulators.resourcePlanning.baseUrl}/custom_fields?per_page=1000`, { headers: rp })).json()) as any;
    const sheetField = fields.data.find((f: any) => f.name === 'Sheet ID');
    const value = values.data.find((v: any) => v.custom_field_id === sheetField.id);
    const changed = await fetch(`${stack.emulators.resourcePlanning.baseUrl}/projects/${projectId}/custom_field_values/${value.id}`, { method: 'PUT', headers: rp, body: JSON.stringify({ value: 'no sheet of this id' }) });
    expect(changed.ok).toBe(true);

    expect(await afterRebuild('projects', 'refresh', () => sheetJoins(sheetId), async () => (await sheetJoins(sheetId)).project === null)).toBe(true);
  });
});
