// Makes the gateway's join index from the configuration: in process, or in Redis when the
// instances share state.
import type { GatewayConfig } from '../config.js';
import type { Logger } from '../observability/logger.js';
import type { GatewayMetrics } from '../observability/metrics.js';
import type { SharedRedis } from '../shared-state/redis.js';
import { RedisJoinIndexStore } from '../shared-state/redis-join-index.js';
import type { AssetChangePayload } from '../webhooks/digital-asset.js';
import { JoinIndex } from './join-index.js';
import { InMemoryJoinIndexStore } from './memory-store.js';

export function createJoinIndex(
  config: GatewayConfig,
  redis: SharedRedis | null,
  metrics: GatewayMetrics,
  logger: Logger,
): JoinIndex {
  const settings = config.joinIndex;
  const idleMs = settings.idleSeconds * 1000;
  const store = redis
    ? new RedisJoinIndexStore(redis.main, idleMs, redis.health)
    : new InMemoryJoinIndexStore(settings.maxScopes, idleMs);
  const index: JoinIndex = new JoinIndex(
    store,
    {
      enabled: settings.enabled,
      reconcileMs: settings.reconcileSeconds * 1000,
      projectRefreshMs: settings.projectRefreshSeconds * 1000,
      lockTtlMs: settings.lockSeconds * 1000,
      idleMs,
    },
    metrics.observeJoinIndex(() => index.stats()),
    logger,
  );
  return index;
}

/** What the digital-asset webhook receiver calls for each accepted delivery. */
export function assetDeliveryListener(index: JoinIndex): (payload: AssetChangePayload) => Promise<void> {
  return (payload) =>
    index.noteChange({ index: 'assets', container: payload.libraryId, id: payload.assetId }, 'webhook');
}
