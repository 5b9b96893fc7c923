// Document 3's digital-asset rules, each row run against the digital-asset emulator over REST and
// through the gateway over GraphQL; webhook callbacks on a stack whose emulator may call back to a
// loopback receiver (so that stack cannot check the public-address rule).
import { beforeAll, describe } from 'vitest';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { useCallbackReceiver } from './callback-receiver.js';
import { assetOps } from './doc3-assets.ops.js';
import { assetDeliveryRows, assetRows } from './doc3-assets.rows.js';
import { runRuleTable } from './harness.js';
import { opDriver } from './ops.js';

describe('callbacks only to public addresses', () => {
  const stack = useStack();
  runRuleTable('Document 3: digital-asset upload flow, fields and webhooks', assetRows, opDriver(assetOps), stack);
});

describe('callbacks to a local receiver', () => {
  const stack = useStack();
  useCallbackReceiver();
  beforeAll(() => configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true }));
  runRuleTable('Document 3: digital-asset webhook delivery', assetDeliveryRows, opDriver(assetOps), stack);
});
