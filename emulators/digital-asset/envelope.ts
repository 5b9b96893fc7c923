// Envelopes of the digital-asset API: resource `{"data":{...},"included"?:[...]}` and list
// `{"data":[...],"included"?:[...],"meta":{current_page,next_page,prev_page,total_pages,total_count}}`,
// with the `page` / `per` parameters (per default 100, at most 3000).
import { positiveIntParam } from '../kit/page-params.js';
import { badRequest } from './errors.js';

export const BASE_PATH = '/api/v4';
/** The vendor serves its webhook operations from API v1 (the reference's path-level server). */
export const WEBHOOKS_BASE_PATH = '/api/v1';

/** The URL of an API path on an emulator whose base URL is `baseUrl` (`/webhooks...` under API v1). */
export function digitalAssetUrl(baseUrl: string, path: string): string {
  return /^\/webhooks(?:[/?]|$)/.test(path)
    ? `${baseUrl.replace(/\/api\/v4$/, WEBHOOKS_BASE_PATH)}${path}`
    : `${baseUrl}${path}`;
}

export const DEFAULT_PER = 100;
export const MAX_PER = 3000;

export interface ResourceObject {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface ResourceIdentifier {
  id: string;
  type: string;
}

export interface PageMeta {
  current_page: number;
  next_page: number | null;
  prev_page: number | null;
  total_pages: number;
  total_count: number;
}

const positiveInt = (query: URLSearchParams, name: string, fallback: number): number =>
  positiveIntParam(query, name, fallback, badRequest);

/** Reads `page` (default 1) and `per` (default 100, over 3000 is a 400). */
export function pageParams(query: URLSearchParams): { page: number; per: number } {
  const page = positiveInt(query, 'page', 1);
  const per = positiveInt(query, 'per', DEFAULT_PER);
  if (per > MAX_PER) throw badRequest(`per must not exceed ${MAX_PER}`);
  return { page, per };
}

/** One page of `items`; a page past the end has `data: []` and `next_page: null`. */
export function pageOf<T>(items: readonly T[], query: URLSearchParams): { data: T[]; meta: PageMeta } {
  const { page, per } = pageParams(query);
  const totalPages = Math.max(1, Math.ceil(items.length / per));
  const start = (page - 1) * per;
  return {
    data: items.slice(start, start + per),
    meta: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: items.length,
    },
  };
}

/**
 * The list body of one page of `items`: each rendered as a resource object, with the page's
 * `meta`, and with `included` when `included` is given and finds anything to side-load for the page.
 */
export function pagedBody<T>(
  items: readonly T[],
  query: URLSearchParams,
  render: (item: T) => ResourceObject,
  included?: (page: T[]) => ResourceObject[] | null,
): { data: ResourceObject[]; meta: PageMeta; included?: ResourceObject[] } {
  const page = pageOf(items, query);
  return withIncluded({ data: page.data.map(render), meta: page.meta }, included ? included(page.data) : null);
}

/** Adds `included` only when the request asked for side-loading. */
export function withIncluded<T extends object>(
  body: T,
  included: ResourceObject[] | null,
): T & { included?: ResourceObject[] } {
  return included === null ? body : { ...body, included };
}

/** The comma-separated values of a parameter, each checked against the allowed ones (else 400). */
export function listParam(query: URLSearchParams, name: string, allowed: readonly string[]): Set<string> {
  const values = (query.get(name) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
  const unknown = values.filter((v) => !allowed.includes(v));
  if (unknown.length > 0)
    throw badRequest(`${name}: unsupported value ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`);
  return new Set(values);
}
