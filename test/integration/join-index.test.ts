// The join index: the first request of a scope scans and builds it, the next ones answer the four
// joins (Sheet.assets, Row.assets, Project.assets, Sheet.project) without scanning; changes reach
// the next request through the emulator's real webhook deliveries and through graph writes, each
// scope reading a changed record with its own key; a key that sees fewer libraries never gets
// answers from another key's index. Expected answers are read from the emulators over REST.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS, DIGITAL_ASSET_HARBOR_TOKEN } from '../../emulators/index.js';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes, writes, type LoggedCall } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import {
  assetTruth,
  metricReaches,
  metricValue,
  projectsBySheet,
  truthOf,
  type AssetTruth,
} from '../helpers/join-truth.js';
import { present } from '../helpers/present.js';
import type { DaWebhook } from '../helpers/rest-shapes.js';
import { configureEmulator, useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

const JOINS = graphql(`
  query JoinIndexJoins($sheet: ID!, $project: ID!) {
    sheet(id: $sheet) {
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
      rows(first: 30) {
        edges {
          node {
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
    }
    project(id: $project) {
      projectId: backendId
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
const SHEET_ROWS = graphql(`
  query JoinIndexSheetRows($id: ID!) {
    sheet(id: $id) {
      rows(first: 30) {
        edges {
          node {
            backendId
          }
        }
      }
    }
  }
`);
const SET_FIELD = graphql(`
  mutation JoinIndexSetAssetField($input: SetAssetCustomFieldInput!) {
    setAssetCustomField(input: $input) {
      asset {
        assetId: backendId
        customFields {
          key
          value
        }
      }
      userErrors {
        field
        code
      }
    }
  }
`);

interface Answer {
  project: string | null;
  sheetAssets: string[];
  rows: Record<string, string[]>;
  projectAssets: string[];
}

let sheetId: string;
let projectId: string;
let rowIds: string[];

async function joins(headers: Record<string, string> = {}): Promise<Answer> {
  const data = dataOf(await run(JOINS, { sheet: sheetId, project: projectId }, headers));
  const sheet = present(data.sheet);
  return {
    project: sheet.project?.projectId ?? null,
    sheetAssets: present(sheet.assets).edges.map((e) => e.node.assetId),
    rows: Object.fromEntries(
      present(sheet.rows).edges.map((e) => [e.node.backendId, present(e.node.assets).edges.map((a) => a.node.assetId)]),
    ),
    projectAssets: present(present(data.project).assets).edges.map((e) => e.node.assetId),
  };
}

/** What the joins should answer, from the emulators. */
async function truth(token: string = DEMO_TOKENS.digitalAsset): Promise<Answer> {
  const assets = await assetTruth(stack.emulators, token);
  const first = (await projectsBySheet(stack.emulators)).get(sheetId)?.[0];
  return {
    project: first !== undefined ? String(first) : null,
    sheetAssets: truthOf.sheet(assets, sheetId),
    rows: Object.fromEntries(rowIds.map((rowId) => [rowId, truthOf.row(assets, sheetId, rowId)])),
    projectAssets: truthOf.project(assets, projectId),
  };
}

const SCANS = ['GET /libraries', 'GET /libraries/{library_id}/assets', 'GET /projects', 'GET /custom_fields'];
const scansIn = (logged: LoggedCall[]): string[] => routes(logged).filter((t) => SCANS.includes(t));

async function upstream(): Promise<{ da: LoggedCall[]; rp: LoggedCall[] }> {
  return { da: await calls(stack.emulators.digitalAsset), rp: await calls(stack.emulators.resourcePlanning) };
}

/** Subscribes the gateway's receiver to the three asset events of a library, directly at the service. */
async function subscribe(libraryId: string): Promise<void> {
  for (const eventType of ['asset.create', 'asset.update', 'asset.delete']) {
    const created = await direct(stack.emulators.digitalAsset, 'POST', '/webhooks', {
      data: {
        attributes: {
          event_type: eventType,
          resource_key: libraryId,
          resource_type: 'library',
          callback_url: `${stack.gateway.url}/webhooks/digital-asset`,
        },
      },
    });
    expect(created.status).toBe(200);
  }
}

const webhookChanges = (): Promise<number> =>
  metricValue(stack.gateway.url, 'workgraph_join_index_changes_total', { index: 'assets', source: 'webhook' });
const waitForWebhooks = async (count: number): Promise<void> => {
  expect(
    await metricReaches(
      stack.gateway.url,
      'workgraph_join_index_changes_total',
      { index: 'assets', source: 'webhook' },
      count,
    ),
  ).toBeGreaterThanOrEqual(count);
};

let assets: AssetTruth[];

beforeAll(async () => {
  await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
  assets = await assetTruth(stack.emulators);
  const projects = await projectsBySheet(stack.emulators);
  // The sheet with the most linked rows that a project names too, and the project most assets name.
  const linked = new Map<string, Set<string>>();
  for (const a of assets)
    if (a.fields.sheet_id && a.fields.row_id)
      linked.set(a.fields.sheet_id, new Set([...(linked.get(a.fields.sheet_id) ?? []), a.fields.row_id]));
  sheetId = present([...linked].filter(([id]) => projects.has(id)).sort((a, b) => b[1].size - a[1].size)[0])[0];
  const byProject = new Map<string, number>();
  for (const a of assets)
    if (a.fields.project_id) byProject.set(a.fields.project_id, (byProject.get(a.fields.project_id) ?? 0) + 1);
  projectId = present([...byProject].sort((a, b) => b[1] - a[1])[0])[0];
  const sheet = dataOf(await run(SHEET_ROWS, { id: sheetId })).sheet;
  rowIds = present(sheet?.rows).edges.map((e) => e.node.backendId);
  expect(rowIds.length).toBeGreaterThan(3);
});

describe('warm and cold', () => {
  it('answers the four joins from the index once warm: the second request makes no scan, and both answers are the truth', async () => {
    const expected = await truth();
    expect(expected.sheetAssets.length).toBeGreaterThan(1);
    expect(Object.values(expected.rows).filter((r) => r.length > 0).length).toBeGreaterThan(1);
    expect(expected.projectAssets.length).toBeGreaterThan(0);
    expect(expected.project).not.toBeNull();

    await resetAllLogs(stack.emulators);
    const cold = await joins();
    const coldCalls = await upstream();
    expect(scansIn(coldCalls.da)).toContain('GET /libraries/{library_id}/assets');
    expect(scansIn(coldCalls.rp)).toContain('GET /projects');
    expect(cold).toEqual(expected);

    await resetAllLogs(stack.emulators);
    const warm = await joins();
    const warmCalls = await upstream();
    expect(scansIn(warmCalls.da)).toEqual([]);
    expect(scansIn(warmCalls.rp)).toEqual([]);
    // Nothing changed: nothing to read again either.
    expect(warmCalls.da).toEqual([]);
    expect(warm).toEqual(cold);
    expect(
      await metricReaches(
        stack.gateway.url,
        'workgraph_join_index_builds_total',
        { index: 'assets', reason: 'cold' },
        1,
      ),
    ).toBe(1);
    expect(await metricValue(stack.gateway.url, 'workgraph_join_index_items', { index: 'assets' })).toBe(
      assets.filter((a) => a.fields.sheet_id || a.fields.project_id).length,
    );
    expect(
      await metricValue(stack.gateway.url, 'workgraph_join_index_age_seconds', { index: 'projects' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('labels the scopes in /metrics with short hashes, never the keys', async () => {
    const text = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    const scopes = [...text.matchAll(/workgraph_join_index_items\{index="(\w+)",scope="([^"]*)"\}/g)].map((m) => m[2]);
    expect(scopes.length).toBeGreaterThanOrEqual(2);
    for (const scope of scopes) expect(scope).toMatch(/^[0-9a-f]{12}$/);
    for (const token of Object.values(DEMO_TOKENS)) expect(text).not.toContain(token);
  });
});

describe('changes', () => {
  it('moves an asset to another row when its custom field changes over REST, through the webhook delivery, reading only that asset', async () => {
    const moved = present(
      assets.find((a) => a.fields.sheet_id === sheetId && a.fields.row_id && rowIds.includes(a.fields.row_id)),
    );
    const movedFrom = present(moved.fields.row_id);
    const target = present(rowIds.find((r) => r !== movedFrom));
    await subscribe(moved.libraryId);
    await joins(); // warm, nothing pending
    const before = await webhookChanges();
    const changed = await direct(
      stack.emulators.digitalAsset,
      'PUT',
      `/custom_field_values/${present(moved.valueIds.row_id?.[0])}`,
      { data: { attributes: { value: target } } },
    );
    expect(changed.status).toBe(200);
    await waitForWebhooks(before + 1);

    await resetAllLogs(stack.emulators);
    const answer = await joins();
    const calls = await upstream();
    expect(answer.rows[target]).toContain(moved.id);
    expect(answer.rows[movedFrom] ?? []).not.toContain(moved.id);
    expect(answer).toEqual(await truth());
    expect(scansIn(calls.da)).toEqual([]);
    expect(routes(calls.da)).toEqual(['GET /assets/{asset_id}']);
    expect(present(calls.da[0]).url).toContain(moved.id);
  });

  it('drops a deleted asset from the joins of the next request', async () => {
    const subscribed = new Set(
      (await direct<{ data: DaWebhook[] }>(stack.emulators.digitalAsset, 'GET', '/webhooks?per=3000')).body.data.map(
        (w) => w.attributes.resource_key,
      ),
    );
    const doomed = present(
      assets.find((a) => a.fields.sheet_id === sheetId && a.fields.row_id && subscribed.has(a.libraryId)),
    );
    await joins();
    const before = await webhookChanges();
    expect((await direct(stack.emulators.digitalAsset, 'DELETE', `/assets/${doomed.id}`)).status).toBe(200);
    await waitForWebhooks(before + 1);
    const answer = await joins();
    expect(answer.sheetAssets).not.toContain(doomed.id);
    for (const list of Object.values(answer.rows)) expect(list).not.toContain(doomed.id);
    expect(answer).toEqual(await truth());
  });

  it('shows a custom field set through the graph in the next request, with no webhook subscribed', async () => {
    const subscribed = new Set(
      (await direct<{ data: DaWebhook[] }>(stack.emulators.digitalAsset, 'GET', '/webhooks?per=3000')).body.data.map(
        (w) => w.attributes.resource_key,
      ),
    );
    // An asset that names nothing yet, in a library whose changes no webhook reports.
    const assets = await assetTruth(stack.emulators);
    const plain = present(
      assets.find((a) => !subscribed.has(a.libraryId) && !a.fields.sheet_id && !a.fields.project_id),
    );
    await joins();
    const deliveries = await webhookChanges();
    const set = (key: string, value: string) =>
      run(SET_FIELD, { input: { assetId: globalId('Asset', plain.id), key, value } });
    const first = dataOf(await set('project_id', projectId));
    expect(first.setAssetCustomField?.asset?.customFields).toContainEqual({ key: 'project_id', value: projectId });
    dataOf(await set('sheet_id', sheetId));

    await resetAllLogs(stack.emulators);
    const answer = await joins();
    expect(scansIn((await upstream()).da)).toEqual([]);
    expect(answer.projectAssets).toContain(plain.id);
    expect(answer.sheetAssets).toContain(plain.id);
    expect(answer).toEqual(await truth());
    // No delivery could have told the index: the graph write did.
    expect(await webhookChanges()).toBe(deliveries);
  });

  it('refuses a key the library does not have, before any write', async () => {
    const asset = present(assets.find((a) => a.fields.usage_rights && !a.fields.sheet_id && !a.fields.project_id));
    await resetAllLogs(stack.emulators);
    const result = await run(SET_FIELD, { input: { assetId: asset.id, key: 'no_such_key', value: 'x' } });
    expect(result.data?.setAssetCustomField).toEqual({
      asset: null,
      userErrors: [{ field: ['input', 'key'], code: 'INVALID' }],
    });
    expect(await writes(stack.emulators.digitalAsset)).toEqual([]);
  });

  it('moves Sheet.project when the project custom field changes through the graph, reading only that project', async () => {
    const projects = await projectsBySheet(stack.emulators);
    const current = present(projects.get(sheetId)?.[0]);
    const PROJECT_FIELDS = graphql(
      `query JoinIndexProjectFields($id: ID!) { project(id: $id) { customFieldValues { id name values } } }`,
    );
    const values = present(
      present(dataOf(await run(PROJECT_FIELDS, { id: String(current) })).project).customFieldValues,
    );
    const value = present(values.find((v) => v.name === 'Sheet ID'));
    const otherSheet = present([...projects.keys()].find((s) => s !== sheetId));
    await joins();
    const UPDATE_PROJECT_FIELD = graphql(`
      mutation JoinIndexUpdateProjectField($input: UpdateCustomFieldValueInput!) {
        updateCustomFieldValue(input: $input) {
          customFieldValue {
            values
          }
        }
      }
    `);
    dataOf(await run(UPDATE_PROJECT_FIELD, { input: { id: value.id, values: [otherSheet] } }));

    await resetAllLogs(stack.emulators);
    const answer = await joins();
    const rpCalls = await calls(stack.emulators.resourcePlanning);
    const rp = routes(rpCalls);
    expect(scansIn(rpCalls)).toEqual([]);
    expect(answer.project).not.toBe(String(current));
    expect(answer).toEqual(await truth());
    expect(rp.filter((t) => t === 'GET /projects/{project_id}').length).toBeGreaterThanOrEqual(1);
  });
});

describe('credentials', () => {
  it('answers a key that sees fewer libraries from its own scan and index, never from the other key', async () => {
    const harbor = { 'X-Digital-Asset-Token': DIGITAL_ASSET_HARBOR_TOKEN };
    const all = await joins();
    const expected = await truth(DIGITAL_ASSET_HARBOR_TOKEN);
    // The two keys must disagree for the comparison to mean anything.
    expect(expected.sheetAssets.length + expected.projectAssets.length).toBeLessThan(
      all.sheetAssets.length + all.projectAssets.length,
    );

    await resetAllLogs(stack.emulators);
    const cold = await joins(harbor);
    expect(cold).toEqual(expected);
    const da = await calls(stack.emulators.digitalAsset);
    expect(scansIn(da)).toContain('GET /libraries/{library_id}/assets');
    expect(new Set(da.map((c) => c.token))).toEqual(new Set([DIGITAL_ASSET_HARBOR_TOKEN]));

    await resetAllLogs(stack.emulators);
    const warmHarbor = await joins(harbor);
    const warmDemo = await joins();
    expect(scansIn(await calls(stack.emulators.digitalAsset))).toEqual([]);
    expect(warmHarbor).toEqual(expected);
    expect(warmDemo).toEqual(await truth());
  });

  it('has each key read a changed asset of a library both see with its own key, and only the key that sees it', async () => {
    const harbor = { 'X-Digital-Asset-Token': DIGITAL_ASSET_HARBOR_TOKEN };
    const harborLibraries = new Set(
      (await assetTruth(stack.emulators, DIGITAL_ASSET_HARBOR_TOKEN)).map((a) => a.libraryId),
    );
    const assets = await assetTruth(stack.emulators);
    const shared = present(assets.find((a) => harborLibraries.has(a.libraryId) && a.valueIds.usage_rights));
    const hidden = present(
      assets.find(
        (a) =>
          !harborLibraries.has(a.libraryId) && a.valueIds.usage_rights && (a.fields.sheet_id || a.fields.project_id),
      ),
    );
    await subscribe(shared.libraryId);
    await Promise.all([joins(), joins(harbor)]);
    const before = await webhookChanges();
    for (const asset of [shared, hidden]) {
      expect(
        (
          await direct(
            stack.emulators.digitalAsset,
            'PUT',
            `/custom_field_values/${present(asset.valueIds.usage_rights?.[0])}`,
            { data: { attributes: { value: 'Changed' } } },
          )
        ).status,
      ).toBe(200);
    }
    // The hidden asset's library may have no subscription (its change then waits for the reconciliation).
    const subscribedHidden = (
      await direct<{ data: DaWebhook[] }>(stack.emulators.digitalAsset, 'GET', '/webhooks?per=3000')
    ).body.data.filter(
      (w) => w.attributes.resource_key === hidden.libraryId && w.attributes.event_type === 'asset.update',
    ).length;
    await waitForWebhooks(before + 1 + subscribedHidden);

    await resetAllLogs(stack.emulators);
    await joins(harbor);
    const harborReads = await calls(stack.emulators.digitalAsset);
    expect(harborReads.map((c) => [c.template, c.token])).toEqual([['/assets/{asset_id}', DIGITAL_ASSET_HARBOR_TOKEN]]);
    expect(present(harborReads[0]).url).toContain(shared.id);

    await resetAllLogs(stack.emulators);
    await joins();
    const demoReads = await calls(stack.emulators.digitalAsset);
    expect(demoReads.length).toBeGreaterThan(0);
    expect(demoReads.every((c) => c.template === '/assets/{asset_id}' && c.token === DEMO_TOKENS.digitalAsset)).toBe(
      true,
    );
    expect(demoReads.some((c) => c.url.includes(shared.id))).toBe(true);
  });
});
