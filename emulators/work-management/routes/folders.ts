// Workspace and folder writes: POST /workspaces, PUT /workspaces/{id}, POST /workspaces/{id}/copy,
// POST /workspaces/{id}/folders, POST|PUT /folders/{id}/folders, PUT /folders/{id}, POST /folders/{id}/copy and /move.
import type { Route, RouteHandler } from '../../kit/http-emulator.js';
import { success } from '../store/account.js';
import { callerOf } from '../auth.js';
import { ContainerTree, renderFolder } from '../store/container-tree.js';
import type { StoredWorkspace } from '../model.js';
import { BodyReader } from '../request/body.js';
import type { WorkManagementStore } from '../store/store.js';

export function folderRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const tree = new ContainerTree(store);
  const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const renderWorkspace = (w: StoredWorkspace, accessLevel: string) => ({
    id: w.id,
    name: w.name,
    accessLevel,
    permalink: w.permalink,
  });

  const addWorkspace = (name: string, ownerId: bigint): StoredWorkspace => {
    const stamp = now();
    const workspace: StoredWorkspace = {
      id: store.account.newId(),
      name,
      permalink: tree.permalink('workspaces'),
      createdAt: stamp,
      modifiedAt: stamp,
      ownerId,
      shares: new Map(),
      children: [],
    };
    store.data.workspaces.push(workspace);
    store.workspacesById.set(workspace.id, workspace);
    return workspace;
  };

  const updateFolder: RouteHandler = (req) => {
    const { folder, access } = store.requireFolder(callerOf(store, req), req.params.folderId);
    tree.require(access, 'EDITOR');
    folder.name = BodyReader.of(req, errors).string('name', true);
    folder.modifiedAt = now();
    return { body: success(renderFolder(folder)) };
  };

  return [
    {
      method: 'POST',
      template: '/workspaces',
      handler: (req) => {
        const caller = callerOf(store, req);
        // The deprecated copy parameters (`include`, `skipRemap`) are refused: use the copy endpoint.
        for (const name of ['include', 'skipRemap'])
          if (req.query.has(name)) throw errors.badParam(name, req.query.get(name) ?? '');
        const name = BodyReader.of(req, errors).string('name', true);
        return { body: success(renderWorkspace(addWorkspace(name, caller.id), 'OWNER')) };
      },
    },
    {
      method: 'PUT',
      template: '/workspaces/{workspaceId}',
      handler: (req) => {
        const { workspace, access } = store.requireWorkspace(callerOf(store, req), req.params.workspaceId);
        tree.require(access, 'ADMIN');
        workspace.name = BodyReader.of(req, errors).string('name', true);
        workspace.modifiedAt = now();
        return { body: success(renderWorkspace(workspace, access)) };
      },
    },
    {
      method: 'POST',
      template: '/workspaces/{workspaceId}/copy',
      handler: (req) => {
        const caller = callerOf(store, req);
        const { workspace } = store.requireWorkspace(caller, req.params.workspaceId);
        const body = BodyReader.of(req, errors);
        const newName = body.string('newName', true);
        for (const name of ['destinationType', 'destinationId'])
          if (body.has(name))
            throw errors.error(400, 1032, `The attribute(s) ${name} are not allowed for this operation.`);
        const copy = addWorkspace(newName, caller.id);
        const into = { workspace: copy, children: copy.children };
        for (const ref of [...workspace.children]) {
          if (ref.kind === 'folder') {
            const folder = store.foldersById.get(ref.id)!;
            tree.copyFolder(folder, folder.name, into, caller);
          }
        }
        return { body: success(renderWorkspace(copy, 'OWNER')) };
      },
    },
    {
      method: 'POST',
      template: '/workspaces/{workspaceId}/folders',
      handler: (req) => {
        const { workspace, access } = store.requireWorkspace(callerOf(store, req), req.params.workspaceId);
        tree.require(access, 'EDITOR');
        const name = BodyReader.of(req, errors).string('name', true);
        return { body: success(renderFolder(tree.newFolder(name, { workspace, children: workspace.children }))) };
      },
    },
    {
      method: 'POST',
      template: '/folders/{folderId}/folders',
      handler: (req) => {
        for (const name of ['include', 'exclude', 'skipRemap'])
          if (req.query.has(name)) throw errors.badParam(name, req.query.get(name) ?? '');
        const { folder, access } = store.requireFolder(callerOf(store, req), req.params.folderId);
        tree.require(access, 'EDITOR');
        const name = BodyReader.of(req, errors).string('name', true);
        const workspace = store.workspacesById.get(folder.workspaceId)!;
        return { body: success(renderFolder(tree.newFolder(name, { workspace, folder, children: folder.children }))) };
      },
    },
    // Update folder, at the path Document 1 lists, and at `PUT /folders/{folderId}`, the path the
    // vendor's SDK (updateFolder) and OpenAPI document use: both rename the folder named in the path.
    { method: 'PUT', template: '/folders/{folderId}/folders', handler: updateFolder },
    { method: 'PUT', template: '/folders/{folderId}', handler: updateFolder },
    {
      method: 'POST',
      template: '/folders/{folderId}/copy',
      handler: (req) => {
        const caller = callerOf(store, req);
        const { folder } = store.requireFolder(caller, req.params.folderId);
        const body = BodyReader.of(req, errors);
        const newName = body.string('newName', true);
        const destination = tree.destination(caller, body, ['folder', 'workspace']);
        if (destination.folder && tree.isInside(destination.folder.id, folder))
          throw errors.error(400, 1018, 'A folder cannot be copied into itself.');
        return { body: success(renderFolder(tree.copyFolder(folder, newName, destination, caller))) };
      },
    },
    {
      method: 'POST',
      template: '/folders/{folderId}/move',
      handler: (req) => {
        const caller = callerOf(store, req);
        const { folder, access } = store.requireFolder(caller, req.params.folderId);
        tree.require(access, 'ADMIN');
        const destination = tree.destination(caller, BodyReader.of(req, errors), ['folder', 'workspace']);
        if (destination.folder && tree.isInside(destination.folder.id, folder))
          throw errors.error(400, 1258, 'Cannot move folder under descendant.');
        tree.detach('folder', folder.id, folder.workspaceId, folder.parentFolderId);
        if (destination.folder) folder.parentFolderId = destination.folder.id;
        else delete folder.parentFolderId;
        tree.rehome(folder, destination.workspace.id);
        destination.children.push({ kind: 'folder', id: folder.id });
        return { body: success(renderFolder(folder)) };
      },
    },
  ];
}
