// Chooses page size and page numbers so that a range of items comes from as few
// page-based requests as possible (usually one).

export interface PageWindow {
  /** Page size to request. */
  pageSize: number;
  /** First page number to request, 1-based. */
  firstPage: number;
  /** Last page number to request, inclusive. */
  lastPage: number;
}

/**
 * Plans the pages that cover items [offset, offset + count) with pages of at most `maxPageSize`.
 * Prefers one request: the smallest page size whose single page holds the whole range.
 */
export function planPageWindow(offset: number, count: number, maxPageSize: number): PageWindow {
  if (count <= 0)
    return {
      pageSize: Math.min(Math.max(1, count), maxPageSize),
      firstPage: Math.floor(offset / Math.max(1, count)) + 1,
      lastPage: 0,
    };
  const last = offset + count - 1;
  for (let size = count; size <= maxPageSize; size++) {
    if (Math.floor(offset / size) === Math.floor(last / size)) {
      const page = Math.floor(offset / size) + 1;
      return { pageSize: size, firstPage: page, lastPage: page };
    }
  }
  return {
    pageSize: maxPageSize,
    firstPage: Math.floor(offset / maxPageSize) + 1,
    lastPage: Math.floor(last / maxPageSize) + 1,
  };
}

/** The page numbers of a window, first to last (none when the window is empty). */
export function pagesOfWindow(window: PageWindow): number[] {
  return Array.from({ length: Math.max(0, window.lastPage - window.firstPage + 1) }, (_, i) => window.firstPage + i);
}
