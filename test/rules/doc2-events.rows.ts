// Document 2's rules as rows: one per event type of the catalog (its properties and enumerated
// values, emailAddress or sourceIpAddress), the additionalDetails common rules and event fields,
// the filtered feed and the admin-only list, and the seat type update webhook event.
import { CATALOG } from './doc2-catalog.js';
import type { eventOps } from './doc2-events.ops.js';
import { opRows, type OpInput } from './ops.js';
import type { webhookOps } from './webhooks.ops.js';
import { accepted, refused, type RuleRow } from './rule-types.js';

const FEED = 'the demo event feed (6,000 events from 2026-09-02), read once per side';

const row = opRows<typeof eventOps & typeof webhookOps>('Document 2');

const catalogRows: Array<RuleRow<OpInput>> = Object.entries(CATALOG)
  .flatMap(([heading, entries]) =>
    entries.map((entry) => {
      const listed = [...(entry.properties ?? []), ...(entry.oneOf ?? []).map((g) => g.join(' or '))];
      const quote = `${entry.eventType}${listed.length > 0 ? `: ${listed.join(', ')}` : ': no further properties'}`;
      return { heading, entry, quote };
    }),
  )
  .map(({ heading, entry, quote }, i) =>
    row(
      `D2-CAT-${String(i + 1).padStart(3, '0')}`,
      `Event type catalog, ${heading}`,
      quote,
      FEED,
      'events.catalog',
      { ...entry },
      accepted({ present: true, missing: [], outsideEnumerations: [], carriesResponsible: true }),
      'backend',
    ),
  );

export const eventRows: Array<RuleRow<OpInput>> = [
  row(
    'D2-EVENT-001',
    'Event',
    'eventTimestamp: ISO 8601 UTC date-time',
    FEED,
    'events.rule',
    { rule: 'timestamps' },
    accepted({ nonEmpty: true, isoUtc: true }),
    'backend',
  ),
  row(
    'D2-EVENT-002',
    'Event',
    'the event type name is `<objectType> - <action>`',
    FEED,
    'events.rule',
    { rule: 'names' },
    accepted({ nonEmpty: true, named: true }),
    'backend',
  ),
  row(
    'D2-EVENT-003',
    'Event',
    'source values include WEB_APP and API_INTEGRATED_APP',
    FEED,
    'events.rule',
    { rule: 'sources' },
    accepted({ sources: ['API_INTEGRATED_APP', 'WEB_APP'] }),
    'backend',
  ),
  row(
    'D2-EVENT-004',
    'Event',
    'additionalDetails rule 3: boolean-like flags are strings "true" or "false"',
    FEED,
    'events.rule',
    { rule: 'flags' },
    accepted({ flagsSeen: true, nonStringFlags: [] }),
    'backend',
  ),
  row(
    'D2-EVENT-005',
    'Endpoints',
    'List events: admin use (a caller who is not an admin is refused)',
    'user 1 (not a System Admin)',
    'events.listAsUser',
    {},
    refused(403, 1004),
    'backend',
  ),
  row(
    'D2-EVENT-006',
    'Authentication',
    'filtered events: open to non-admin users, only events for sheets and workspaces they can access',
    'user 1 (not a System Admin), who sees 2 of 6 workspaces',
    'events.filteredAsUser',
    {},
    accepted({ nonEmpty: true, onlyVisible: true }),
    'backend',
  ),
  row(
    'D2-HOOK-001',
    'User seat type update event (webhook)',
    'names the plan, the user and the new seat type; includes provisionalExpirationDate for PROVISIONAL_MEMBER',
    'an enabled plan webhook filtered to seat type updates; a fresh VIEWER upgraded to PROVISIONAL_MEMBER',
    'webhook.seatTypeEvent',
    { to: 'PROVISIONAL_MEMBER' },
    accepted({
      eventType: 'seatType.updated',
      namesPlan: true,
      seatType: 'PROVISIONAL_MEMBER',
      hasProvisionalExpirationDate: true,
    }),
    'backend',
  ),
  row(
    'D2-HOOK-002',
    'Webhook delivery',
    'rule 3: the user seat type update event is raised when a seat type changes (no provisionalExpirationDate otherwise)',
    'an enabled plan webhook filtered to seat type updates; a fresh MEMBER downgraded to VIEWER',
    'webhook.seatTypeEvent',
    { to: 'VIEWER', direction: 'down' },
    accepted({
      eventType: 'seatType.updated',
      namesPlan: true,
      seatType: 'VIEWER',
      hasProvisionalExpirationDate: false,
    }),
    'backend',
  ),
  ...catalogRows,
];
