// Folders, workspaces and dashboards through the graph: metadata, children (union, token pages,
// resource types), create/update/copy/move, with `destinationType` refused before sending when missing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAllTokens, wmGet } from '../helpers/reference.js';
import type { WmRecord } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let workspaces: any[];
beforeAll(async () => {
  stack = await startStack();
  workspaces = await wmAllTokens<WmRecord>(stack.emulators, '/workspaces');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables, headers);
const calls = () => upstreamCalls(stack.emulators.workManagement);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const wsId = (name: string) => String(workspaces.find((w) => w.name === name).id);
const CHILDREN = `query W($id: ID!, $first: Int, $after: String, $types: [ChildResourceType!]) { workspace(id: $id) { name createdAt children(first: $first, after: $after, resourceTypes: $types) {
  edges { node { __typename ... on Folder { id folderId name } ... on Sheet { sheetId name accessLevel } ... on Dashboard { id dashboardId name } ... on OtherContainerChild { itemId name resourceType } } }
  pageInfo { hasNextPage endCursor } } } }`;
const childrenOf = async (id: string, types?: string[]) => {
  const all: any[] = [];
  let after: string | null = null;
  do {
    const r: any = await gql(CHILDREN, { id, first: 2, after, types });
    expect(r.errors).toBeUndefined();
    all.push(...r.data.workspace.children.edges.map((e: any) => e.node));
    after = r.data.workspace.children.pageInfo.hasNextPage ? r.data.workspace.children.pageInfo.endCursor : null;
  } while (after);
  return all;
};
const folderChildren = async (id: string) => (await gql('query F($id: ID!) { folder(id: $id) { name children(first: 100) { edges { node { __typename ... on Folder { name folderId } ... on Sheet { name } ... on Dashboard { name } } } } } }', { id })).data.folder;

describe('reading containers', () => {
  it('pages a workspace’s children as typed union members, and filters by resource type', async () => {
    const id = wsId('Programme Office');
    const all = await childrenOf(id);
    expect(all.map((c) => c.__typename)).toEqual(['Sheet', 'Sheet', 'Folder', 'OtherContainerChild', 'Dashboard']);
    expect(all[3]).toMatchObject({ name: 'Programme Status Report', resourceType: 'report' });
    expect(all[0].accessLevel).toBe('OWNER');
    expect((await calls()).filter((c) => c.template === '/workspaces/{workspaceId}/children').some((c) => c.url.includes('lastKey='))).toBe(true);
    const folders = await childrenOf(id, ['folders']);
    expect(folders.map((c) => c.name)).toEqual(['Governance']);
    expect((await calls()).some((c) => c.url.includes('childrenResourceTypes=folders'))).toBe(true);
  });

  it('reads a folder with its children, and refetches folders and dashboards by global id', async () => {
    const governance = (await childrenOf(wsId('Programme Office'), ['folders']))[0];
    const folder = await folderChildren(governance.folderId);
    expect(folder.name).toBe('Governance');
    expect(folder.children.edges.map((e: any) => e.node.name)).toEqual(['Steering Decisions', 'Change Requests', 'Archive 2025']);
    const dashboards = await gql('{ dashboards(first: 2) { edges { node { id dashboardId name accessLevel permalink } } pageInfo { hasNextPage endCursor } } }');
    expect(dashboards.data.dashboards.edges).toHaveLength(2);
    expect(dashboards.data.dashboards.pageInfo.hasNextPage).toBe(true);
    const rest = await gql('query D($after: String) { dashboards(first: 10, after: $after) { edges { node { name } } pageInfo { hasNextPage } } }', { after: dashboards.data.dashboards.pageInfo.endCursor });
    expect(rest.data.dashboards.edges).toHaveLength(2);
    expect(rest.data.dashboards.pageInfo.hasNextPage).toBe(false);
    const dash = dashboards.data.dashboards.edges[0].node;
    const nodes = await gql('query N($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Folder { name } ... on Dashboard { name } } }', { ids: [governance.id, dash.id, toGlobalId('Folder', '1')] });
    expect(nodes.data.nodes).toEqual([{ __typename: 'Folder', name: 'Governance' }, { __typename: 'Dashboard', name: dash.name }, null]);
  });
});

describe('writing workspaces and folders', () => {
  it('creates, renames and copies a workspace, with folders created in it', async () => {
    const created = await gql('mutation C($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { workspace { id workspaceId name accessLevel } } }', { i: { name: 'Launch' } });
    expect(created.data.createWorkspace.workspace).toMatchObject({ name: 'Launch', accessLevel: 'OWNER' });
    const ws = created.data.createWorkspace.workspace;
    const top = await gql('mutation F($i: CreateFolderInput!) { createFolder(input: $i) { folder { id folderId name } } }', { i: { workspaceId: ws.id, name: 'Plans' } });
    const inner = await gql('mutation F($i: CreateFolderInput!) { createFolder(input: $i) { folder { folderId name } } }', { i: { folderId: top.data.createFolder.folder.id, name: 'Drafts' } });
    expect(inner.data.createFolder.folder.name).toBe('Drafts');
    const renamed = await gql('mutation U($i: UpdateWorkspaceInput!) { updateWorkspace(input: $i) { workspace { name } } }', { i: { workspaceId: ws.workspaceId, name: 'Launch 2027' } });
    expect(renamed.data.updateWorkspace.workspace.name).toBe('Launch 2027');
    const copy = await gql('mutation C($i: CopyWorkspaceInput!) { copyWorkspace(input: $i) { workspace { workspaceId name } } }', { i: { workspaceId: ws.id, newName: 'Launch copy' } });
    const copied = await childrenOf(copy.data.copyWorkspace.workspace.workspaceId);
    expect(copied.map((c) => c.name)).toEqual(['Plans']);
    expect((await folderChildren(copied[0].folderId)).children.edges.map((e: any) => e.node.name)).toEqual(['Drafts']);
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual([
      'POST /workspaces',
      'POST /workspaces/{workspaceId}/folders',
      'POST /folders/{folderId}/folders',
      'PUT /workspaces/{workspaceId}',
      'POST /workspaces/{workspaceId}/copy',
    ]);
    await resetAllLogs(stack.emulators);
    const both = await gql('mutation F($i: CreateFolderInput!) { createFolder(input: $i) { folder { name } } }', { i: { workspaceId: ws.id, folderId: top.data.createFolder.folder.id, name: 'X' } });
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.workspaceId' });
    expect(await calls()).toHaveLength(0);
  });

  it('renames, copies and moves folders', async () => {
    const governance = (await childrenOf(wsId('Programme Office'), ['folders']))[0];
    const archive = (await folderChildren(governance.folderId)).children.edges.find((e: any) => e.node.name === 'Archive 2025').node;
    const renamed = await gql('mutation U($i: UpdateFolderInput!) { updateFolder(input: $i) { folder { name } } }', { i: { folderId: archive.folderId, name: 'Archive FY25' } });
    expect(renamed.data.updateFolder.folder.name).toBe('Archive FY25');
    expect((await writes())[0]!.url).toBe(`/folders/${archive.folderId}/folders`);
    const copy = await gql('mutation C($i: CopyFolderInput!) { copyFolder(input: $i) { folder { folderId name } } }', { i: { folderId: archive.folderId, newName: 'Archive copy', destinationType: 'workspace', destinationId: toGlobalId('Workspace', wsId('Finance')) } });
    expect(copy.errors).toBeUndefined();
    expect((await folderChildren(copy.data.copyFolder.folder.folderId)).children.edges.map((e: any) => e.node.name)).toEqual(['Programme Plan 2025', 'Lessons Learned']);
    const intoSelf = await gql('mutation M($i: MoveInput!) { moveFolder(input: $i) { folder { name } } }', { i: { id: governance.folderId, destinationType: 'folder', destinationId: archive.folderId } });
    expect(intoSelf.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { errorCode: 1258 } });
    const moved = await gql('mutation M($i: MoveInput!) { moveFolder(input: $i) { folder { name } } }', { i: { id: archive.folderId, destinationType: 'workspace', destinationId: wsId('Programme Office') } });
    expect(moved.data.moveFolder.folder.name).toBe('Archive FY25');
    expect((await childrenOf(wsId('Programme Office'), ['folders'])).map((c) => c.name)).toEqual(['Governance', 'Archive FY25']);
    await resetAllLogs(stack.emulators);
    const home = await gql('mutation C($i: CopyFolderInput!) { copyFolder(input: $i) { folder { name } } }', { i: { folderId: archive.folderId, newName: 'Home copy', destinationType: 'home' } });
    expect(home.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1031, field: 'input.destinationType' });
    expect((await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a move or copy without destinationType before sending; the emulator refuses it too', async () => {
    const governance = (await childrenOf(wsId('Programme Office'), ['folders']))[0];
    const dashboards = await gql('{ dashboards(first: 1) { edges { node { id } } } }');
    await resetAllLogs(stack.emulators);
    const folder = await gql('mutation M($i: MoveInput!) { moveFolder(input: $i) { folder { name } } }', { i: { id: governance.id, destinationId: wsId('Finance') } });
    expect(folder.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.destinationType', errorCode: 1012 });
    const dash = await gql('mutation M($i: MoveInput!) { moveDashboard(input: $i) { dashboard { name } } }', { i: { id: dashboards.data.dashboards.edges[0].node.id, destinationId: wsId('Finance') } });
    expect(dash.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.destinationType', errorCode: 1012 });
    const copy = await gql('mutation C($i: CopyFolderInput!) { copyFolder(input: $i) { folder { name } } }', { i: { folderId: governance.id, newName: 'x', destinationType: 'folder' } });
    expect(copy.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.destinationId', errorCode: 1012 });
    expect(await calls()).toHaveLength(0);
    const response = await fetch(`${stack.emulators.workManagement.baseUrl}/folders/${governance.folderId}/move`, { method: 'POST', headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' }, body: JSON.stringify({ destinationId: 1 }) });
    expect(response.status).toBe(400);
    expect((await response.json()).errorCode).toBe(1012);
  });

  it('moves a dashboard into a folder', async () => {
    const dashboards = await gql('{ dashboards(first: 10) { edges { node { id name } } } }');
    const dash = dashboards.data.dashboards.edges.find((e: any) => e.node.name === 'Engineering Health').node;
    const platform = (await childrenOf(wsId('Engineering'), ['folders'])).find((c) => c.name === 'Platform');
    const moved = await gql('mutation M($i: MoveInput!) { moveDashboard(input: $i) { dashboard { id name } } }', { i: { id: dash.id, destinationType: 'folder', destinationId: platform.id } });
    expect(moved.data.moveDashboard.dashboard).toEqual(dash);
    expect((await folderChildren(platform.folderId)).children.edges.map((e: any) => e.node.name)).toContain('Engineering Health');
    expect((await childrenOf(wsId('Engineering'))).map((c) => c.name)).not.toContain('Engineering Health');
    const meta = await wmGet<WmRecord>(stack.emulators, `/folders/${platform.folderId}/metadata`);
    expect(meta.name).toBe('Platform');
  });
});
