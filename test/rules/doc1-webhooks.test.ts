// Document 1's webhook rules and Document 2's event and webhook-delivery rules, each row run against
// the work-management emulator over REST and through the gateway over GraphQL.
import { useStack } from '../helpers/stack.js';
import { useCallbackReceiver } from './callback-receiver.js';
import { webhookRows } from './doc1-webhooks.rows.js';
import { eventOps } from './doc2-events.ops.js';
import { eventRows } from './doc2-events.rows.js';
import { runRuleTable } from './harness.js';
import { opDriver } from './ops.js';
import { webhookOps } from './webhooks.ops.js';

const stack = useStack({ env: { ALLOW_LOOPBACK_CALLBACKS: 'true' } });
useCallbackReceiver();
const driver = opDriver({ ...webhookOps, ...eventOps });

runRuleTable('Document 1: webhooks', webhookRows, driver, stack);
runRuleTable('Document 2: events, the event catalog and webhook delivery', eventRows, driver, stack);
