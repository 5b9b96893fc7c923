import { describe, expect, it } from 'vitest';
import { pagesOfWindow, planPageWindow } from '../../src/relay/page-window.js';

describe('planPageWindow', () => {
  it('uses one page of exactly the count when the offset is aligned', () => {
    expect(planPageWindow(0, 7, 100)).toEqual({ pageSize: 7, firstPage: 1, lastPage: 1 });
    expect(planPageWindow(14, 7, 100)).toEqual({ pageSize: 7, firstPage: 3, lastPage: 3 });
  });

  it('finds a larger single page when the offset is not aligned', () => {
    const window = planPageWindow(5, 7, 100);
    expect(window.firstPage).toBe(window.lastPage);
    const start = (window.firstPage - 1) * window.pageSize;
    expect(start).toBeLessThanOrEqual(5);
    expect(start + window.pageSize).toBeGreaterThanOrEqual(12);
  });

  it('spans several maximum-size pages when no single page can hold the range', () => {
    expect(planPageWindow(0, 250, 100)).toEqual({ pageSize: 100, firstPage: 1, lastPage: 3 });
  });

  it('covers the whole range for every offset and count', () => {
    for (let offset = 0; offset < 60; offset++) {
      for (let count = 1; count < 30; count++) {
        const w = planPageWindow(offset, count, 20);
        expect((w.firstPage - 1) * w.pageSize).toBeLessThanOrEqual(offset);
        expect(w.lastPage * w.pageSize).toBeGreaterThanOrEqual(offset + count);
        expect(w.pageSize).toBeLessThanOrEqual(20);
      }
    }
  });
});

describe('pagesOfWindow', () => {
  it('lists the page numbers of a window, first to last', () => {
    expect(pagesOfWindow({ pageSize: 100, firstPage: 2, lastPage: 4 })).toEqual([2, 3, 4]);
    expect(pagesOfWindow({ pageSize: 7, firstPage: 3, lastPage: 3 })).toEqual([3]);
  });

  it('lists no page for an empty window', () => {
    expect(pagesOfWindow(planPageWindow(10, 0, 100))).toEqual([]);
  });
});
