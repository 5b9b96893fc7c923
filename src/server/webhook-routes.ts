// The webhook receivers of both backends and the delivery gates that publish what they accept:
// once, in order, to the subscribers of the shared pub/sub.
import type { Express } from 'express';
import type { GatewayConfig } from '../config.js';
import type { JoinIndex } from '../joins/join-index.js';
import { assetDeliveryListener } from '../joins/setup.js';
import type { Logger } from '../observability/logger.js';
import { DeliveryGate } from '../webhooks/delivery-gate.js';
import { digitalAssetWebhookRouter, type AssetChangePayload } from '../webhooks/digital-asset.js';
import type { WebhookRegistry } from '../webhooks/registry.js';
import {
  workManagementWebhookRouter,
  type SeatTypeChangePayload,
  type SheetChangePayload,
} from '../webhooks/work-management.js';
import type { SharedState } from './shared-state.js';

/** One delivery gate per receiver. */
export interface DeliveryGates {
  workManagement: DeliveryGate<SheetChangePayload | SeatTypeChangePayload>;
  digitalAsset: DeliveryGate<AssetChangePayload>;
  /** Drops what waits in the reorder windows (the server is stopping). */
  drain(): void;
}

/** Gates that hold deliveries for WEBHOOK_REORDER_WINDOW_MS and drop the ones already published. */
export function createDeliveryGates(config: GatewayConfig, state: SharedState): DeliveryGates {
  const publish = (topic: string, payload: unknown): Promise<void> => state.pubsub.publish(topic, payload);
  const workManagement = new DeliveryGate<SheetChangePayload | SeatTypeChangePayload>(
    config.webhookReorderWindowMs,
    publish,
    state.dedupe,
  );
  const digitalAsset = new DeliveryGate<AssetChangePayload>(config.webhookReorderWindowMs, publish, state.dedupe);
  return {
    workManagement,
    digitalAsset,
    drain: () => {
      workManagement.drain();
      digitalAsset.drain();
    },
  };
}

/** What the receivers check callbacks against and tell of them. */
export interface WebhookRouteDependencies {
  webhooks: WebhookRegistry;
  gates: DeliveryGates;
  joinIndex: JoinIndex;
  logger: Logger;
}

/** Mounts `/webhooks/work-management` and `/webhooks/digital-asset`. */
export function mountWebhookRoutes(app: Express, deps: WebhookRouteDependencies): void {
  const { webhooks, gates, logger } = deps;
  app.use(
    '/webhooks/work-management',
    workManagementWebhookRouter({
      webhookFor: (id) => webhooks.findWorkManagementWebhook(id),
      gate: gates.workManagement,
      logger,
    }),
  );
  app.use(
    '/webhooks/digital-asset',
    digitalAssetWebhookRouter({
      subscriptionFor: (id) => webhooks.findAssetWebhook(id),
      organizationOf: (s) => webhooks.organizationOf(s),
      gate: gates.digitalAsset,
      logger,
      onAssetChange: assetDeliveryListener(deps.joinIndex),
    }),
  );
}
