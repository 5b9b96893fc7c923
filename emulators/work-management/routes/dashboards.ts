// Dashboards (sights): GET /sights (token pages with paginationType=token, else the deprecated
// offset list) and POST /sights/{sightId}/move (`destinationType` required).
import type { Route } from '../../kit/http-emulator.js';
import { success } from '../store/account.js';
import { callerOf } from '../auth.js';
import { ContainerTree } from '../store/container-tree.js';
import { findById } from '../ids.js';
import type { StoredAsset, StoredUser } from '../model.js';
import { tokenOrOffsetPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { BodyReader } from '../request/body.js';
import type { WorkManagementStore } from '../store/store.js';

export function dashboardRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const tree = new ContainerTree(store);
  const render = (caller: StoredUser, s: StoredAsset) => ({
    id: s.id,
    name: s.name,
    accessLevel: store.assetAccess(caller, s),
    permalink: s.permalink,
    createdAt: s.createdAt,
    modifiedAt: s.modifiedAt,
  });

  return [
    {
      method: 'GET',
      template: '/sights',
      handler: (req) => {
        const caller = callerOf(store, req);
        const sights = store.data.assets
          .filter((a) => a.kind === 'sight' && store.assetAccess(caller, a) !== undefined)
          .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
        return {
          body: tokenOrOffsetPage(
            sights,
            (s) => s.id,
            new QueryReader(req.query, errors),
            errors,
            (s) => render(caller, s),
          ),
        };
      },
    },
    {
      method: 'POST',
      template: '/sights/{sightId}/move',
      handler: (req) => {
        const caller = callerOf(store, req);
        const sight = findById(
          req.params.sightId,
          (id) => store.assetsById.get(id),
          () => errors.notFound(),
          (asset) => asset.kind === 'sight',
        );
        const access = store.assetAccess(caller, sight);
        if (!access) throw errors.forbidden();
        tree.require(access, 'ADMIN');
        const destination = tree.destination(caller, BodyReader.of(req, errors), ['folder', 'workspace']);
        tree.detach('sight', sight.id, sight.workspaceId, sight.folderId);
        sight.workspaceId = destination.workspace.id;
        if (destination.folder) sight.folderId = destination.folder.id;
        else delete sight.folderId;
        destination.children.push({ kind: 'sight', id: sight.id });
        return { body: success(render(caller, sight)) };
      },
    },
  ];
}
