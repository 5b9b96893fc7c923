// All resolvers, merged per type.
import type { Resolvers } from '../generated/resolvers-types.js';
import { assetDomainResolvers } from './assets/index.js';
import { ENUM_VALUES } from './enum-values.js';
import { eventDomainResolvers } from './events/index.js';
import { joinResolvers } from './joins.js';
import { nodeResolvers } from './node.js';
import { resourceDomainResolvers } from './resource/index.js';
import { scalarResolvers } from './scalars.js';
import { subscriptionResolvers } from './subscriptions/index.js';
import { workDomainResolvers } from './work/index.js';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Merges resolver maps type by type; a field defined twice is a programming error. */
function mergeResolvers(...maps: Resolvers[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps as ResolverMap[]) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

export function buildResolvers(): ResolverMap {
  return {
    ...(ENUM_VALUES as ResolverMap),
    ...mergeResolvers(
      ...workDomainResolvers,
      ...eventDomainResolvers,
      ...resourceDomainResolvers,
      ...assetDomainResolvers,
      joinResolvers,
      nodeResolvers,
      subscriptionResolvers,
    ),
    ...(scalarResolvers as unknown as ResolverMap),
  };
}
