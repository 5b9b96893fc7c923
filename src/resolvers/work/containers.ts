// Resolvers of workspaces, folders, their children and dashboards, and of the workspace, folder and
// dashboard writes. A destination or parent is checked before any move, copy or create is sent.
import type { GatewayContext } from '../../context.js';
import type {
  ChildResourceType,
  Destination,
  WmChildItem,
  WmFolder,
  WmSight,
} from '../../datasources/work-management/containers-api.js';
import { badUserInput } from '../../graphql-errors.js';
import { ContainerType, type Resolvers, SharingAccessLevel } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { ConnectionArgs } from '../../relay/connection.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import { workManagementTokenConnection } from '../connections.js';
import { enumValue } from '../enums.js';
import type { NodeFetchers } from '../node-registry.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';
import { fullWorkspace } from './full-reads.js';

/** The kind of a child item: `type` as the emulator and vendor mocks send it, `resourceType` as the JS SDK types say. */
export function childKind(item: WmChildItem): string {
  return (item.type ?? item.resourceType ?? '').toLowerCase();
}

function children(
  parent: 'folder' | 'workspace',
  id: string,
  args: ConnectionArgs & { resourceTypes?: ChildResourceType[] | null },
  ctx: GatewayContext,
) {
  const types = args.resourceTypes ?? undefined;
  return workManagementTokenConnection(ctx, args, {
    list: `${parent}.children`,
    shape: { id, types },
    fetch: (token, pageSize) => ctx.api.workManagementContainers.children(parent, id, types, token, pageSize),
  });
}

/** A folder or workspace named by a kind and an id (global of that kind, or the service's), as the service's body names it. */
function containerOf(
  type: string | null | undefined,
  id: string | null | undefined,
  field: { type: string; id: string },
): Destination & { destinationId: string } {
  if (!type) throw badUserInput(`"${field.type.replace(/^input\./, '')}" is required`, field.type, 1012);
  if (type !== ContainerType.Folder && type !== ContainerType.Workspace)
    throw badUserInput(
      `destination type "${type}" is deprecated: the home folder is not served; use a folder or a workspace`,
      field.type,
      1031,
    );
  if (!id) throw badUserInput(`"${field.id.replace(/^input\./, '')}" is required`, field.id, 1012);
  return {
    destinationType: type,
    destinationId: readId(id, type === ContainerType.Folder ? 'Folder' : 'Workspace', field.id),
  };
}

/**
 * Reads `destinationType` and `destinationId` of a move or copy; refuses before any call what the
 * service would: no destination (1012), or one that is neither a folder nor a workspace (1031).
 */
export function destinationOf(input: { destinationType?: string | null; destinationId?: string | null }): Destination {
  return containerOf(input.destinationType, input.destinationId, {
    type: 'input.destinationType',
    id: 'input.destinationId',
  });
}

/** Finds a dashboard (the service has no single-dashboard read in scope: the loader walks the list). */
export function findDashboard(ctx: GatewayContext, id: string): Promise<WmSight | null> {
  return ctx.loaders.workManagement.dashboardById.load(id);
}

function required<T>(value: T | undefined): T {
  if (value === undefined || value === null) throw new Error('the service answered without a result');
  return value;
}

export const containerResolvers: Resolvers = withMutationUserErrors({
  Query: {
    workspaces: (_root, args, ctx) =>
      workManagementTokenConnection(ctx, args, {
        list: 'workspaces',
        fetch: (token, pageSize) => ctx.api.workManagement.listWorkspaces(token, pageSize),
      }),
    workspace: (_root, { id }, ctx) => ctx.loaders.workManagement.workspaceById.load(readId(id, 'Workspace', 'id')),
    folder: (_root, { id }, ctx) =>
      nullIfNotFound(() => ctx.api.workManagementContainers.getFolder(readId(id, 'Folder', 'id'))),
    dashboards: (_root, args, ctx) =>
      workManagementTokenConnection(ctx, args, {
        list: 'dashboards',
        fetch: (token, pageSize) => ctx.api.workManagementContainers.listSights(token, pageSize),
      }),
  },

  Workspace: {
    id: (workspace) => toGlobalId('Workspace', workspace.id),
    backendId: (workspace) => String(workspace.id),
    // A sheet's workspace is only its id and name, and the list lacks the dates: the rest comes from the workspace's own read.
    accessLevel: async (workspace, _args, ctx) =>
      enumValue(SharingAccessLevel, (await fullWorkspace(workspace, 'accessLevel', ctx)).accessLevel, {
        field: 'Workspace.accessLevel',
        ctx,
      }),
    permalink: async (workspace, _args, ctx) => urlOrNull((await fullWorkspace(workspace, 'permalink', ctx)).permalink),
    createdAt: async (workspace, _args, ctx) =>
      dateTimeOrNull((await fullWorkspace(workspace, 'createdAt', ctx)).createdAt),
    modifiedAt: async (workspace, _args, ctx) =>
      dateTimeOrNull((await fullWorkspace(workspace, 'modifiedAt', ctx)).modifiedAt),
    children: (workspace, args, ctx) => children('workspace', String(workspace.id), args, ctx),
  },

  Folder: {
    id: (folder) => toGlobalId('Folder', folder.id),
    backendId: (folder) => String(folder.id),
    permalink: (folder) => urlOrNull(folder.permalink),
    createdAt: (folder) => dateTimeOrNull(folder.createdAt),
    modifiedAt: (folder) => dateTimeOrNull(folder.modifiedAt),
    children: (folder, args, ctx) => children('folder', String(folder.id), args, ctx),
  },

  Dashboard: {
    id: (sight) => toGlobalId('Dashboard', sight.id),
    backendId: (sight) => String(sight.id),
    accessLevel: (sight, _args, ctx) =>
      enumValue(SharingAccessLevel, sight.accessLevel, { field: 'Dashboard.accessLevel', ctx }),
    permalink: (sight) => urlOrNull(sight.permalink),
    createdAt: (sight) => dateTimeOrNull(sight.createdAt),
    modifiedAt: (sight) => dateTimeOrNull(sight.modifiedAt),
  },

  OtherContainerChild: {
    backendId: (item) => String(item.id),
    resourceType: (item) => childKind(item),
    permalink: (item) => urlOrNull(item.permalink),
    accessLevel: (item, _args, ctx) =>
      enumValue(SharingAccessLevel, item.accessLevel, { field: 'OtherContainerChild.accessLevel', ctx }),
    createdAt: (item) => dateTimeOrNull(item.createdAt),
    modifiedAt: (item) => dateTimeOrNull(item.modifiedAt),
  },

  ContainerChild: {
    __resolveType: (item) => {
      const kind = childKind(item);
      return kind === 'folder'
        ? 'Folder'
        : kind === 'sheet'
          ? 'Sheet'
          : kind === 'sight'
            ? 'Dashboard'
            : 'OtherContainerChild';
    },
  },

  Mutation: {
    createWorkspace: async (_root, { input }, ctx) => ({
      workspace: required((await ctx.api.workManagementContainers.createWorkspace(input.name)).result),
    }),
    updateWorkspace: async (_root, { input }, ctx) => ({
      workspace: required(
        (
          await ctx.api.workManagementContainers.updateWorkspace(
            readId(input.workspaceId, 'Workspace', 'input.workspaceId'),
            input.name,
          )
        ).result,
      ),
    }),
    copyWorkspace: async (_root, { input }, ctx) => ({
      workspace: required(
        (
          await ctx.api.workManagementContainers.copyWorkspace(
            readId(input.workspaceId, 'Workspace', 'input.workspaceId'),
            input.newName,
          )
        ).result,
      ),
    }),
    createFolder: async (_root, { input }, ctx) => {
      const parent = containerOf(input.parentType, input.parentId, { type: 'input.parentType', id: 'input.parentId' });
      return {
        folder: required(
          (
            await ctx.api.workManagementContainers.createFolder(
              parent.destinationType === ContainerType.Folder ? 'folder' : 'workspace',
              parent.destinationId,
              input.name,
            )
          ).result,
        ),
      };
    },
    updateFolder: async (_root, { input }, ctx) => ({
      folder: required(
        (
          await ctx.api.workManagementContainers.updateFolder(
            readId(input.folderId, 'Folder', 'input.folderId'),
            input.name,
          )
        ).result,
      ),
    }),
    copyFolder: async (_root, { input }, ctx) => {
      const destination = destinationOf(input);
      return {
        folder: required(
          (
            await ctx.api.workManagementContainers.copyFolder(
              readId(input.folderId, 'Folder', 'input.folderId'),
              input.newName,
              destination,
            )
          ).result,
        ),
      };
    },
    moveFolder: async (_root, { input }, ctx) => {
      const destination = destinationOf(input);
      return {
        folder: required(
          (await ctx.api.workManagementContainers.moveFolder(readId(input.id, 'Folder', 'input.id'), destination))
            .result,
        ),
      };
    },
    moveDashboard: async (_root, { input }, ctx) => {
      const destination = destinationOf(input);
      return {
        dashboard: required(
          (await ctx.api.workManagementContainers.moveSight(readId(input.id, 'Dashboard', 'input.id'), destination))
            .result,
        ),
      };
    },
  },
});

/** Node fetchers of this area. */
export const containerNodeFetchers: NodeFetchers = {
  Workspace: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.workspaceById.load(id as string) },
  Folder: {
    arity: 1,
    fetch: ([id], ctx) => nullIfNotFound(() => ctx.api.workManagementContainers.getFolder(id as string)),
  },
  Dashboard: { arity: 1, fetch: ([id], ctx) => findDashboard(ctx, id as string) },
};

export type { WmFolder };
