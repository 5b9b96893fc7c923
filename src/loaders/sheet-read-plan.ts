// The sheet read plan of one request run: the read shape (cell detail or not), decided once for its
// operation, and the rows pages read ahead for the rows fields of the sheets that operation reads.
import {
  FULL_SHEET_READ,
  type SheetReadOptions,
  type SheetReadShape,
  type WorkManagementApi,
} from '../datasources/work-management/api.js';
import type { WmSheet } from '../datasources/work-management/types.js';

/** One page window of a sheet's rows. */
export interface SheetWindow {
  page: number;
  pageSize: number;
}

function windowKey({ page, pageSize }: SheetWindow): string {
  return `${page}/${pageSize}`;
}

/** Every Get Sheet of one request run goes through its plan, so that all of them have the same shape. */
export class SheetReadPlan {
  #shape: SheetReadShape | null = null;
  /** Rows pages read ahead, by the sheet object whose rows field takes them and by window. */
  readonly #readAhead = new Map<WmSheet, Map<string, Promise<WmSheet>>>();

  constructor(private readonly api: WorkManagementApi) {}

  /** Settles the read shape for the run's operation; the first decision stands. */
  decide(shape: SheetReadShape): void {
    this.#shape ??= shape;
  }

  /** The run's read shape: the full read unless its operation decided otherwise (writes and subscriptions never do). */
  get shape(): SheetReadShape {
    return this.#shape ?? FULL_SHEET_READ;
  }

  /** Reads a sheet (metadata, columns, and the rows `options` names) in the run's shape. */
  read(sheetId: string, options: SheetReadOptions): Promise<WmSheet> {
    return this.api.getSheet(sheetId, this.shape, options);
  }

  /** Reads one rows page of `sheet` now, for a rows field of `sheet` to take later (see `rowsPage`). */
  readAhead(sheet: WmSheet, window: SheetWindow): Promise<WmSheet> {
    const pages = this.#readAhead.get(sheet) ?? new Map<string, Promise<WmSheet>>();
    this.#readAhead.set(sheet, pages);
    const key = windowKey(window);
    const read = pages.get(key) ?? this.read(String(sheet.id), window);
    pages.set(key, read);
    return read;
  }

  /** Keeps `sheet`, read with the rows page `window`, as that page of its own rows. */
  keep(sheet: WmSheet, window: SheetWindow): void {
    this.#readAhead.set(sheet, new Map([[windowKey(window), Promise.resolve(sheet)]]));
  }

  /** Whether a rows page of `sheet` was read ahead. */
  hasReadAhead(sheet: WmSheet): boolean {
    return (this.#readAhead.get(sheet)?.size ?? 0) > 0;
  }

  /** A rows page of `sheet`: the one read ahead for it, else a read of its own. */
  rowsPage(sheet: WmSheet, window: SheetWindow): Promise<WmSheet> {
    return this.#readAhead.get(sheet)?.get(windowKey(window)) ?? this.read(String(sheet.id), window);
  }
}
