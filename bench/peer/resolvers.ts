// The peer's resolvers: only the fields the benchmark queries select, each the obvious way
// (a datasource call for lists, a loader for objects by key), with offset cursors.
import type { RpAssignment, RpPerson, RpProject, WmEvent, WmSheet, WmUser } from './bodies.js';
import type { PeerContext } from './main.js';
import { customField, flattenAsset, type PeerAsset, type PeerRow } from './loaders.js';

/** Global ids as the gateway writes them (base64url of `Type:part:part`), so that answers compare equal. */
export const globalId = (type: string, ...parts: Array<string | number>): string =>
  Buffer.from([type, ...parts.map((p) => encodeURIComponent(String(p)))].join(':')).toString('base64url');

function partsOf(id: string): string[] {
  return Buffer.from(id, 'base64url').toString('utf8').split(':').slice(1).map(decodeURIComponent);
}

/** A backend id, or the parts of a global id of `type`. */
function keyOf(id: string, type: string): string {
  const text = Buffer.from(id, 'base64url').toString('utf8');
  return text.startsWith(`${type}:`) ? (partsOf(id)[0] as string) : id;
}

const cursor = (text: string): string => Buffer.from(text).toString('base64');
const fromCursor = (after: string | null | undefined): string | null =>
  after ? Buffer.from(after, 'base64').toString('utf8') : null;

interface Args {
  first?: number | null;
  after?: string | null;
}

/** A library or a section as the peer serves it. */
interface PeerNamed {
  id: string;
  name: string;
}

/** An offset connection over one page of items that starts at `offset`. */
function connection<T>(
  items: T[],
  offset: number,
  hasNextPage: boolean,
): {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
} {
  const edges = items.map((node, i) => ({ cursor: cursor(`offset:${offset + i}`), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Where an `after` offset cursor leaves off. */
const offsetAfter = (after: string | null | undefined): number => {
  const text = fromCursor(after);
  return text ? Number(text.slice('offset:'.length)) + 1 : 0;
};

/** What an event is about, by its objectType; types the queries ask nothing of are typed, not read. */
const TYPED_ONLY: Record<string, string> = {
  FOLDER: 'Folder',
  DASHBOARD: 'Dashboard',
  ATTACHMENT: 'Attachment',
  DISCUSSION: 'Discussion',
};

export const resolvers = {
  Query: {
    events: async (_: unknown, args: Args & { since?: string }, ctx: PeerContext) => {
      const position = fromCursor(args.after);
      const first = args.first ?? 100;
      const page = await ctx.api.workManagement.listEvents(
        position ? { streamPosition: position.slice('stream:'.length) } : { since: args.since },
        first,
      );
      // The stream gives one position per page, where the next read starts (also after the last page, for polling).
      const end = page.nextStreamPosition ? cursor(`stream:${page.nextStreamPosition}`) : null;
      return {
        edges: page.data.map((node) => ({ cursor: end, node })),
        pageInfo: {
          hasNextPage: Boolean(page.moreAvailable),
          hasPreviousPage: false,
          startCursor: null,
          endCursor: end,
        },
        totalCount: null,
      };
    },
    sheet: (_: unknown, { id }: { id: string }, ctx: PeerContext) => ctx.loaders.sheetById.load(keyOf(id, 'Sheet')),
    projects: async (_: unknown, args: Args, ctx: PeerContext) => {
      const first = args.first ?? 20;
      const page = await ctx.api.resourcePlanning.listProjects(1, first);
      return connection(page.data, 0, Boolean(page.paging?.next));
    },
    libraries: async (_: unknown, args: Args, ctx: PeerContext) => {
      const page = await ctx.api.digitalAsset.listLibraries(1, args.first ?? 20);
      return connection(
        page.data.map((l): PeerNamed => ({ id: l.id, name: l.attributes.name })),
        0,
        page.meta.next_page !== null,
      );
    },
  },
  Event: {
    backendId: (event: WmEvent) => event.eventId,
    eventType: (event: WmEvent) => `${event.objectType} - ${event.action}`,
    user: (event: WmEvent, _: unknown, ctx: PeerContext) =>
      event.userId != null ? ctx.loaders.userById.load(String(event.userId)) : null,
    object: async (event: WmEvent, _: unknown, ctx: PeerContext) => {
      const id = event.objectIdStr ?? (event.objectId != null ? String(event.objectId) : null);
      const unresolved = { __typename: 'UnresolvedEventObject', objectType: event.objectType, objectId: id };
      if (id === null) return unresolved;
      if (event.objectType === 'SHEET') return withType('Sheet', await ctx.loaders.sheetById.load(id));
      if (event.objectType === 'USER') return withType('User', await ctx.loaders.userById.load(id));
      if (event.objectType === 'WORKSPACE') return withType('Workspace', await ctx.loaders.workspaceById.load(id));
      const type = TYPED_ONLY[event.objectType];
      if (!type || ((type === 'Attachment' || type === 'Discussion') && event.additionalDetails?.sheetId == null))
        return unresolved;
      return { __typename: type, id };
    },
  },
  EventObject: { __resolveType: (object: { __typename: string }) => object.__typename },
  Sheet: {
    rows: async (sheet: WmSheet, args: Args, ctx: PeerContext) => {
      const first = args.first ?? 100;
      const offset = offsetAfter(args.after);
      const page = await ctx.api.workManagement.getRowsPage(String(sheet.id), Math.floor(offset / first) + 1, first);
      const rows = (page.rows ?? []).map((row): PeerRow => ({ sheetId: String(sheet.id), row }));
      return connection(rows, offset, offset + rows.length < page.totalRowCount);
    },
  },
  Row: {
    id: ({ sheetId, row }: PeerRow) => globalId('Row', sheetId, row.id),
    rowNumber: ({ row }: PeerRow) => row.rowNumber ?? null,
    createdBy: ({ row }: PeerRow) => row.createdBy ?? null,
    assets: async ({ sheetId, row }: PeerRow, args: Args, ctx: PeerContext) => {
      const assets = await ctx.loaders.assetsByRow.load(`${sheetId}:${String(row.id)}`);
      const offset = offsetAfter(args.after);
      const first = args.first ?? assets.length;
      return {
        ...connection(assets.slice(offset, offset + first), offset, offset + first < assets.length),
        totalCount: assets.length,
      };
    },
    __resolveReference: ({ id }: { id: string }, ctx: PeerContext) => {
      const [sheetId, rowId] = partsOf(id);
      return ctx.loaders.rowByKey.load(`${sheetId}:${rowId}`);
    },
  },
  User: {
    id: (user: WmUser) => globalId('User', user.id),
    __resolveReference: ({ id }: { id: string }, ctx: PeerContext) =>
      ctx.loaders.userById.load(partsOf(id)[0] as string),
  },
  Project: {
    assignments: async (project: RpProject, args: Args, ctx: PeerContext) => {
      const page = await ctx.api.resourcePlanning.listProjectAssignments(String(project.id), 1, args.first ?? 20);
      return connection(page.data, 0, Boolean(page.paging?.next));
    },
  },
  Assignment: {
    startsAt: (assignment: RpAssignment) => assignment.starts_at?.slice(0, 10) ?? null,
    person: (assignment: RpAssignment, _: unknown, ctx: PeerContext) =>
      ctx.loaders.personById.load(String(assignment.user_id)),
  },
  Person: {
    id: (person: RpPerson) => globalId('Person', person.id),
    displayName: (person: RpPerson) => person.display_name ?? null,
    user: (person: RpPerson, _: unknown, ctx: PeerContext) =>
      person.email ? ctx.loaders.userByEmail.load(person.email) : null,
    __resolveReference: ({ id }: { id: string }, ctx: PeerContext) =>
      ctx.loaders.personById.load(partsOf(id)[0] as string),
  },
  Library: {
    sections: async (library: PeerNamed, args: Args, ctx: PeerContext) => {
      const page = await ctx.api.digitalAsset.listSections(library.id, 1, args.first ?? 20);
      return connection(
        page.data.map((s): PeerNamed => ({ id: s.id, name: s.attributes.name })),
        0,
        page.meta.next_page !== null,
      );
    },
  },
  Section: {
    assets: async (section: PeerNamed, args: Args, ctx: PeerContext) => {
      const page = await ctx.api.digitalAsset.listSectionAssets(section.id, 1, args.first ?? 20);
      return {
        ...connection(
          page.data.map((a) => flattenAsset(a, page.included)),
          0,
          page.meta.next_page !== null,
        ),
        totalCount: page.meta.total_count,
      };
    },
  },
  Asset: {
    id: (asset: PeerAsset) => globalId('Asset', asset.id),
    sheet: (asset: PeerAsset, _: unknown, ctx: PeerContext) => {
      const sheetId = customField(asset, 'sheet_id');
      return sheetId ? ctx.loaders.sheetById.load(sheetId) : null;
    },
    row: (asset: PeerAsset, _: unknown, ctx: PeerContext) => {
      const sheetId = customField(asset, 'sheet_id');
      const rowId = customField(asset, 'row_id');
      return sheetId && rowId ? ctx.loaders.rowByKey.load(`${sheetId}:${rowId}`) : null;
    },
    __resolveReference: ({ id }: { id: string }, ctx: PeerContext) =>
      ctx.loaders.assetById.load(partsOf(id)[0] as string),
  },
};

function withType<T extends object>(type: string, object: T | null): (T & { __typename: string }) | null {
  return object ? { ...object, __typename: type } : null;
}
