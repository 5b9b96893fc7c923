// Routes for workspaces and folders: GET /workspaces (token or deprecated offset paging), the
// metadata reads and the token-paged children lists with `childrenResourceTypes`.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import type { ChildKind, ChildRef, StoredUser } from '../model.js';
import { tokenOrOffsetPage, tokenPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import type { WorkManagementStore } from '../store/store.js';

const RESOURCE_TYPES: Record<string, ChildKind | null> = {
  folders: 'folder',
  sheets: 'sheet',
  reports: 'report',
  sights: 'sight',
  templates: null, // the demo has no templates
};

export function containerRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;

  const childItem = (caller: StoredUser, ref: ChildRef): Record<string, unknown> => {
    if (ref.kind === 'folder') {
      const f = store.foldersById.get(ref.id)!;
      return {
        id: f.id,
        name: f.name,
        permalink: f.permalink,
        createdAt: f.createdAt,
        modifiedAt: f.modifiedAt,
        type: 'folder',
      };
    }
    if (ref.kind === 'sheet') {
      const s = store.sheetsById.get(ref.id)!;
      return {
        id: s.id,
        name: s.name,
        permalink: s.permalink,
        createdAt: s.createdAt,
        modifiedAt: s.modifiedAt,
        accessLevel: store.sheetAccess(caller, s),
        type: 'sheet',
      };
    }
    const a = store.assetsById.get(ref.id)!;
    return {
      id: a.id,
      name: a.name,
      permalink: a.permalink,
      createdAt: a.createdAt,
      modifiedAt: a.modifiedAt,
      accessLevel: store.assetAccess(caller, a),
      type: a.kind,
    };
  };

  const children = (req: EmulatorRequest, caller: StoredUser, refs: ChildRef[]): { body: unknown } => {
    const query = new QueryReader(req.query, errors);
    const types = query.list('childrenResourceTypes');
    let selected = refs;
    if (types) {
      const kinds = new Set<ChildKind>();
      for (const t of types) {
        if (!(t in RESOURCE_TYPES))
          throw errors.badParam('childrenResourceTypes', query.string('childrenResourceTypes') ?? '');
        const kind = RESOURCE_TYPES[t];
        if (kind) kinds.add(kind);
      }
      selected = refs.filter((r) => kinds.has(r.kind));
    }
    return {
      body: tokenPage(
        selected,
        (r) => r.id,
        query,
        errors,
        (r) => childItem(caller, r),
      ),
    };
  };

  return [
    {
      method: 'GET',
      template: '/workspaces',
      handler: (req) => {
        const caller = callerOf(store, req);
        const workspaces = store.visibleWorkspaces(caller);
        const item = (w: (typeof workspaces)[number]) => ({
          id: w.id,
          name: w.name,
          accessLevel: store.workspaceAccess(caller, w),
          permalink: w.permalink,
        });
        return { body: tokenOrOffsetPage(workspaces, (w) => w.id, new QueryReader(req.query, errors), errors, item) };
      },
    },
    {
      method: 'GET',
      template: '/workspaces/{workspaceId}/metadata',
      handler: (req) => {
        const { workspace: w, access } = store.requireWorkspace(callerOf(store, req), req.params.workspaceId);
        return {
          body: {
            id: w.id,
            name: w.name,
            accessLevel: access,
            permalink: w.permalink,
            createdAt: w.createdAt,
            modifiedAt: w.modifiedAt,
          },
        };
      },
    },
    {
      method: 'GET',
      template: '/workspaces/{workspaceId}/children',
      handler: (req) => {
        const caller = callerOf(store, req);
        const { workspace } = store.requireWorkspace(caller, req.params.workspaceId);
        return children(req, caller, workspace.children);
      },
    },
    {
      method: 'GET',
      template: '/folders/{folderId}/metadata',
      handler: (req) => {
        const { folder: f } = store.requireFolder(callerOf(store, req), req.params.folderId);
        return {
          body: { id: f.id, name: f.name, permalink: f.permalink, createdAt: f.createdAt, modifiedAt: f.modifiedAt },
        };
      },
    },
    {
      method: 'GET',
      template: '/folders/{folderId}/children',
      handler: (req) => {
        const caller = callerOf(store, req);
        const { folder } = store.requireFolder(caller, req.params.folderId);
        return children(req, caller, folder.children);
      },
    },
  ];
}
