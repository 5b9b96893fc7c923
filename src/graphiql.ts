// The GraphiQL page: the fully inlined build from @graphql-yoga/render-graphiql, opened with
// the tour's operations (src/tour.ts) and, in the embedded default, the demo credentials as headers. The
// build is a 9 MB module (about 30 MB of heap once loaded), so the gateway never loads it: the page is
// rendered in a worker thread to a file (src/http/graphiql-page.ts serves it).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { TOUR } from './tour.js';

export interface GraphiqlOptions {
  /** Headers GraphiQL starts with (JSON object of header name to value). */
  defaultHeaders?: Record<string, string>;
}

/** The tabs GraphiQL opens with: every operation of the tour (src/tour.ts), in its order, with the same text. */
export const EXAMPLE_QUERIES: Array<{ title: string; query: string }> = TOUR.filter((step) => step.query).map(
  (step) => ({ title: step.title, query: step.query }),
);

type RenderOptions = NonNullable<Parameters<typeof renderGraphiQL>[0]>;

/** What the page opens with: the example tabs and the default headers. */
export function graphiqlRenderOptions(options: GraphiqlOptions): RenderOptions {
  const headers = options.defaultHeaders ? JSON.stringify(options.defaultHeaders, null, 2) : undefined;
  return {
    title: 'workgraph',
    // The page has a URL of its own (/graphiql); operations go to the GraphQL endpoint.
    endpoint: '/graphql',
    defaultQuery: EXAMPLE_QUERIES[0]?.query,
    defaultTabs: EXAMPLE_QUERIES.map((example) => ({ query: example.query, ...(headers ? { headers } : {}) })),
    ...(headers ? { defaultHeaders: headers } : {}),
    shouldPersistHeaders: false,
    // The tour's subscription tab subscribes as the gateway serves subscriptions: graphql-ws on the same path.
    subscriptionsProtocol: 'WS',
  };
}

/** The worker's code (CommonJS, so it runs the same under tsx, vitest and compiled JavaScript). */
const RENDER_WORKER = `
const { workerData } = require('node:worker_threads');
const { renderGraphiQL } = require(workerData.module);
require('node:fs').writeFileSync(workerData.file, renderGraphiQL(workerData.options));
`;

/** Renders the page into `file` in a worker thread, whose heap (the 9 MB module with it) goes when it exits. */
export function renderGraphiqlFile(options: GraphiqlOptions, file: string): Promise<void> {
  const module = createRequire(import.meta.url).resolve('@graphql-yoga/render-graphiql');
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_WORKER, {
      eval: true,
      workerData: { module, file, options: graphiqlRenderOptions(options) },
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`GraphiQL rendering exited with ${code}`)),
    );
  });
}
