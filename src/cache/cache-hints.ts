// Per-type cache hints for the response cache: every object type may be cached for the configured
// time, volatile ones for less; every hint is PRIVATE, so a cached answer serves only the same credential.
import type { ApolloServerPlugin } from '@apollo/server';
import { maybeCacheControlFromInfo } from '@apollo/cache-control-types';
import { getNamedType, isCompositeType } from 'graphql';
import type { GatewayContext } from '../context.js';

/** Upper bounds in seconds for types whose upstream data changes often. */
export const TYPE_MAX_AGE_CAPS: Record<string, number> = {
  Sheet: 10,
  Row: 10,
  Cell: 10,
  Column: 30,
  Assignment: 30,
  Project: 60,
  Phase: 60,
  Asset: 60,
  AssetAttachment: 60,
};

/** The hint of a composite type: wrappers (XConnection, XEdge) take the bound of X. */
export function maxAgeFor(typeName: string, defaultMaxAge: number): number {
  if (typeName === 'PageInfo') return defaultMaxAge;
  const base = typeName.replace(/(Connection|Edge)$/, '');
  return Math.min(defaultMaxAge, TYPE_MAX_AGE_CAPS[base] ?? defaultMaxAge);
}

/** Sets a PRIVATE hint on every field returning an object, from its type. */
export function cacheHintsPlugin(defaultMaxAge: number): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        executionDidStart() {
          return Promise.resolve({
            willResolveField({ info }) {
              const named = getNamedType(info.returnType);
              if (!isCompositeType(named)) return;
              maybeCacheControlFromInfo(info)?.setCacheHint({
                maxAge: maxAgeFor(named.name, defaultMaxAge),
                scope: 'PRIVATE',
              });
            },
          });
        },
      });
    },
  };
}

/**
 * Without the response cache, no hint is ever set (the schema carries none; only the plugin above
 * sets them), so Apollo's cache-control plugin can only conclude `Cache-Control: no-store`, after
 * bookkeeping on every resolved field (costly on pages of thousands of items). This says the same
 * once per response; the server turns that plugin off alongside it.
 */
export function uncacheableResponsesPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
          return Promise.resolve();
        },
      });
    },
  };
}
