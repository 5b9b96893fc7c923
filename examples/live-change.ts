// `npm run tour:live`: the tour's "See a change live" recipe against a running gateway. It subscribes
// over graphql-ws to the demo sheet, registers a work-management webhook whose callback is that
// gateway's receiver, enables it, writes a cell, prints the event that arrives, and switches the
// webhook off. Every operation is the text in src/tour.ts. WORKGRAPH_URL overrides the default URL.
import { pathToFileURL } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { tourStep } from '../src/tour.js';
import { runStep, tourClient, type TourResult } from './tour.js';

/** How long the script waits for the event before giving up (a bound for a person, not a measure). */
const EVENT_BOUND_MS = 30_000;

export interface LiveChange {
  /** The subscription's message for the change. */
  event: Record<string, unknown>;
  /** The webhook's status after enabling and after switching it off. */
  enabledStatus: unknown;
  disabledStatus: unknown;
}

function dataOf(result: TourResult): Record<string, unknown> {
  if (result.error !== null || result.userErrors.length > 0 || result.data === null) {
    throw new Error(`${result.step.name} failed: ${result.error ?? JSON.stringify(result.userErrors)}`);
  }
  return result.data;
}

/** Reads a nested field of an answer by its path. */
function at(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>(
    (inner, key) => (inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** Runs the recipe against the gateway at `url` (its GraphQL endpoint); `log` sees each step. */
export async function seeChangeLive(url: string, log: (line: string) => void = console.log): Promise<LiveChange> {
  const client = tourClient(url);
  const ws = createClient({ url: url.replace(/^http/, 'ws'), webSocketImpl: WebSocket, lazy: false });
  const connected = new Promise<void>((resolve, reject) => {
    ws.on('connected', () => resolve());
    ws.on('closed', (event) => reject(new Error(`the WebSocket closed: ${JSON.stringify(event)}`)));
  });
  let webhook: string | undefined;
  try {
    await connected;
    const subscription = ws.iterate<Record<string, unknown>>({ query: tourStep('SheetChanges').query });
    const first = subscription.next();
    log('subscribed: SheetChanges');

    const callbackUrl = new URL('/webhooks/work-management', url).href;
    const created = dataOf(await runStep(client, tourStep('CreateSheetWebhook'), { callbackUrl }));
    webhook = String(at(created, 'createWebhook', 'webhook', 'id'));
    log(`webhook ${webhook} created, calling back ${callbackUrl}`);
    const enabled = dataOf(await runStep(client, tourStep('EnableWebhook'), { webhook }));
    const enabledStatus = at(enabled, 'updateWebhook', 'webhook', 'status');
    log(`webhook ${String(enabledStatus)}`);
    if (enabledStatus !== 'ENABLED') throw new Error(`the webhook was not enabled: ${String(enabledStatus)}`);

    dataOf(await runStep(client, tourStep('UpdateRow')));
    log('changed: UpdateRow');
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(() => reject(new Error(`no event within ${EVENT_BOUND_MS} ms`)), EVENT_BOUND_MS)),
    );
    const message = await Promise.race([first, bound]).finally(() => clearTimeout(timer));
    if (message.done) throw new Error('the subscription ended without an event');
    if (message.value.errors) throw new Error(`the subscription failed: ${JSON.stringify(message.value.errors)}`);
    const event = message.value.data ?? {};
    log(`event: ${JSON.stringify(event, null, 2)}`);
    await subscription.return?.();

    const disabled = dataOf(await runStep(client, tourStep('DisableWebhook'), { webhook }));
    webhook = undefined;
    const disabledStatus = at(disabled, 'updateWebhook', 'webhook', 'status');
    log(`webhook ${String(disabledStatus)}`);
    return { event, enabledStatus, disabledStatus };
  } finally {
    // On a failure after creation the webhook is still switched off.
    if (webhook) await runStep(client, tourStep('DisableWebhook'), { webhook }).catch(() => undefined);
    await ws.dispose();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.WORKGRAPH_URL ?? 'http://localhost:4000/graphql';
  try {
    await seeChangeLive(url);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
