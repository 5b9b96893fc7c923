// A real client runs the tour: every read and write of src/tour.ts, as written (each id is its
// variable's default), with urql (`@urql/core`) against a running workgraph, printing each result.
// Usage: `npm start` in one shell, then `npx tsx examples/tour.ts` (WORKGRAPH_URL overrides the URL).
import { pathToFileURL } from 'node:url';
import { Client, fetchExchange } from '@urql/core';
import { tourSteps, type TourStep } from '../src/tour.js';

export interface TourResult {
  step: TourStep;
  data: Record<string, unknown> | null;
  /** The GraphQL or network error, if any. */
  error: string | null;
  /** Every `userErrors` entry of the answer (writes). */
  userErrors: unknown[];
}

/** Every `userErrors` list anywhere in an answer, flattened. */
export function userErrorsIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(userErrorsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'userErrors' && Array.isArray(inner) ? inner : userErrorsIn(inner),
  );
}

/** A urql client of the gateway, over POST (Apollo's CSRF prevention refuses plain GETs). */
export function tourClient(url: string, headers: Record<string, string> = {}): Client {
  return new Client({
    url,
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: { headers },
  });
}

/** Runs one step as written, or with `variables` overriding its defaults. */
export async function runStep(
  client: Client,
  step: TourStep,
  variables: Record<string, unknown> = {},
): Promise<TourResult> {
  const result = step.query.trimStart().startsWith('mutation')
    ? await client.mutation(step.query, variables).toPromise()
    : await client.query(step.query, variables).toPromise();
  const data = (result.data as Record<string, unknown> | undefined) ?? null;
  return { step, data, error: result.error?.message ?? null, userErrors: userErrorsIn(data) };
}

/** Runs the reads, then the writes, in the tour's order. */
export async function runTour(url: string, headers: Record<string, string> = {}): Promise<TourResult[]> {
  const client = tourClient(url, headers);
  const results: TourResult[] = [];
  for (const step of [...tourSteps('read'), ...tourSteps('write')]) results.push(await runStep(client, step));
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.WORKGRAPH_URL ?? 'http://localhost:4000/graphql';
  const results = await runTour(url);
  for (const r of results) {
    const failed = r.error !== null || r.userErrors.length > 0;
    console.log(`${failed ? 'FAIL' : 'ok  '} ${r.step.name}: ${r.step.title}`);
    console.log(r.error ?? JSON.stringify(r.data, null, 2));
  }
  process.exitCode = results.some((r) => r.error !== null || r.userErrors.length > 0) ? 1 : 0;
}
