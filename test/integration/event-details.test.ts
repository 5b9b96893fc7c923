// Typed event details: every catalog event type resolves to its own details type with typed values;
// other types fall back to GenericEventDetails; nothing errors.
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOG, detailsTypeName } from '../../src/events/catalog.js';
import { graphql } from '../generated/index.js';
import type { EventDetailsPageQuery } from '../generated/graphql.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();

const EVENTS = graphql(`
  query EventDetailsPage($after: String) {
    events(first: 500, after: $after, since: "2020-01-01T00:00:00Z") {
      edges {
        node {
          eventType
          source
          details {
            __typename
            raw
            ... on GenericEventDetails {
              emailAddress
              sourceIpAddress
            }
            ... on AccessTokenAuthorizeDetails {
              emailAddress
              tokenExpirationTimestamp
              accessScopes
              appClientId
            }
            ... on FolderRequestBackupDetails {
              includeAttachments
              sendCompletionEmail
            }
            ... on AuthenticationActivateDomainStrictDetails {
              sourceIpAddress
              domains
              mfaEnabled
            }
            ... on PolicyDataEgressCreateDetails {
              restrictedActions
              scope
            }
            ... on ReportSendAsAttachmentDetails {
              formatType
              recipientEmail
              recipientGroupId
            }
            ... on SecurityControlsUpdateApiTokenExpirationPeriodDetails {
              oldValue
              newValue
            }
            ... on AttachmentCreateDetails {
              emailAddress
              sheetId
              workspaceId
              attachmentName
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type Event = NonNullable<EventDetailsPageQuery['events']>['edges'][number]['node'];
type Details = Event['details'];

async function allEvents(): Promise<Event[]> {
  const events: Event[] = [];
  let after: string | null = null;
  for (;;) {
    const page: NonNullable<EventDetailsPageQuery['events']> = present(
      dataOf(await gql(stack)(EVENTS, { after })).events,
    );
    events.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return events;
    after = page.pageInfo.endCursor;
  }
}

/** The details of the events whose details are of the given type, each with the event's source. */
function detailsOf<N extends Details['__typename']>(
  events: Event[],
  typename: N,
): Array<Extract<Details, { __typename: N }> & { source: Event['source'] }> {
  return nonEmpty(
    events.flatMap((e) =>
      e.details.__typename === typename
        ? [{ ...(e.details as Extract<Details, { __typename: N }>), source: e.source }]
        : [],
    ),
    typename,
  );
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

    for (const d of detailsOf(events, 'AccessTokenAuthorizeDetails')) {
      expect(d.tokenExpirationTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
      expect(Array.isArray(d.accessScopes)).toBe(true);
      expect(d.emailAddress).toContain('@');
    }
    for (const d of detailsOf(events, 'FolderRequestBackupDetails'))
      expect(typeof d.includeAttachments).toBe('boolean');
    for (const d of detailsOf(events, 'AuthenticationActivateDomainStrictDetails')) {
      expect(d.domains?.length).toBeGreaterThan(0);
      expect(typeof d.mfaEnabled).toBe('boolean');
      // Document 2, additionalDetails common rules, rule 2: the IP address only when the source is the web app.
      expect(d.sourceIpAddress !== null).toBe(d.source === 'WEB_APP');
    }
    for (const d of detailsOf(events, 'PolicyDataEgressCreateDetails')) {
      expect(
        present(d.restrictedActions).every((a) => ['EXPORT', 'PUBLISH', 'SAVE_AS_NEW', 'SAVE_AS_TEMPLATE'].includes(a)),
      ).toBe(true);
      expect(d.scope?.length).toBeGreaterThan(0);
    }
    for (const d of detailsOf(events, 'ReportSendAsAttachmentDetails')) {
      // Document 2 spells the formats excel, pdf, pdf_gantt and pdf_calendar; the graph's enum values are those in SCREAMING_SNAKE_CASE.
      expect(['EXCEL', 'PDF', 'PDF_GANTT', 'PDF_CALENDAR']).toContain(d.formatType);
      expect([d.recipientEmail, d.recipientGroupId].filter((x) => x !== null)).toHaveLength(1);
    }
    for (const d of detailsOf(events, 'SecurityControlsUpdateApiTokenExpirationPeriodDetails'))
      expect(Number.isInteger(d.oldValue)).toBe(true);
    for (const d of detailsOf(events, 'AttachmentCreateDetails'))
      expect([d.sheetId, d.workspaceId].filter((x) => x !== null)).toHaveLength(1);
    // Types beyond the catalog (the catalog is cut off after REPORT - EXPORT) fall back, keeping their email.
    expect(detailsOf(events, 'GenericEventDetails').some((d) => d.emailAddress)).toBe(true);
  });
});
