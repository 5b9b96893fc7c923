// The resource-planning list envelope `{"data":[...],"paging":{page,per_page,previous,self,next}}`:
// paging parameters, page slicing and the page paths (other query parameters kept).
import { positiveIntParam } from '../kit/page-params.js';
import { badRequest } from './errors.js';

export const BASE_PATH = '/api/v1';
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 1000;

export interface Paging {
  page: number;
  per_page: number;
  previous: string | null;
  self: string;
  next: string | null;
}

export interface ListEnvelope<T> {
  data: T[];
  paging: Paging;
}

const positiveInt = (query: URLSearchParams, name: string, fallback: number): number =>
  positiveIntParam(query, name, fallback, badRequest);

/** Reads `page` (1-based) and `per_page` (default 20, clamped to 1000); bad values are a 400. */
export function pagingParams(query: URLSearchParams): { page: number; perPage: number } {
  return {
    page: positiveInt(query, 'page', 1),
    perPage: Math.min(positiveInt(query, 'per_page', DEFAULT_PER_PAGE), MAX_PER_PAGE),
  };
}

const encode = (s: string): string => encodeURIComponent(s).replace(/%2C/gi, ',');

/** `/api/v1<path>?<other params>&per_page=N&page=P`, as the real service writes page links. */
export function pagePath(path: string, query: URLSearchParams, perPage: number, page: number): string {
  const parts: string[] = [];
  for (const [key, value] of query) {
    if (key === 'page' || key === 'per_page') continue;
    parts.push(`${encode(key)}=${encode(value)}`);
  }
  parts.push(`per_page=${perPage}`, `page=${page}`);
  return `${BASE_PATH}${path.replace(/\/+$/, '')}?${parts.join('&')}`;
}

/**
 * One page of `items` in the list envelope, each item of the page rendered with `render`; a page
 * past the end has `data: []`, `next: null`.
 */
export function paginate<T, R = T>(
  items: readonly T[],
  path: string,
  query: URLSearchParams,
  render?: (item: T) => R,
): ListEnvelope<R> {
  const { page, perPage } = pagingParams(query);
  return pageOf(items, path, query, page, perPage, render);
}

export function pageOf<T, R = T>(
  items: readonly T[],
  path: string,
  query: URLSearchParams,
  page: number,
  perPage: number,
  render: (item: T) => R = (item) => item as unknown as R,
): ListEnvelope<R> {
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage).map(render);
  const hasNext = start + perPage < items.length;
  return {
    data,
    paging: {
      page,
      per_page: perPage,
      previous: page > 1 ? pagePath(path, query, perPage, page - 1) : null,
      self: pagePath(path, query, perPage, page),
      next: hasNext ? pagePath(path, query, perPage, page + 1) : null,
    },
  };
}

/** A nested collection added by `fields=`: the first page (default size) of the related list. */
export function nestedCollection<T>(
  items: readonly T[],
  path: string,
  params: Record<string, string> = {},
): ListEnvelope<T> {
  return pageOf(items, path, new URLSearchParams(params), 1, DEFAULT_PER_PAGE);
}
