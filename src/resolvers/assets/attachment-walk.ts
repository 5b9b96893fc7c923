// "All attachments of an organization" as one forward connection: walks the organization's
// libraries (Document 3: list libraries, then sections of each, then assets with attachments for each
// section), lazily. Sections and assets are read in windows sized to what the page still needs; the
// cursor holds the place in the walk.
import type { DigitalAssetApi } from '../../datasources/digital-asset/api.js';
import type { DaAsset, DaAttachment, DaLibrary, DaPage, DaSection } from '../../datasources/digital-asset/types.js';
import { badUserInput } from '../../graphql-errors.js';
import {
  requestedCount,
  type Connection,
  type ConnectionArgs,
  type ConnectionContext,
} from '../../relay/connection.js';
import { pagesOfWindow, planPageWindow } from '../../relay/page-window.js';

/** Where the walk is: library index and id, section index and id, asset offset, attachment index. */
export interface WalkPlace {
  li: number;
  lib: string;
  si: number;
  sec: string;
  ai: number;
  ti: number;
}

/**
 * The place rides in the codec's token shape `{k, s, i}`: `k` is the JSON array
 * `[libraryIndex, libraryId, sectionIndex, sectionId, assetOffset]`, `i` the attachment index.
 */
export function placeToPosition(place: WalkPlace): { k: string; s: number; i: number } {
  return { k: JSON.stringify([place.li, place.lib, place.si, place.sec, place.ai]), s: 0, i: place.ti };
}

export function positionToPlace(position: unknown, argument: string): WalkPlace {
  const invalid = () => badUserInput(`Invalid cursor in "${argument}": the cursor belongs to another list`, argument);
  if (typeof position !== 'object' || position === null || !('k' in position) || typeof position.k !== 'string')
    throw invalid();
  let parts: unknown;
  try {
    parts = JSON.parse(position.k);
  } catch {
    throw invalid();
  }
  const i = (position as { i?: unknown }).i;
  if (!Array.isArray(parts) || parts.length !== 5 || typeof i !== 'number') throw invalid();
  const [li, lib, si, sec, ai] = parts as unknown[];
  const index = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  if (!index(li) || !index(si) || !index(ai) || !index(i) || typeof lib !== 'string' || typeof sec !== 'string')
    throw invalid();
  return { li: li as number, lib, si: si as number, sec, ai: ai as number, ti: i };
}

/** A list read in windows by offset, remembering what it has seen. */
class WindowedList<T> {
  private readonly items = new Map<number, T>();
  private total: number | null = null;

  constructor(
    private readonly fetchPage: (page: number, per: number) => Promise<DaPage<T>>,
    private readonly maxPer: number,
  ) {}

  /** The item at `index` (null past the end); a miss reads `want` items from there in as few pages as possible. */
  async at(index: number, want: number): Promise<T | null> {
    if (this.total !== null && index >= this.total) return null;
    const known = this.items.get(index);
    if (known !== undefined) return known;
    const window = planPageWindow(index, Math.max(1, want), this.maxPer);
    for (const page of pagesOfWindow(window)) {
      const result = await this.fetchPage(page, window.pageSize);
      this.total = result.meta.total_count;
      result.items.forEach((item, k) => this.items.set((page - 1) * window.pageSize + k, item));
      if (result.items.length < window.pageSize) break;
    }
    const found = this.items.get(index);
    if (found === undefined && this.total === null) this.total = index;
    return found ?? null;
  }
}

export interface WalkSource {
  api: DigitalAssetApi;
  maxPer: number;
  /** The organization's libraries, in the order of the list of all libraries. */
  libraries: () => Promise<DaLibrary[]>;
  /** Told about every asset read, to prime loaders. */
  onAsset?: (asset: DaAsset) => void;
}

interface Found {
  attachment: DaAttachment;
  place: WalkPlace;
}

/** The attachments after `from` (or from the start), at most `limit`, reading no list further than needed. */
async function collect(from: WalkPlace | null, limit: number, source: WalkSource): Promise<Found[]> {
  const out: Found[] = [];
  const need = () => limit - out.length;
  let libraries: DaLibrary[] | null = null;
  let { li, si, ai, ti } = from ? { ...from, ti: from.ti + 1 } : { li: 0, si: 0, ai: 0, ti: 0 };
  // A cursor carries the ids of its library and section, so resuming does not re-read their lists.
  let libraryId: string | null = from?.lib ?? null;
  let sectionId: string | null = from?.sec ?? null;
  while (need() > 0) {
    if (libraryId === null) {
      libraries ??= await source.libraries();
      const library = libraries[li];
      if (!library) break;
      libraryId = library.id;
    }
    const lib = libraryId;
    const sections = new WindowedList<DaSection>((p, per) => source.api.listSections(lib, p, per), source.maxPer);
    while (need() > 0) {
      if (sectionId === null) {
        const section = await sections.at(si, need());
        if (!section) break;
        sectionId = section.id;
      }
      const sec = sectionId;
      const assets = new WindowedList<DaAsset>((p, per) => source.api.listSectionAssets(sec, p, per), source.maxPer);
      while (need() > 0) {
        const asset = await assets.at(ai, need());
        if (!asset) break;
        source.onAsset?.(asset);
        const attachments = asset.attachments ?? [];
        for (; ti < attachments.length && need() > 0; ti++) {
          out.push({ attachment: attachments[ti] as DaAttachment, place: { li, lib, si, sec, ai, ti } });
        }
        if (ti < attachments.length) break;
        ai++;
        ti = 0;
      }
      if (need() === 0) break;
      si++;
      sectionId = null;
      ai = 0;
      ti = 0;
    }
    if (need() === 0) break;
    li++;
    libraryId = null;
    si = 0;
    sectionId = null;
    ai = 0;
    ti = 0;
  }
  return out;
}

/**
 * The connection: reads `first + 1` attachments (the extra one only tells whether a next page
 * exists) and returns `first` of them. Cursors are signed and bound to the organization.
 */
export async function organizationAttachments(
  args: ConnectionArgs,
  ctx: ConnectionContext,
  source: WalkSource,
): Promise<Connection<DaAttachment>> {
  if (args.last != null || args.before != null)
    throw badUserInput(
      'This list can only be paged forwards: use "first" and "after"',
      args.last != null ? 'last' : 'before',
    );
  const { count } = requestedCount(args, ctx);
  const from = args.after != null ? positionToPlace(ctx.codec.decode(args.after, ctx.binding, 'after'), 'after') : null;
  const found = await collect(from, count + 1, source);
  const page = found.slice(0, count);
  const edges = page.map((f) => ({
    node: f.attachment,
    cursor: ctx.codec.encode(ctx.binding, placeToPosition(f.place)),
  }));
  return {
    edges,
    totalCount: null,
    pageInfo: {
      hasNextPage: found.length > count,
      hasPreviousPage: from !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
