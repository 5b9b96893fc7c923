// Routes GET /search (everything the caller can see), GET /search/sheets/{sheetId} (one sheet's
// rows), with `include=favoriteFlag`; and POST /sheets/{sheetId}/move (`destinationType` required).
import type { Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import type { AccessLevel, StoredSheet, StoredUser } from '../model.js';
import { QueryReader } from '../request/params.js';
import type { WorkManagementStore } from '../store/store.js';
import { contentState, touchSheet } from '../parsing/content-state.js';
import { shownValue } from '../request/body.js';

/** Most results one search answers (the real service also caps its result list). */
export const SEARCH_LIMIT = 100;

type Item = Record<string, unknown>;

function rowHits(sheet: StoredSheet, needle: string): Item[] {
  const hits: Item[] = [];
  for (const row of sheet.rows) {
    const texts = row.cells
      .map((c) => c?.displayValue ?? (c?.value !== undefined ? String(c.value) : undefined))
      .filter((t): t is string => t !== undefined);
    const match = texts.find((t) => t.toLowerCase().includes(needle));
    if (match === undefined) continue;
    const primary = sheet.columns.find((c) => c.primary);
    const primaryText = primary
      ? (row.cells[primary.index]?.displayValue ?? String(row.cells[primary.index]?.value ?? ''))
      : '';
    hits.push({
      text: match,
      objectType: 'row',
      objectId: row.id,
      parentObjectType: 'sheet',
      parentObjectId: sheet.id,
      parentObjectName: sheet.name,
      contextData: [`Row ${row.rowNumber}${primaryText ? `: ${primaryText}` : ''}`],
    });
  }
  return hits;
}

function withFavorites(store: WorkManagementStore, user: StoredUser, items: Item[]): Item[] {
  const state = contentState(store);
  return items.map((item) => {
    const out: Item = { ...item, favorite: state.isFavorite(user, item.objectId as bigint) };
    if (item.parentObjectId !== undefined)
      out.parentObjectFavorite = state.isFavorite(user, item.parentObjectId as bigint);
    return out;
  });
}

const EDITORS = new Set<AccessLevel>(['OWNER', 'ADMIN', 'EDITOR_SHARE', 'EDITOR']);

export function searchRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const needleOf = (query: QueryReader): string => {
    const text = query.string('query')?.trim();
    if (!text) throw errors.missingParam('query');
    return text.toLowerCase();
  };
  const answer = (user: StoredUser, query: QueryReader, items: Item[]) => {
    const results = query.flags('include').has('favoriteFlag') ? withFavorites(store, user, items) : items;
    return { body: { results: results.slice(0, SEARCH_LIMIT), totalCount: results.length } };
  };
  return [
    {
      method: 'GET',
      template: '/search',
      handler: (req) => {
        const user = callerOf(store, req);
        const query = new QueryReader(req.query, errors);
        const needle = needleOf(query);
        const items: Item[] = [];
        for (const workspace of store.visibleWorkspaces(user)) {
          if (workspace.name.toLowerCase().includes(needle))
            items.push({ text: workspace.name, objectType: 'workspace', objectId: workspace.id, contextData: [] });
        }
        for (const folder of store.data.folders) {
          const workspace = store.workspacesById.get(folder.workspaceId)!;
          if (folder.name.toLowerCase().includes(needle) && store.workspaceAccess(user, workspace)) {
            items.push({
              text: folder.name,
              objectType: 'folder',
              objectId: folder.id,
              parentObjectType: 'workspace',
              parentObjectId: workspace.id,
              parentObjectName: workspace.name,
              contextData: [],
            });
          }
        }
        for (const asset of store.data.assets) {
          if (asset.name.toLowerCase().includes(needle) && store.assetAccess(user, asset))
            items.push({ text: asset.name, objectType: asset.kind, objectId: asset.id, contextData: [] });
        }
        const sheets = store.visibleSheets(user);
        for (const sheet of sheets)
          if (sheet.name.toLowerCase().includes(needle))
            items.push({ text: sheet.name, objectType: 'sheet', objectId: sheet.id, contextData: [] });
        for (const sheet of sheets) items.push(...rowHits(sheet, needle));
        return answer(user, query, items);
      },
    },
    {
      method: 'GET',
      template: '/search/sheets/{sheetId}',
      handler: (req) => {
        const user = callerOf(store, req);
        const { sheet } = store.requireSheet(user, req.params.sheetId);
        const query = new QueryReader(req.query, errors);
        return answer(user, query, rowHits(sheet, needleOf(query)));
      },
    },
    {
      method: 'POST',
      template: '/sheets/{sheetId}/move',
      handler: (req) => {
        const user = callerOf(store, req);
        const { sheet, access } = store.requireSheet(user, req.params.sheetId);
        const body = (req.body ?? {}) as { destinationType?: unknown; destinationId?: unknown };
        if (body.destinationType === undefined || body.destinationType === null)
          throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: destinationType.');
        if (!['folder', 'workspace', 'home'].includes(shownValue(body.destinationType)))
          throw errors.error(400, 1031, `Invalid destinationType ${shownValue(body.destinationType)}.`);
        if (body.destinationType === 'home')
          throw errors.error(400, 1031, 'The home folder is deprecated; move sheets to a folder or a workspace.');
        if (body.destinationId === undefined || body.destinationId === null)
          throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: destinationId.');
        if (access !== 'OWNER' && access !== 'ADMIN') throw errors.forbidden();
        const destId = shownValue(body.destinationId);
        const target =
          body.destinationType === 'folder' ? store.requireFolder(user, destId) : store.requireWorkspace(user, destId);
        if (!EDITORS.has(target.access)) throw errors.forbidden();
        const container =
          sheet.folderId !== undefined
            ? store.foldersById.get(sheet.folderId)!
            : store.workspacesById.get(sheet.workspaceId)!;
        container.children = container.children.filter((c) => !(c.kind === 'sheet' && c.id === sheet.id));
        if ('folder' in target) {
          target.folder.children.push({ kind: 'sheet', id: sheet.id });
          sheet.folderId = target.folder.id;
          sheet.workspaceId = target.folder.workspaceId;
        } else {
          target.workspace.children.push({ kind: 'sheet', id: sheet.id });
          delete sheet.folderId;
          sheet.workspaceId = target.workspace.id;
        }
        touchSheet(sheet);
        return {
          body: {
            message: 'SUCCESS',
            resultCode: 0,
            result: {
              id: sheet.id,
              name: sheet.name,
              accessLevel: store.sheetAccess(user, sheet),
              permalink: sheet.permalink,
            },
          },
        };
      },
    },
  ];
}
