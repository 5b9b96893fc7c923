// The GraphiQL page: the fully inlined build from @graphql-yoga/render-graphiql, opened with
// example queries and, in the embedded default, the demo credentials as headers.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

export interface GraphiqlOptions {
  /** Headers GraphiQL starts with (JSON object of header name to value). */
  defaultHeaders?: Record<string, string>;
}

/** Example operations shown as tabs when GraphiQL opens. */
export const EXAMPLE_QUERIES: Array<{ title: string; query: string }> = [
  {
    title: 'Me and my sheets',
    query: `query MeAndSheets {
  me { name email person { displayName role } }
  sheets(first: 3) {
    totalCount
    edges { cursor node { name totalRowCount workspace { name } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    title: 'Recent events with users',
    query: `query RecentEvents {
  events(first: 20, since: "2026-10-01T00:00:00Z") {
    edges { node { eventType timestamp source user { name email } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    title: 'Projects and assignments',
    query: `query ProjectsAndAssignments {
  projects(first: 5) {
    edges { node { name state phases(first: 5) { edges { node { name } } }
      assignments(first: 5) { edges { node { startsAt endsAt allocationMode person { displayName user { email } } } } } } }
  }
}`,
  },
  {
    title: 'Libraries and assets',
    query: `query LibrariesAndAssets {
  libraries(first: 5) {
    edges { node { name organization { name }
      sections(first: 3) { edges { node { name assets(first: 3) { totalCount edges { node { name attachments { filename url } } } } } } } } }
  }
}`,
  },
];

/** Renders the page once; the gateway serves the same string to every visitor. */
export function renderGraphiqlPage(options: GraphiqlOptions): string {
  const headers = options.defaultHeaders ? JSON.stringify(options.defaultHeaders, null, 2) : undefined;
  return renderGraphiQL({
    title: 'workgraph',
    defaultQuery: EXAMPLE_QUERIES[0]?.query,
    defaultTabs: EXAMPLE_QUERIES.map((example) => ({ query: example.query, ...(headers ? { headers } : {}) })),
    ...(headers ? { defaultHeaders: headers } : {}),
    shouldPersistHeaders: false,
  });
}
