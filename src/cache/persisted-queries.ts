// Automatic persisted queries (the Apollo APQ protocol), scoped per credential, and an optional
// trusted-documents mode that refuses every operation not in a manifest. Runs before Apollo Server,
// whose own APQ is turned off.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { NextFunction, Request, Response } from 'express';

interface PersistedQueryExtension {
  version?: number;
  sha256Hash?: string;
}

export interface PersistedQueryOptions {
  /** Where registered queries live (in memory, or shared by every instance). */
  store: KeyValueCache<string>;
  /** Seconds a registered query is kept. */
  ttlSeconds: number;
  /** When set, only these documents (sha256 -> query) may run. */
  trusted: ReadonlyMap<string, string> | null;
  /** The caller's credential key: registrations are not shared across credentials. */
  scopeOf(req: Request): string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Reads a persisted-query manifest (`{"operations":[{"id":sha256,"body":query}]}`) or a plain `{sha256: query}` map. */
export function loadTrustedDocuments(path: string): Map<string, string> {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as {
    operations?: Array<{ id?: string; body?: string }>;
  } & Record<string, unknown>;
  const entries: Array<[string, string]> = Array.isArray(parsed.operations)
    ? parsed.operations.map((op) => [String(op.id), String(op.body)])
    : Object.entries(parsed).map(([hash, body]) => [hash, String(body)]);
  for (const [hash, body] of entries) {
    if (sha256(body) !== hash)
      throw new Error(`trusted documents: the id ${hash.slice(0, 12)}... is not the sha256 of its body`);
  }
  return new Map(entries);
}

function fail(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** Reads `extensions` from a JSON body or a GET query string. */
function extensionsOf(req: Request): {
  extensions: Record<string, unknown> | undefined;
  query: string | undefined;
  fromQueryString: boolean;
} {
  if (req.method === 'GET') {
    const raw = typeof req.query.extensions === 'string' ? req.query.extensions : undefined;
    let extensions: Record<string, unknown> | undefined;
    try {
      extensions = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    } catch {
      extensions = undefined;
    }
    return {
      extensions,
      query: typeof req.query.query === 'string' ? req.query.query : undefined,
      fromQueryString: true,
    };
  }
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as {
    extensions?: Record<string, unknown>;
    query?: unknown;
  };
  return {
    extensions: body.extensions,
    query: typeof body.query === 'string' ? body.query : undefined,
    fromQueryString: false,
  };
}

export function persistedQueries(options: PersistedQueryOptions) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    // Uploads carry their operation in a form field: `trustedDocumentsOnly` checks them once parsed.
    if ((req.method !== 'GET' && req.method !== 'POST') || req.is('multipart/form-data')) return next();
    const { extensions, query, fromQueryString } = extensionsOf(req);
    const persisted = extensions?.persistedQuery as PersistedQueryExtension | undefined;
    let text = query;
    if (persisted) {
      if (
        persisted.version !== 1 ||
        typeof persisted.sha256Hash !== 'string' ||
        !/^[0-9a-f]{64}$/.test(persisted.sha256Hash)
      ) {
        return fail(res, 400, 'BAD_USER_INPUT', 'Unsupported persisted query: expected version 1 and a sha256Hash');
      }
      const hash = persisted.sha256Hash;
      const key = `apq:${options.scopeOf(req)}:${hash}`;
      if (text !== undefined) {
        if (sha256(text) !== hash) return fail(res, 400, 'BAD_USER_INPUT', 'provided sha does not match query');
        await options.store.set(key, text, { ttl: options.ttlSeconds });
      } else {
        text = options.trusted?.get(hash) ?? (await options.store.get(key));
        if (text === undefined) return fail(res, 200, 'PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
      }
      // Hand Apollo an ordinary request: the full query, without the persisted-query extension.
      if (fromQueryString) {
        // Apollo Server reads a GET request's operation from its URL (express's req.query is a fresh parse on every read).
        const [path, search = ''] = req.url.split('?', 2) as [string, string?];
        const params = new URLSearchParams(search);
        const rest = { ...extensions };
        delete rest.persistedQuery;
        params.set('query', text);
        params.set('extensions', JSON.stringify(rest));
        req.url = `${path}?${params}`;
      } else {
        const body = req.body as { query?: string; extensions?: Record<string, unknown> };
        body.query = text;
        delete body.extensions?.persistedQuery;
      }
    }
    next();
  };
}

/**
 * Trusted-documents mode: runs after every body parser (JSON and multipart), and refuses any
 * operation whose text is not in the manifest.
 */
export function trustedDocumentsOnly(trusted: ReadonlyMap<string, string>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'POST') return next();
    const source = (req.method === 'GET' ? req.query : req.body) as { query?: unknown } | undefined;
    const text = typeof source?.query === 'string' ? source.query : undefined;
    // A GET without an operation is the GraphiQL page (or Apollo's own "query missing" error).
    if (text === undefined && req.method === 'GET') return next();
    if (text === undefined || !trusted.has(sha256(text))) {
      return fail(
        res,
        400,
        'PERSISTED_QUERY_NOT_IN_LIST',
        'This gateway runs only trusted documents, and this operation is not one of them',
      );
    }
    next();
  };
}
