// The join index: the first request of a scope scans and builds it, the next ones answer the four
// joins (Sheet.assets, Row.assets, Project.assets, Sheet.project) without scanning; changes reach
// the next request through the emulator's real webhook deliveries and through graph writes, each
// scope reading a changed record with its own key; a key that sees fewer libraries never gets
// answers from another key's index. Expected answers are read from the emulators over REST.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS, DIGITAL_ASSET_HARBOR_TOKEN } from '../../emulators/index.js';
import { toGlobalId } from '../../src/relay/global-id.js';
import { direct } from '../helpers/direct.js';
import type { DaWebhook } from '../helpers/rest-shapes.js';
import { assetTruth, metricReaches, metricValue, projectsBySheet, truthOf, type AssetTruth } from '../helpers/join-truth.js';
import { configureEmulator, graphql, resetAllLogs, upstreamCalls, useStack, type LoggedCall } from '../helpers/stack.js';

const stack = useStack();

const JOINS = `query J($sheet: ID!, $project: ID!) {
  sheet(id: $sheet) {
    project { projectId }
    assets(first: 500) { edges { node { assetId } } }
    rows(first: 30) { edges { node { rowId assets(first: 50) { edges { node { assetId } } } } } }
  }
  project(id: $project) { projectId assets(first: 500) { edges { node { assetId } } } }
}`;

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
  const result = await graphql<any>(stack.gateway.graphqlUrl, JOINS, { sheet: sheetId, project: projectId }, headers);
  expect(result.errors).toBeUndefined();
  const sheet = result.data.sheet;
  return {
    project: sheet.project?.projectId ?? null,
    sheetAssets: sheet.assets.edges.map((e: any) => e.node.assetId),
    rows: Object.fromEntries(sheet.rows.edges.map((e: any) => [e.node.rowId, e.node.assets.edges.map((a: any) => a.node.assetId)])),
    projectAssets: result.data.project.assets.edges.map((e: any) => e.node.assetId),
  };
}

/** What the joins should answer, from the emulators. */
async function truth(token: string = DEMO_TOKENS.digitalAsset): Promise<Answer> {
  const assets = await assetTruth(stack.emulators, token);
  const projects = await projectsBySheet(stack.emulators);
  return {
    project: projects.get(sheetId)?.[0] !== undefined ? String(projects.get(sheetId)![0]) : null,
    sheetAssets: truthOf.sheet(assets, sheetId),
    rows: Object.fromEntries(rowIds.map((rowId) => [rowId, truthOf.row(assets, sheetId, rowId)])),
    projectAssets: truthOf.project(assets, projectId),
  };
}

const SCANS = ['GET /libraries', 'GET /libraries/{library_id}/assets', 'GET /projects', 'GET /custom_fields'];
const scansIn = (calls: LoggedCall[]): string[] => calls.map((c) => `${c.method} ${c.template}`).filter((t) => SCANS.includes(t));

async function upstream(): Promise<{ da: LoggedCall[]; rp: LoggedCall[] }> {
  return { da: await upstreamCalls(stack.emulators.digitalAsset), rp: await upstreamCalls(stack.emulators.resourcePlanning) };
}

/** Subscribes the gateway's receiver to the three asset events of a library, directly at the service. */
async function subscribe(libraryId: string): Promise<void> {
  for (const eventType of ['asset.create', 'asset.update', 'asset.delete']) {
    const created = await direct(stack.emulators.digitalAsset, 'POST', '/webhooks', {
      data: { attributes: { event_type: eventType, resource_key: libraryId, resource_type: 'library', callback_url: `${stack.gateway.url}/webhooks/digital-asset` } },
    });
    expect(created.status).toBe(200);
  }
}

const webhookChanges = (): Promise<number> => metricValue(stack.gateway.url, 'workgraph_join_index_changes_total', { index: 'assets', source: 'webhook' });
const waitForWebhooks = async (count: number): Promise<void> => {
  expect(await metricReaches(stack.gateway.url, 'workgraph_join_index_changes_total', { index: 'assets', source: 'webhook' }, count)).toBeGreaterThanOrEqual(count);
};

let assets: AssetTruth[];

beforeAll(async () => {
  await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
  assets = await assetTruth(stack.emulators);
  const projects = await projectsBySheet(stack.emulators);
  // The sheet with the most linked rows that a project names too, and the project most assets name.
  const linked = new Map<string, Set<string>>();
  for (const a of assets) if (a.fields.sheet_id && a.fields.row_id) linked.set(a.fields.sheet_id, new Set([...(linked.get(a.fields.sheet_id) ?? []), a.fields.row_id]));
  sheetId = [...linked].filter(([id]) => projects.has(id)).sort((a, b) => b[1].size - a[1].size)[0]![0];
  const byProject = new Map<string, number>();
  for (const a of assets) if (a.fields.project_id) byProject.set(a.fields.project_id, (byProject.get(a.fields.project_id) ?? 0) + 1);
  projectId = [...byProject].sort((a, b) => b[1] - a[1])[0]![0];
  const sheet = await graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { rows(first: 30) { edges { node { rowId } } } } }', { id: sheetId });
  rowIds = sheet.data.sheet.rows.edges.map((e: any) => e.node.rowId);
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
    expect(await metricReaches(stack.gateway.url, 'workgraph_join_index_builds_total', { index: 'assets', reason: 'cold' }, 1)).toBe(1);
    expect(await metricValue(stack.gateway.url, 'workgraph_join_index_items', { index: 'assets' })).toBe(assets.filter((a) => a.fields.sheet_id || a.fields.project_id).length);
    expect(await metricValue(stack.gateway.url, 'workgraph_join_index_age_seconds', { index: 'projects' })).toBeGreaterThanOrEqual(0);
  });

  it('labels the scopes in /metrics with short hashes, never the keys', async () => {
    const text = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    const scopes = [...text.matchAll(/workgraph_join_index_items\{index="(\w+)",scope="([^"]*)"\}/g)].map((m) => m[2]!);
    expect(scopes.length).toBeGreaterThanOrEqual(2);
    for (const scope of scopes) expect(scope).toMatch(/^[0-9a-f]{12}$/);
    for (const token of Object.values(DEMO_TOKENS)) expect(text).not.toContain(token);
  });
});

describe('changes', () => {
  it('moves an asset to another row when its custom field changes over REST, through the webhook delivery, reading only that asset', async () => {
    const moved = assets.find((a) => a.fields.sheet_id === sheetId && a.fields.row_id && rowIds.includes(a.fields.row_id))!;
    expect(moved).toBeDefined();
    const target = rowIds.find((r) => r !== moved.fields.row_id)!;
    await subscribe(moved.libraryId);
    await joins(); // warm, nothing pending
    const before = await webhookChanges();
    const changed = await direct(stack.emulators.digitalAsset, 'PUT', `/custom_field_values/${moved.valueIds.row_id![0]}`, { data: { attributes: { value: target } } });
    expect(changed.status).toBe(200);
    await waitForWebhooks(before + 1);

    await resetAllLogs(stack.emulators);
    const answer = await joins();
    const calls = await upstream();
    expect(answer.rows[target]).toContain(moved.id);
    expect(answer.rows[moved.fields.row_id!] ?? []).not.toContain(moved.id);
    expect(answer).toEqual(await truth());
    expect(scansIn(calls.da)).toEqual([]);
    expect(calls.da.map((c) => `${c.method} ${c.template}`)).toEqual(['GET /assets/{asset_id}']);
    expect(calls.da[0]!.url).toContain(moved.id);
  });

  it('drops a deleted asset from the joins of the next request', async () => {
    const subscribed = new Set(((await direct<{ data: DaWebhook[] }>(stack.emulators.digitalAsset, 'GET', '/webhooks?per=3000')).body.data).map((w) => w.attributes.resource_key));
    const doomed = assets.find((a) => a.fields.sheet_id === sheetId && a.fields.row_id && subscribed.has(a.libraryId))!;
    expect(doomed).toBeDefined();
    await joins();
    const before = await webhookChanges();
    expect((await direct(stack.emulators.digitalAsset, 'DELETE', `/assets/${doomed.id}`)).status).toBe(204);
    await waitForWebhooks(before + 1);
    const answer = await joins();
    expect(answer.sheetAssets).not.toContain(doomed.id);
    for (const list of Object.values(answer.rows)) expect(list).not.toContain(doomed.id);
    expect(answer).toEqual(await truth());
  });

  it('shows a custom field set through the graph in the next request, with no webhook subscribed', async () => {
    const subscribed = new Set(((await direct<{ data: DaWebhook[] }>(stack.emulators.digitalAsset, 'GET', '/webhooks?per=3000')).body.data).map((w) => w.attributes.resource_key));
    // An asset that names nothing yet, in a library whose changes no webhook reports.
    const assets = await assetTruth(stack.emulators);
    const plain = assets.find((a) => !subscribed.has(a.libraryId) && !a.fields.sheet_id && !a.fields.project_id)!;
    expect(plain).toBeDefined();
    await joins();
    const deliveries = await webhookChanges();
    const set = (key: string, value: string) =>
      graphql<any>(stack.gateway.graphqlUrl, 'mutation S($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId customFields { key value } } } }', {
        input: { assetId: toGlobalId('Asset', plain.id), key, value },
      });
    const first = await set('project_id', projectId);
    expect(first.errors).toBeUndefined();
    expect(first.data.setAssetCustomField.asset.customFields).toContainEqual({ key: 'project_id', value: projectId });
    const second = await set('sheet_id', sheetId);
    expect(second.errors).toBeUndefined();

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
    const asset = assets.find((a) => a.fields.usage_rights && !a.fields.sheet_id && !a.fields.project_id)!;
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'mutation S($input: SetAssetCustomFieldInput!) { setAssetCustomField(input: $input) { asset { assetId } } }', {
      input: { assetId: asset.id, key: 'no_such_key', value: 'x' },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.key' });
    expect((await upstreamCalls(stack.emulators.digitalAsset)).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('moves Sheet.project when the project custom field changes through the graph, reading only that project', async () => {
    const projects = await projectsBySheet(stack.emulators);
    const current = projects.get(sheetId)![0]!;
    const values = await graphql<any>(stack.gateway.graphqlUrl, 'query P($id: ID!) { project(id: $id) { customFieldValues { id name value } } }', { id: String(current) });
    expect(values.errors).toBeUndefined();
    const value = values.data.project.customFieldValues.find((v: any) => v.name === 'Sheet ID');
    const otherSheet = [...projects.keys()].find((s) => s !== sheetId)!;
    await joins();
    const changed = await graphql<any>(stack.gateway.graphqlUrl, 'mutation U($input: UpdateCustomFieldValueInput!) { updateProjectCustomFieldValue(input: $input) { customFieldValue { value } } }', {
      input: { ownerId: String(current), valueId: value.id, value: otherSheet },
    });
    expect(changed.errors).toBeUndefined();

    await resetAllLogs(stack.emulators);
    const answer = await joins();
    const rpCalls = await upstreamCalls(stack.emulators.resourcePlanning);
    const rp = rpCalls.map((c) => `${c.method} ${c.template}`);
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
    expect(expected.sheetAssets.length + expected.projectAssets.length).toBeLessThan(all.sheetAssets.length + all.projectAssets.length);

    await resetAllLogs(stack.emulators);
    const cold = await joins(harbor);
    expect(cold).toEqual(expected);
    const da = await upstreamCalls(stack.emulators.digitalAsset);
    expect(scansIn(da)).toContain('GET /libraries/{library_id}/assets');
    expect(new Set(da.map((c) => (c as LoggedCall & { token: string }).token))).toEqual(new Set([DIGITAL_ASSET_HARBOR_TOKEN]));

    await resetAllLogs(stack.emulators);
    const warmHarbor = await joins(harbor);
    const warmDemo = await joins();
    expect(scansIn(await upstreamCalls(stack.emulators.digitalAsset))).toEqual([]);
    expect(warmHarbor).toEqual(expected);
    expect(warmDemo).toEqual(await truth());
  });

  it('has each key read a changed asset of a library both see with its own key, and only the key that sees it', async () => {
    const harbor = { 'X-Digital-Asset-Token': DIGITAL_ASSET_HARBOR_TOKEN };
    const harborLibraries = new Set((await assetTruth(stack.emulators, DIGITAL_ASSET_HARBOR_TOKEN)).map((a) => a.libraryId));
    const assets = await assetTruth(stack.emulators);
    const shared = assets.find((a) => harborLibraries.has(a.libraryId) && a.valueIds.usage_rights)!;
    const hidden = assets.find((a) => !harborLibraries.has(a.libraryId) && a.valueIds.usage_rights && (a.fields.sheet_id || a.fields.project_id))!;
    await subscribe(shared.libraryId);
    await Promise.all([joins(), joins(harbor)]);
    const before = await webhookChanges();
    for (const asset of [shared, hidden]) {
      expect((await direct(stack.emulators.digitalAsset, 'PUT', `/custom_field_values/${asset.valueIds.usage_rights![0]}`, { data: { attributes: { value: 'Changed' } } })).status).toBe(200);
    }
    // The hidden asset's library may have no subscription (its change then waits for the reconciliation).
    const subscribedHidden = ((await direct<{ data: DaWebhook[] }>(stack.emulators.digitalAsset, 'GET', '/webhooks?per=3000')).body.data).filter((w) => w.attributes.resource_key === hidden.libraryId && w.attributes.event_type === 'asset.update').length;
    await waitForWebhooks(before + 1 + subscribedHidden);

    await resetAllLogs(stack.emulators);
    await joins(harbor);
    const harborReads = (await upstreamCalls(stack.emulators.digitalAsset)) as Array<LoggedCall & { token: string }>;
    expect(harborReads.map((c) => [c.template, c.token])).toEqual([['/assets/{asset_id}', DIGITAL_ASSET_HARBOR_TOKEN]]);
    expect(harborReads[0]!.url).toContain(shared.id);

    await resetAllLogs(stack.emulators);
    await joins();
    const demoReads = (await upstreamCalls(stack.emulators.digitalAsset)) as Array<LoggedCall & { token: string }>;
    expect(demoReads.every((c) => c.template === '/assets/{asset_id}' && c.token === DEMO_TOKENS.digitalAsset)).toBe(true);
    expect(demoReads.some((c) => c.url.includes(shared.id))).toBe(true);
  });
});
