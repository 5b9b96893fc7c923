// Typed event details: every catalog event type resolves to its own details type with typed values;
// other types fall back to GenericEventDetails; nothing errors.
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOG, detailsTypeName } from '../../src/events/catalog.js';
import { graphql, useStack } from '../helpers/stack.js';

const stack = useStack();

const QUERY = `query E($after: String) { events(first: 500, after: $after, since: "2020-01-01T00:00:00Z") {
  edges { node { eventType source details { __typename raw
    ... on GenericEventDetails { emailAddress sourceIpAddress }
    ... on AccessTokenAuthorizeDetails { emailAddress tokenExpirationTimestamp accessScopes appClientId }
    ... on FolderRequestBackupDetails { includeAttachments sendCompletionEmail }
    ... on AuthenticationActivateDomainStrictDetails { sourceIpAddress domains mfaEnabled }
    ... on PolicyDataEgressCreateDetails { restrictedActions scope }
    ... on ReportSendAsAttachmentDetails { formatType recipientEmail recipientGroupId }
    ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails { oldValue newValue }
    ... on AttachmentCreateDetails { emailAddress sheetId workspaceId attachmentName }
  } } }
  pageInfo { hasNextPage endCursor } } }`;

async function allEvents(): Promise<any[]> {
  const events: any[] = [];
  let after: string | null = null;
  for (;;) {
    const result: { data?: any; errors?: unknown[] } = await graphql<any>(stack.gateway.graphqlUrl, QUERY, { after });
    expect(result.errors).toBeUndefined();
    events.push(...result.data.events.edges.map((e: any) => e.node));
    if (!result.data.events.pageInfo.hasNextPage) return events;
    after = result.data.events.pageInfo.endCursor;
  }
}

describe('typed event details', () => {
  it('types every event of the stream by its catalog entry, generic otherwise, without errors', async () => {
    const events = await allEvents();
    expect(events.length).toBeGreaterThanOrEqual(5000);
    const seen = new Set<string>();
    for (const event of events) {
      const entry = EVENT_CATALOG.get(event.eventType);
      expect(event.details.__typename).toBe(entry ? detailsTypeName(entry) : 'GenericEventDetails');
      if (entry) seen.add(event.eventType);
      expect(typeof event.details.raw).toBe('object');
    }
    // The demo stream shows every catalog type.
    expect(seen.size).toBe(EVENT_CATALOG.size);

    const of = (typename: string) => events.filter((e) => e.details.__typename === typename).map((e) => ({ ...e.details, source: e.source }));
    for (const d of of('AccessTokenAuthorizeDetails')) {
      expect(d.tokenExpirationTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
      expect(Array.isArray(d.accessScopes)).toBe(true);
      expect(d.emailAddress).toContain('@');
    }
    for (const d of of('FolderRequestBackupDetails')) expect(typeof d.includeAttachments).toBe('boolean');
    for (const d of of('AuthenticationActivateDomainStrictDetails')) {
      expect(d.domains.length).toBeGreaterThan(0);
      expect(typeof d.mfaEnabled).toBe('boolean');
      // Document 2, additionalDetails common rules, rule 2: the IP address only when the source is the web app.
      expect(d.sourceIpAddress !== null).toBe(d.source === 'WEB_APP');
    }
    for (const d of of('PolicyDataEgressCreateDetails')) {
      expect(d.restrictedActions.every((a: string) => ['EXPORT', 'PUBLISH', 'SAVE_AS_NEW', 'SAVE_AS_TEMPLATE'].includes(a))).toBe(true);
      expect(d.scope.length).toBeGreaterThan(0);
    }
    for (const d of of('ReportSendAsAttachmentDetails')) {
      expect(['excel', 'pdf', 'pdf_gantt', 'pdf_calendar']).toContain(d.formatType);
      expect([d.recipientEmail, d.recipientGroupId].filter((x) => x !== null)).toHaveLength(1);
    }
    for (const d of of('SecurityControlsUpdateApiTokenExpirationPeriodDetails')) expect(Number.isInteger(d.oldValue)).toBe(true);
    for (const d of of('AttachmentCreateDetails')) expect([d.sheetId, d.workspaceId].filter((x) => x !== null)).toHaveLength(1);
    // Types beyond the catalog (the catalog is cut off after REPORT - EXPORT) fall back, keeping their email.
    expect(of('GenericEventDetails').some((d) => d.emailAddress)).toBe(true);
  });
});
