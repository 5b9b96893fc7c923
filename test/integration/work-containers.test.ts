// Folders, workspaces and dashboards through the graph: metadata, children (union, token pages,
// resource types), create/update/copy/move; a destination is required by the schema, and a refused
// input comes back as the payload's userErrors.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { ChildResourceType, WorkContainersChildrenQuery } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { ofType, present } from '../helpers/present.js';
import { wmAllTokens, wmGet } from '../helpers/reference.js';
import type { WmRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let workspaces: WmRecord[];
beforeAll(async () => {
  workspaces = await wmAllTokens<WmRecord>(stack.emulators, '/workspaces');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const calls = () => callsOf(stack.emulators.workManagement);
const writes = () => writesOf(stack.emulators.workManagement);
const wsId = (name: string): string =>
  String(
    present(
      workspaces.find((w) => w.name === name),
      `the ${name} workspace`,
    ).id,
  );

const CHILDREN = graphql(`
  query WorkContainersChildren($id: ID!, $first: Int, $after: String, $types: [ChildResourceType!]) {
    workspace(id: $id) {
      name
      createdAt
      children(first: $first, after: $after, resourceTypes: $types) {
        edges {
          node {
            __typename
            ... on Folder {
              id
              backendId
              name
            }
            ... on Sheet {
              id
              backendId
              name
              accessLevel
            }
            ... on Dashboard {
              id
              backendId
              name
            }
            ... on OtherContainerChild {
              backendId
              name
              resourceType
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
const FOLDER = graphql(`
  query WorkContainersFolder($id: ID!) {
    folder(id: $id) {
      name
      children(first: 100) {
        edges {
          node {
            __typename
            ... on Folder {
              name
              backendId
            }
            ... on Sheet {
              name
            }
            ... on Dashboard {
              name
            }
            ... on OtherContainerChild {
              name
            }
          }
        }
      }
    }
  }
`);
const DASHBOARD_NAMES = graphql(`
  query WorkContainersDashboardNames($first: Int, $after: String) {
    dashboards(first: $first, after: $after) {
      edges {
        node {
          id
          name
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`);
const CREATE_FOLDER = graphql(`
  mutation WorkContainersCreateFolder($i: CreateFolderInput!) {
    createFolder(input: $i) {
      folder {
        id
        backendId
        name
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const MOVE_FOLDER = graphql(`
  mutation WorkContainersMoveFolder($i: MoveInput!) {
    moveFolder(input: $i) {
      folder {
        name
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

/** A page of a workspace's children, and a child as CHILDREN selects it (a member of the ContainerChild union). */
type Children = NonNullable<NonNullable<WorkContainersChildrenQuery['workspace']>['children']>;
type Child = Children['edges'][number]['node'];
/** Every child of a workspace, read two per page. */
async function childrenOf(id: string, types?: ChildResourceType[]): Promise<Child[]> {
  const all: Child[] = [];
  let after: string | null = null;
  do {
    const children: Children = present(
      present(dataOf(await run(CHILDREN, { id, first: 2, after, types })).workspace).children,
    );
    all.push(...children.edges.map((e) => e.node));
    after = children.pageInfo.hasNextPage ? children.pageInfo.endCursor : null;
  } while (after);
  return all;
}
const folderChildren = async (id: string) => present(dataOf(await run(FOLDER, { id })).folder);
const childNames = (folder: Awaited<ReturnType<typeof folderChildren>>): string[] =>
  present(folder.children).edges.map((e) => e.node.name);
/** The first folder of the Programme Office workspace (Governance). */
const governanceFolder = async () => ofType((await childrenOf(wsId('Programme Office'), ['FOLDERS']))[0], 'Folder');

describe('reading containers', () => {
  it('pages a workspace’s children as typed union members, and filters by resource type', async () => {
    const id = wsId('Programme Office');
    const all = await childrenOf(id);
    expect(all.map((c) => c.__typename)).toEqual(['Sheet', 'Sheet', 'Folder', 'OtherContainerChild', 'Dashboard']);
    expect(all[3]).toMatchObject({ name: 'Programme Status Report', resourceType: 'report' });
    expect(ofType(all[0], 'Sheet').accessLevel).toBe('OWNER');
    expect(
      (await calls())
        .filter((c) => c.template === '/workspaces/{workspaceId}/children')
        .some((c) => c.url.includes('lastKey=')),
    ).toBe(true);
    const folders = await childrenOf(id, ['FOLDERS']);
    expect(folders.map((c) => c.name)).toEqual(['Governance']);
    expect((await calls()).some((c) => c.url.includes('childrenResourceTypes=folders'))).toBe(true);
  });

  it('reads a folder with its children, and refetches folders and dashboards by global id', async () => {
    const governance = await governanceFolder();
    const folder = await folderChildren(governance.backendId);
    expect(folder.name).toBe('Governance');
    expect(childNames(folder)).toEqual(['Steering Decisions', 'Change Requests', 'Archive 2025']);
    const DASHBOARDS = graphql(`
      query WorkContainersDashboards($first: Int, $after: String) {
        dashboards(first: $first, after: $after) {
          edges {
            node {
              id
              backendId
              name
              accessLevel
              permalink
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `);
    const dashboards = present(dataOf(await run(DASHBOARDS, { first: 2 })).dashboards);
    expect(dashboards.edges).toHaveLength(2);
    expect(dashboards.pageInfo.hasNextPage).toBe(true);
    const rest = await run(DASHBOARD_NAMES, { first: 10, after: dashboards.pageInfo.endCursor });
    expect(rest.data?.dashboards?.edges).toHaveLength(2);
    expect(rest.data?.dashboards?.pageInfo.hasNextPage).toBe(false);
    const dash = present(dashboards.edges[0]).node;
    const NODES = graphql(`
      query WorkContainersNodes($ids: [ID!]!) {
        nodes(ids: $ids) {
          __typename
          ... on Folder {
            name
          }
          ... on Dashboard {
            name
          }
        }
      }
    `);
    const nodes = await run(NODES, { ids: [governance.id, dash.id, globalId('Folder', '1')] });
    expect(nodes.data?.nodes).toEqual([
      { __typename: 'Folder', name: 'Governance' },
      { __typename: 'Dashboard', name: dash.name },
      null,
    ]);
  });
});

describe('writing workspaces and folders', () => {
  it('creates, renames and copies a workspace, with folders created in it', async () => {
    const CREATE_WORKSPACE = graphql(`
      mutation WorkContainersCreateWorkspace($i: CreateWorkspaceInput!) {
        createWorkspace(input: $i) {
          workspace {
            id
            backendId
            name
            accessLevel
          }
        }
      }
    `);
    const ws = present(dataOf(await run(CREATE_WORKSPACE, { i: { name: 'Launch' } })).createWorkspace?.workspace);
    expect(ws).toMatchObject({ name: 'Launch', accessLevel: 'OWNER' });
    const top = present(
      present(
        (await run(CREATE_FOLDER, { i: { parentType: 'WORKSPACE', parentId: ws.id, name: 'Plans' } })).data
          ?.createFolder,
      ).folder,
    );
    const inner = await run(CREATE_FOLDER, { i: { parentType: 'FOLDER', parentId: top.backendId, name: 'Drafts' } });
    expect(inner.data?.createFolder?.folder?.name).toBe('Drafts');
    const UPDATE_WORKSPACE = graphql(`
      mutation WorkContainersUpdateWorkspace($i: UpdateWorkspaceInput!) {
        updateWorkspace(input: $i) {
          workspace {
            name
          }
        }
      }
    `);
    const renamed = await run(UPDATE_WORKSPACE, { i: { workspaceId: ws.backendId, name: 'Launch 2027' } });
    expect(renamed.data?.updateWorkspace?.workspace?.name).toBe('Launch 2027');
    const COPY_WORKSPACE = graphql(`
      mutation WorkContainersCopyWorkspace($i: CopyWorkspaceInput!) {
        copyWorkspace(input: $i) {
          workspace {
            backendId
            name
          }
        }
      }
    `);
    const copy = present(
      (await run(COPY_WORKSPACE, { i: { workspaceId: ws.id, newName: 'Launch copy' } })).data?.copyWorkspace?.workspace,
    );
    const copied = await childrenOf(copy.backendId);
    expect(copied.map((c) => c.name)).toEqual(['Plans']);
    expect(childNames(await folderChildren(ofType(copied[0], 'Folder').backendId))).toEqual(['Drafts']);
    expect(routes(await writes())).toEqual([
      'POST /workspaces',
      'POST /workspaces/{workspaceId}/folders',
      'POST /folders/{folderId}/folders',
      'PUT /workspaces/{workspaceId}',
      'POST /workspaces/{workspaceId}/copy',
    ]);
    await resetAllLogs(stack.emulators);
    // A parent of another kind than parentType says is refused before anything is sent.
    const mismatched = await run(CREATE_FOLDER, { i: { parentType: 'FOLDER', parentId: ws.id, name: 'X' } });
    expect(dataOf(mismatched).createFolder).toEqual({
      folder: null,
      userErrors: [{ field: ['input', 'parentId'], code: 'INVALID', errorCode: null }],
    });
    expect(await calls()).toHaveLength(0);
  });

  it('renames, copies and moves folders', async () => {
    const governance = await governanceFolder();
    const archive = ofType(
      present(
        present((await folderChildren(governance.backendId)).children).edges.find(
          (e) => e.node.name === 'Archive 2025',
        ),
        'the Archive 2025 folder',
      ).node,
      'Folder',
    );
    const UPDATE_FOLDER = graphql(`
      mutation WorkContainersUpdateFolder($i: UpdateFolderInput!) {
        updateFolder(input: $i) {
          folder {
            name
          }
        }
      }
    `);
    const renamed = await run(UPDATE_FOLDER, { i: { folderId: archive.backendId, name: 'Archive FY25' } });
    expect(renamed.data?.updateFolder?.folder?.name).toBe('Archive FY25');
    expect(present((await writes())[0]).url).toBe(`/folders/${archive.backendId}/folders`);
    const COPY_FOLDER = graphql(`
      mutation WorkContainersCopyFolder($i: CopyFolderInput!) {
        copyFolder(input: $i) {
          folder {
            backendId
            name
          }
        }
      }
    `);
    const copy = dataOf(
      await run(COPY_FOLDER, {
        i: {
          folderId: archive.backendId,
          newName: 'Archive copy',
          destinationType: 'WORKSPACE',
          destinationId: globalId('Workspace', wsId('Finance')),
        },
      }),
    );
    expect(childNames(await folderChildren(present(present(copy.copyFolder).folder).backendId))).toEqual([
      'Programme Plan 2025',
      'Lessons Learned',
    ]);
    const intoSelf = await run(MOVE_FOLDER, {
      i: { id: governance.backendId, destinationType: 'FOLDER', destinationId: archive.backendId },
    });
    expect(dataOf(intoSelf).moveFolder).toEqual({
      folder: null,
      userErrors: [{ field: null, code: 'INVALID', errorCode: 1258 }],
    });
    const moved = await run(MOVE_FOLDER, {
      i: { id: archive.backendId, destinationType: 'WORKSPACE', destinationId: wsId('Programme Office') },
    });
    expect(moved.data?.moveFolder?.folder?.name).toBe('Archive FY25');
    expect((await childrenOf(wsId('Programme Office'), ['FOLDERS'])).map((c) => c.name)).toEqual([
      'Governance',
      'Archive FY25',
    ]);
  });

  it('requires a destination in the schema: a move or copy without one, or into the home folder, is refused before sending; the emulator refuses it too', async () => {
    const governance = await governanceFolder();
    const dashboards = present(dataOf(await run(DASHBOARD_NAMES, { first: 1 })).dashboards);
    await resetAllLogs(stack.emulators);
    const ask = gqlText(stack);
    const moveFolder = 'mutation($i: MoveInput!) { moveFolder(input: $i) { folder { name } } }';
    const folder = await ask(moveFolder, { i: { id: governance.id, destinationId: wsId('Finance') } });
    expect(folder.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(folder.errors?.[0]?.message).toContain('destinationType');
    const dash = await ask('mutation($i: MoveInput!) { moveDashboard(input: $i) { dashboard { name } } }', {
      i: { id: present(dashboards.edges[0]).node.id, destinationType: 'WORKSPACE' },
    });
    expect(dash.errors?.[0]?.message).toContain('destinationId');
    const home = await ask('mutation($i: CopyFolderInput!) { copyFolder(input: $i) { folder { name } } }', {
      i: { folderId: governance.id, newName: 'x', destinationType: 'HOME', destinationId: wsId('Finance') },
    });
    expect(home.errors?.[0]?.message).toContain('HOME');
    expect(await calls()).toHaveLength(0);
    const response = await direct<{ errorCode: number }>(
      stack.emulators.workManagement,
      'POST',
      `/folders/${governance.backendId}/move`,
      { destinationId: 1 },
    );
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(1012);
  });

  it('moves a dashboard into a folder', async () => {
    const dashboards = present(dataOf(await run(DASHBOARD_NAMES, { first: 10 })).dashboards);
    const dash = present(
      dashboards.edges.find((e) => e.node.name === 'Engineering Health'),
      'the Engineering Health dashboard',
    ).node;
    const platform = ofType(
      (await childrenOf(wsId('Engineering'), ['FOLDERS'])).find((c) => c.name === 'Platform'),
      'Folder',
    );
    const MOVE_DASHBOARD = graphql(`
      mutation WorkContainersMoveDashboard($i: MoveInput!) {
        moveDashboard(input: $i) {
          dashboard {
            id
            name
          }
        }
      }
    `);
    const moved = await run(MOVE_DASHBOARD, {
      i: { id: dash.id, destinationType: 'FOLDER', destinationId: platform.id },
    });
    expect(moved.data?.moveDashboard?.dashboard).toEqual(dash);
    expect(childNames(await folderChildren(platform.backendId))).toContain('Engineering Health');
    expect((await childrenOf(wsId('Engineering'))).map((c) => c.name)).not.toContain('Engineering Health');
    const meta = await wmGet<WmRecord>(stack.emulators, `/folders/${platform.backendId}/metadata`);
    expect(meta.name).toBe('Platform');
  });
});
