// Resolvers of folders, workspace and folder children, dashboards (sights), and the workspace,
// folder and dashboard writes. `destinationType` is checked before any move or copy is sent.
import type { GatewayContext } from '../../context.js';
import type { ChildResourceType, Destination, WmChildItem, WmFolder, WmSight } from '../../datasources/work-management/containers-api.js';
import { badUserInput } from '../../graphql-errors.js';
import { AccessLevel, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { tokenConnection, type ConnectionArgs } from '../../relay/connection.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext, fromTokenResult } from '../connections.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';
import { fullWorkspace } from './full-reads.js';
import { enumValue } from '../enums.js';

const PAGE = 1000;

/** The kind of a child item: `type` as the emulator and vendor mocks send it, `resourceType` as the JS SDK types say. */
export function childKind(item: WmChildItem): string {
  return (item.type ?? item.resourceType ?? '').toLowerCase();
}

function children(parent: 'folder' | 'workspace', id: string, args: ConnectionArgs & { resourceTypes?: ChildResourceType[] | null }, ctx: GatewayContext) {
  const types = args.resourceTypes ?? undefined;
  return tokenConnection(args, connectionContext(ctx, `${parent}.children`, { id, types }), {
    maxPageSize: PAGE,
    fetchPage: async (token, pageSize) => fromTokenResult(await ctx.api.workContainers.children(parent, id, types, token, pageSize)),
  });
}

/**
 * Reads `destinationType` and `destinationId` of a move or copy; refuses before any call what the
 * service would: no destination type (1012), or the deprecated home folder (1031).
 */
export function destinationOf(input: { destinationType?: string | null; destinationId?: string | null }): Destination {
  if (!input.destinationType) throw badUserInput('"destinationType" is required', 'input.destinationType', 1012);
  const type = input.destinationType as Destination['destinationType'];
  if (type === 'home') throw badUserInput('destination type "home" is deprecated: the home folder is not served; use a folder or a workspace', 'input.destinationType', 1031);
  if (!input.destinationId) throw badUserInput(`"destinationId" is required for destination type ${type}`, 'input.destinationId', 1012);
  return { destinationType: type, destinationId: readId(input.destinationId, type === 'folder' ? 'Folder' : 'Workspace', 'input.destinationId') };
}

/** Finds a dashboard (the service has no single-dashboard read in scope: the loader walks the list). */
export function findDashboard(ctx: GatewayContext, id: string): Promise<WmSight | null> {
  return ctx.loaders.workManagement.dashboardById.load(id);
}

export const containerResolvers: Resolvers = {
  Query: {
    folder: (_root, { id }, ctx) => nullIfNotFound(() => ctx.api.workContainers.getFolder(readId(id, 'Folder', 'id'))),
    dashboards: (_root, args, ctx) =>
      tokenConnection(args, connectionContext(ctx, 'dashboards'), {
        maxPageSize: PAGE,
        fetchPage: async (token, pageSize) => fromTokenResult(await ctx.api.workContainers.listSights(token, pageSize)),
      }),
  },

  Folder: {
    id: (folder) => toGlobalId('Folder', folder.id),
    folderId: (folder) => String(folder.id),
    permalink: (folder) => urlOrNull(folder.permalink),
    createdAt: (folder) => dateTimeOrNull(folder.createdAt),
    modifiedAt: (folder) => dateTimeOrNull(folder.modifiedAt),
    children: (folder, args, ctx) => children('folder', String(folder.id), args, ctx),
  },

  Workspace: {
    // The workspace list lacks these: the metadata read has them.
    createdAt: async (workspace, _args, ctx) => dateTimeOrNull((await fullWorkspace(workspace, 'createdAt', ctx)).createdAt),
    modifiedAt: async (workspace, _args, ctx) => dateTimeOrNull((await fullWorkspace(workspace, 'modifiedAt', ctx)).modifiedAt),
    children: (workspace, args, ctx) => children('workspace', String(workspace.id), args, ctx),
  },

  Dashboard: {
    id: (sight) => toGlobalId('Dashboard', sight.id),
    dashboardId: (sight) => String(sight.id),
    accessLevel: (sight, _args, ctx) => enumValue(AccessLevel, sight.accessLevel, { field: 'Dashboard.accessLevel', ctx }),
    permalink: (sight) => urlOrNull(sight.permalink),
    createdAt: (sight) => dateTimeOrNull(sight.createdAt),
    modifiedAt: (sight) => dateTimeOrNull(sight.modifiedAt),
  },

  OtherContainerChild: {
    itemId: (item) => String(item.id),
    resourceType: (item) => childKind(item),
    permalink: (item) => urlOrNull(item.permalink),
    accessLevel: (item, _args, ctx) => enumValue(AccessLevel, item.accessLevel, { field: 'OtherContainerChild.accessLevel', ctx }),
    createdAt: (item) => dateTimeOrNull(item.createdAt),
    modifiedAt: (item) => dateTimeOrNull(item.modifiedAt),
  },

  ContainerChild: {
    __resolveType: (item) => {
      const kind = childKind(item as WmChildItem);
      return kind === 'folder' ? 'Folder' : kind === 'sheet' ? 'Sheet' : kind === 'sight' ? 'Dashboard' : 'OtherContainerChild';
    },
  },

  Mutation: {
    createWorkspace: async (_root, { input }, ctx) => ({ workspace: required((await ctx.api.workContainers.createWorkspace(input.name)).result) }),
    updateWorkspace: async (_root, { input }, ctx) => ({ workspace: required((await ctx.api.workContainers.updateWorkspace(readId(input.workspaceId, 'Workspace', 'input.workspaceId'), input.name)).result) }),
    copyWorkspace: async (_root, { input }, ctx) => ({ workspace: required((await ctx.api.workContainers.copyWorkspace(readId(input.workspaceId, 'Workspace', 'input.workspaceId'), input.newName)).result) }),
    createFolder: async (_root, { input }, ctx) => {
      if ((input.workspaceId ? 1 : 0) + (input.folderId ? 1 : 0) !== 1) throw badUserInput('Give exactly one of "workspaceId" and "folderId"', 'input.workspaceId');
      const result = input.workspaceId
        ? await ctx.api.workContainers.createFolder('workspace', readId(input.workspaceId, 'Workspace', 'input.workspaceId'), input.name)
        : await ctx.api.workContainers.createFolder('folder', readId(input.folderId as string, 'Folder', 'input.folderId'), input.name);
      return { folder: required(result.result) };
    },
    updateFolder: async (_root, { input }, ctx) => ({ folder: required((await ctx.api.workContainers.updateFolder(readId(input.folderId, 'Folder', 'input.folderId'), input.name)).result) }),
    copyFolder: async (_root, { input }, ctx) => {
      const destination = destinationOf(input);
      return { folder: required((await ctx.api.workContainers.copyFolder(readId(input.folderId, 'Folder', 'input.folderId'), input.newName, destination)).result) };
    },
    moveFolder: async (_root, { input }, ctx) => {
      const destination = destinationOf(input);
      return { folder: required((await ctx.api.workContainers.moveFolder(readId(input.id, 'Folder', 'input.id'), destination)).result) };
    },
    moveDashboard: async (_root, { input }, ctx) => {
      const destination = destinationOf(input);
      return { dashboard: required((await ctx.api.workContainers.moveSight(readId(input.id, 'Dashboard', 'input.id'), destination)).result) };
    },
  },
};

function required<T>(value: T | undefined): T {
  if (value === undefined || value === null) throw new Error('the service answered without a result');
  return value;
}

/** Node fetchers of this area. */
export const containerNodeFetchers = {
  Folder: { arity: 1, fetch: ([id]: string[], ctx: GatewayContext) => nullIfNotFound(() => ctx.api.workContainers.getFolder(id as string)) },
  Dashboard: { arity: 1, fetch: ([id]: string[], ctx: GatewayContext) => findDashboard(ctx, id as string) },
};

export type { WmFolder };
