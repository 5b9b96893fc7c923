// What the webhooks cannot tell: an asset change whose delivery was lost is repaired by the
// reconciliation scan, and a project change made outside the graph (the resource-planning API has no
// webhooks) by the refresh of the project index. Both are due at every request here (interval 0),
// and run in the background: the test waits for the rebuild in /metrics, then asks again.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { assetTruth, metricReaches, metricValue, projectsBySheet, truthOf } from '../helpers/join-truth.js';
import { present } from '../helpers/present.js';
import type { RpRecord } from '../helpers/rest-shapes.js';
import { configureEmulator, useStack } from '../helpers/stack.js';

const stack = useStack({ env: { JOIN_INDEX_RECONCILE_SECONDS: '0', JOIN_INDEX_PROJECT_REFRESH_SECONDS: '0' } });

const run = gql(stack);

const SHEET_JOINS = graphql(`
  query ReconcileSheetJoins($id: ID!) {
    sheet(id: $id) {
      project {
        projectId: backendId
      }
      assets(first: 500) {
        edges {
          node {
            assetId: backendId
          }
        }
      }
    }
  }
`);

const sheetJoins = async (sheetId: string): Promise<{ project: string | null; assets: string[] }> => {
  const sheet = present(dataOf(await run(SHEET_JOINS, { id: sheetId })).sheet);
  return { project: sheet.project?.projectId ?? null, assets: present(sheet.assets).edges.map((e) => e.node.assetId) };
};

const builds = (index: string, reason: string): Promise<number> =>
  metricValue(stack.gateway.url, 'workgraph_join_index_builds_total', { index, reason });

/**
 * Asks (which starts a rebuild when none runs), waits for the next rebuild to be stored, and checks;
 * a rebuild that had started before the change may come first, hence a second round.
 */
async function afterRebuild(
  index: string,
  reason: string,
  ask: () => Promise<unknown>,
  done: () => Promise<boolean>,
): Promise<boolean> {
  for (let round = 0; round < 3; round++) {
    const before = await builds(index, reason);
    await ask();
    expect(
      await metricReaches(stack.gateway.url, 'workgraph_join_index_builds_total', { index, reason }, before + 1),
    ).toBeGreaterThan(before);
    if (await done()) return true;
  }
  return false;
}

describe('reconciliation', () => {
  it('repairs an asset change whose webhook was lost', async () => {
    await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
    const assets = await assetTruth(stack.emulators);
    const moved = present(assets.find((a) => a.fields.sheet_id && a.valueIds.sheet_id));
    const from = present(moved.fields.sheet_id);
    const to = present(present(assets.find((a) => a.fields.sheet_id && a.fields.sheet_id !== from)).fields.sheet_id);
    for (const eventType of ['asset.create', 'asset.update', 'asset.delete']) {
      const created = await direct(stack.emulators.digitalAsset, 'POST', '/webhooks', {
        data: {
          attributes: {
            event_type: eventType,
            resource_key: moved.libraryId,
            resource_type: 'library',
            callback_url: `${stack.gateway.url}/webhooks/digital-asset`,
          },
        },
      });
      expect(created.status).toBe(200);
    }
    expect((await sheetJoins(from)).assets).toContain(moved.id);

    await configureEmulator(stack.emulators.digitalAsset, { deliverWebhooks: false });
    try {
      expect(
        (
          await direct(
            stack.emulators.digitalAsset,
            'PUT',
            `/custom_field_values/${present(moved.valueIds.sheet_id?.[0])}`,
            { data: { attributes: { value: to } } },
          )
        ).status,
      ).toBe(200);
      // Due at once: a request starts the reconciliation.
      expect(
        await afterRebuild(
          'assets',
          'reconcile',
          () => sheetJoins(from),
          async () => (await sheetJoins(to)).assets.includes(moved.id),
        ),
      ).toBe(true);
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
    const [sheetId, ids] = present([...projects].find(([, ids]) => ids.length === 1));
    const projectId = present(ids[0]);
    expect((await sheetJoins(sheetId)).project).toBe(String(projectId));
    const rp = stack.emulators.resourcePlanning;
    const values = (
      await direct<{ data: Array<RpRecord & { custom_field_id: number }> }>(
        rp,
        'GET',
        `/projects/${projectId}/custom_field_values?per_page=1000`,
      )
    ).body.data;
    const fields = (
      await direct<{ data: Array<RpRecord & { name: string }> }>(rp, 'GET', '/custom_fields?per_page=1000')
    ).body.data;
    const sheetField = present(fields.find((f) => f.name === 'Sheet ID'));
    const value = present(values.find((v) => v.custom_field_id === sheetField.id));
    const changed = await direct(rp, 'PUT', `/projects/${projectId}/custom_field_values/${value.id}`, {
      value: 'no sheet of this id',
    });
    expect(changed.status).toBe(200);

    expect(
      await afterRebuild(
        'projects',
        'refresh',
        () => sheetJoins(sheetId),
        async () => (await sheetJoins(sheetId)).project === null,
      ),
    ).toBe(true);
  });
});
