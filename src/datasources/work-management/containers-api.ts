// Work-management containers datasource: folder and workspace metadata and children (token pages),
// workspace and folder writes (create, update, copy, move) and dashboards (list, move).
import { LosslessNumber } from 'lossless-json';
import Type from 'typebox';
import { answerShape, type AnswerType } from '../answer-shape.js';
import { WorkManagementClient } from './client.js';
import {
  resultOf,
  tokenResultOf,
  WmIdSchema,
  WmWorkspaceSchema,
  type WmId,
  type WmResult,
  type WmTokenResult,
  type WmWorkspace,
} from './types.js';
import { restPath } from '../path.js';

export const CONTAINER_PATHS = {
  folderMetadata: (id: WmId) => restPath`/folders/${id}/metadata`,
  folderChildren: (id: WmId) => restPath`/folders/${id}/children`,
  workspaceChildren: (id: WmId) => restPath`/workspaces/${id}/children`,
  workspaces: '/workspaces',
  workspace: (id: WmId) => restPath`/workspaces/${id}`,
  workspaceCopy: (id: WmId) => restPath`/workspaces/${id}/copy`,
  workspaceFolders: (id: WmId) => restPath`/workspaces/${id}/folders`,
  folderFolders: (id: WmId) => restPath`/folders/${id}/folders`,
  folderCopy: (id: WmId) => restPath`/folders/${id}/copy`,
  folderMove: (id: WmId) => restPath`/folders/${id}/move`,
  sights: '/sights',
  sightMove: (id: WmId) => restPath`/sights/${id}/move`,
} as const;

const optionalText = () => Type.Optional(Type.String());

const WmFolderSchema = Type.Object({
  id: WmIdSchema,
  name: Type.String(),
  permalink: optionalText(),
  createdAt: optionalText(),
  modifiedAt: optionalText(),
});
const WmFolderShape = answerShape('a folder', WmFolderSchema);
export type WmFolder = AnswerType<typeof WmFolderShape>;

const WmSightSchema = Type.Object({
  id: WmIdSchema,
  name: Type.String(),
  accessLevel: optionalText(),
  permalink: optionalText(),
  createdAt: optionalText(),
  modifiedAt: optionalText(),
});
const WmSightPageShape = answerShape('a page of dashboards', tokenResultOf(WmSightSchema));
export type WmSight = AnswerType<typeof WmSightPageShape>['data'][number];

/** A child of a folder or workspace; the kind is `type` (vendor mocks) or `resourceType` (JS SDK types). */
const WmChildPageShape = answerShape(
  'a page of children',
  tokenResultOf(
    Type.Object({
      id: WmIdSchema,
      name: Type.String(),
      permalink: optionalText(),
      createdAt: optionalText(),
      modifiedAt: optionalText(),
      accessLevel: optionalText(),
      type: optionalText(),
      resourceType: optionalText(),
    }),
  ),
);
export type WmChildItem = AnswerType<typeof WmChildPageShape>['data'][number];

const WorkspaceResultShape = answerShape('a result envelope of a workspace', resultOf(WmWorkspaceSchema));
const FolderResultShape = answerShape('a result envelope of a folder', resultOf(WmFolderSchema));
const SightResultShape = answerShape('a result envelope of a dashboard', resultOf(WmSightSchema));

export type ChildResourceType = 'folders' | 'sheets' | 'templates';

export interface Destination {
  destinationType: 'folder' | 'workspace' | 'home';
  destinationId?: string;
}

const destinationBody = (d: Destination) => ({
  destinationType: d.destinationType,
  destinationId: d.destinationId ? new LosslessNumber(d.destinationId) : undefined,
});

export class WorkManagementContainersApi extends WorkManagementClient {
  getFolder(id: WmId): Promise<WmFolder> {
    return this.get(WmFolderShape, CONTAINER_PATHS.folderMetadata(id));
  }

  children(
    parent: 'folder' | 'workspace',
    id: WmId,
    types: ChildResourceType[] | undefined,
    lastKey: string | null,
    maxItems: number,
  ): Promise<WmTokenResult<WmChildItem>> {
    const path = parent === 'folder' ? CONTAINER_PATHS.folderChildren(id) : CONTAINER_PATHS.workspaceChildren(id);
    return this.get(WmChildPageShape, path, {
      childrenResourceTypes: types?.join(','),
      maxItems,
      lastKey: lastKey ?? undefined,
    });
  }

  createWorkspace(name: string): Promise<WmResult<WmWorkspace>> {
    return this.send(WorkspaceResultShape, 'POST', CONTAINER_PATHS.workspaces, undefined, { name });
  }

  updateWorkspace(id: WmId, name: string): Promise<WmResult<WmWorkspace>> {
    return this.send(WorkspaceResultShape, 'PUT', CONTAINER_PATHS.workspace(id), undefined, { name });
  }

  copyWorkspace(id: WmId, newName: string): Promise<WmResult<WmWorkspace>> {
    return this.send(WorkspaceResultShape, 'POST', CONTAINER_PATHS.workspaceCopy(id), undefined, { newName });
  }

  createFolder(parent: 'folder' | 'workspace', id: WmId, name: string): Promise<WmResult<WmFolder>> {
    const path = parent === 'folder' ? CONTAINER_PATHS.folderFolders(id) : CONTAINER_PATHS.workspaceFolders(id);
    return this.send(FolderResultShape, 'POST', path, undefined, { name });
  }

  /** PUT /folders/{folderId}/folders: the update-folder path as Document 1 lists it. */
  updateFolder(id: WmId, name: string): Promise<WmResult<WmFolder>> {
    return this.send(FolderResultShape, 'PUT', CONTAINER_PATHS.folderFolders(id), undefined, { name });
  }

  copyFolder(id: WmId, newName: string, destination: Destination): Promise<WmResult<WmFolder>> {
    return this.send(FolderResultShape, 'POST', CONTAINER_PATHS.folderCopy(id), undefined, {
      newName,
      ...destinationBody(destination),
    });
  }

  moveFolder(id: WmId, destination: Destination): Promise<WmResult<WmFolder>> {
    return this.send(
      FolderResultShape,
      'POST',
      CONTAINER_PATHS.folderMove(id),
      undefined,
      destinationBody(destination),
    );
  }

  listSights(lastKey: string | null, maxItems: number): Promise<WmTokenResult<WmSight>> {
    return this.get(WmSightPageShape, CONTAINER_PATHS.sights, {
      paginationType: 'token',
      maxItems,
      lastKey: lastKey ?? undefined,
    });
  }

  moveSight(id: WmId, destination: Destination): Promise<WmResult<WmSight>> {
    return this.send(SightResultShape, 'POST', CONTAINER_PATHS.sightMove(id), undefined, destinationBody(destination));
  }
}
