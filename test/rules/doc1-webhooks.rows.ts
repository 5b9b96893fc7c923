// Document 1's webhook rules as rows: creation, the verification callback on enabling, the plan
// webhook's event filter, and the list page size limit.
import { opRows, type OpInput } from './ops.js';
import { accepted, refused, type RuleRow } from './rule-types.js';
import type { webhookOps } from './webhooks.ops.js';

const CHANGES = 'Operations named in the change history';
const LIMITS = 'Limits';

const row = opRows<typeof webhookOps>('Document 1');

export const webhookRows: Array<RuleRow<OpInput>> = [
  row(
    'D1-HOOK-001',
    CHANGES,
    'POST /webhooks: create (a new webhook is not enabled until verified)',
    'demo sheet "Lessons Learned"; a local callback receiver',
    'webhook.create',
    { scope: 'sheet' },
    accepted({ enabled: false, status: 'NEW_NOT_VERIFIED' }),
    'backend',
  ),
  row(
    'D1-HOOK-002',
    CHANGES,
    'plan-level webhooks with event filter',
    'the main demo plan; a local callback receiver',
    'webhook.create',
    { scope: 'plan', events: ['user.seatType.updated'] },
    accepted({ enabled: false, status: 'NEW_NOT_VERIFIED', events: ['user.seatType.updated'] }),
    'backend',
  ),
  row(
    'D1-HOOK-003',
    CHANGES,
    'plan-level webhook event filter names plan event types',
    'the main demo plan',
    'webhook.create',
    { scope: 'plan', events: ['sheet.created'] },
    refused(400, 1031),
    'knows',
  ),
  row(
    'D1-HOOK-004',
    CHANGES,
    'PUT /webhooks/{webhookId}: enabling triggers a verification callback (answered)',
    'a sheet webhook it creates, calling back to a receiver that echoes the challenge',
    'webhook.enable',
    { answer: 'echo' },
    accepted({ enabled: true, status: 'ENABLED', challenged: true }),
    'backend',
  ),
  row(
    'D1-HOOK-005',
    CHANGES,
    'enabling triggers a verification callback (not answered: not enabled)',
    'a sheet webhook it creates, calling back to a receiver that answers something else',
    'webhook.enable',
    { answer: 'wrong' },
    accepted({ enabled: false, status: 'DISABLED_VERIFICATION_FAILED', challenged: true }),
    'backend',
  ),
  row(
    'D1-HOOK-006',
    LIMITS,
    'list webhooks page size: maximum 10,000',
    'the webhooks of the admin',
    'webhook.list',
    { pageSize: 10_000 },
    accepted({ listed: true }),
    'backend',
    {
      graphAccepted: { listed: true, pageSizesWithinLimit: true },
      graphNote: "the graph's `first` is at most 500; whatever it asks, its pages upstream stay within 10,000",
    },
  ),
  row(
    'D1-HOOK-007',
    LIMITS,
    'list webhooks page size: maximum 10,000 (previously unlimited)',
    'the webhooks of the admin',
    'webhook.list',
    { pageSize: 10_001 },
    refused(400, 1018),
    'knows',
    {
      graphAccepted: { listed: true, pageSizesWithinLimit: true },
      graphNote: "the graph's `first` is at most 500; whatever it asks, its pages upstream stay within 10,000",
    },
  ),
];
