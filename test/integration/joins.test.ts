// Joins across backends through configurable keys: Project <-> Sheet, Asset -> Sheet/Row/Project and
// back, at the minimum number of calls; one backend failing nulls only the joined fields.
import { describe, expect, it } from 'vitest';
import { DIGITAL_ASSET_HARBOR_TOKEN } from '../../emulators/index.js';
import { graphql } from '../generated/index.js';
import { calls, countByRoute, resetAllLogs } from '../helpers/calls.js';
import { setFaults } from '../helpers/faults.js';
import { dataOf, gql } from '../helpers/gql.js';
import { assetTruth } from '../helpers/join-truth.js';
import { nonEmpty, present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

const SHEET_ASSETS = graphql(
  `query JoinsSheetAssets($id: ID!) { sheet(id: $id) { name assets(first: 5) { totalCount } } }`,
);

describe('projects and sheets', () => {
  it('joins each project to the sheet its custom field names, with one project list, one field lookup and one read per sheet', async () => {
    await resetAllLogs(stack.emulators);
    const PROJECT_SHEETS = graphql(`
      query JoinsProjectSheets {
        projects(first: 10) {
          edges {
            node {
              projectId: backendId
              sheet {
                backendId
                name
                project {
                  projectId: backendId
                }
              }
            }
          }
        }
      }
    `);
    const projects = present(dataOf(await run(PROJECT_SHEETS)).projects).edges.map((e) => e.node);
    const joined = projects.flatMap((p) => (p.sheet ? [{ ...p, sheet: p.sheet }] : []));
    expect(joined.length).toBeGreaterThan(2);
    // Both directions agree.
    for (const project of joined) expect(project.sheet.project).not.toBeNull();
    const rp = countByRoute(await calls(stack.emulators.resourcePlanning));
    expect(rp['GET /projects']).toBe(2); // the page, and the scan that answers Sheet.project
    expect(rp['GET /custom_fields']).toBe(1);
    expect(rp['GET /projects/{project_id}'] ?? 0).toBe(0);
    const wm = countByRoute(await calls(stack.emulators.workManagement));
    expect(wm['GET /sheets/{sheetId}']).toBe(new Set(joined.map((p) => p.sheet.backendId)).size);
  });
});

describe('assets and work items', () => {
  it('joins assets to the sheet, row and project their custom fields name, and back', async () => {
    const withSheet = present((await assetTruth(stack.emulators)).find((a) => a.valueIds.sheet_id));
    const ASSET_WORK = graphql(`
      query JoinsAssetWork($id: ID!) {
        asset(id: $id) {
          assetId: backendId
          sheet {
            backendId
            assets(first: 100) {
              edges {
                node {
                  assetId: backendId
                }
              }
            }
          }
          row {
            backendId
            assets(first: 50) {
              edges {
                node {
                  assetId: backendId
                }
              }
            }
          }
        }
      }
    `);
    const asset = present(dataOf(await run(ASSET_WORK, { id: withSheet.id })).asset);
    expect(present(asset.sheet?.assets).edges.map((e) => e.node.assetId)).toContain(asset.assetId);
    expect(present(asset.row?.assets).edges.map((e) => e.node.assetId)).toContain(asset.assetId);

    const projects = await rpAll<RpProject>(stack.emulators, '/projects');
    const PROJECT_ASSETS = graphql(`
      query JoinsProjectAssets {
        projects(first: 50) {
          edges {
            node {
              projectId: backendId
              assets(first: 100) {
                totalCount
                edges {
                  node {
                    project {
                      projectId: backendId
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const page = present(dataOf(await run(PROJECT_ASSETS)).projects).edges.map((e) => e.node);
    const withAssets = page.filter((p) => (p.assets?.totalCount ?? 0) > 0);
    expect(projects.length).toBeGreaterThan(0);
    for (const p of nonEmpty(withAssets))
      for (const e of nonEmpty(p.assets?.edges)) expect(e.node.project?.projectId).toBe(p.projectId);
  });

  it('keeps the sheet when the digital-asset backend fails: only the joined field is null, with a typed error', async () => {
    const FIRST_SHEET = graphql(`query JoinsFirstSheet { sheets(first: 1) { edges { node { id } } } }`);
    const variables = { id: present(present(dataOf(await run(FIRST_SHEET)).sheets).edges[0]).node.id };
    // The demo key's index is warm (the test above); the Harbor key has none yet, so its request must scan.
    const harbor = { 'X-Digital-Asset-Token': DIGITAL_ASSET_HARBOR_TOKEN };
    const healthy = dataOf(await run(SHEET_ASSETS, variables));
    await setFaults(stack.emulators.digitalAsset, { rules: [{ unavailable: 1 }] });
    try {
      const result = await run(SHEET_ASSETS, variables, harbor);
      expect(result.data?.sheet?.name).toBeTruthy();
      expect(result.data?.sheet?.assets).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        path: ['sheet', 'assets'],
        extensions: { upstream: { backend: 'digital-asset', status: 503 } },
      });
      expect(['UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE']).toContain(result.errors?.[0]?.extensions?.code);
      // A warm index with nothing to catch up answers without the backend.
      expect(dataOf(await run(SHEET_ASSETS, variables))).toEqual(healthy);
    } finally {
      await setFaults(stack.emulators.digitalAsset, { rules: [] });
    }
  });
});
