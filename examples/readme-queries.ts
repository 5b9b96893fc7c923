// A real client: runs the README's tour queries with urql (`@urql/core`) against a running workgraph.
// Usage: `npm start` in one shell, then `npx tsx examples/readme-queries.ts` (WORKGRAPH_URL overrides the URL).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Client, fetchExchange } from '@urql/core';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';

export interface TourOperation {
  name: string;
  document: string;
  variables: string[];
}

export interface TourResult {
  name: string;
  data: Record<string, unknown> | null;
  error: string | null;
}

/** The operations of the README's "A short tour" block, one document each. */
export function readmeOperations(readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')): TourOperation[] {
  const section = readme.split('## A short tour')[1] ?? '';
  const block = /```graphql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no graphql block under "A short tour"');
  const operations = parse(block).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operations.map((op, i) => ({
    name: op.name?.value ?? `query ${i + 1}`,
    document: print(op),
    variables: (op.variableDefinitions ?? []).map((v) => v.variable.name.value),
  }));
}

/**
 * Runs every tour operation with urql over POST (Apollo's CSRF prevention refuses plain GETs).
 * The tour's `$id` variables get the first sheet's global id.
 */
export async function runReadmeQueries(url: string, headers: Record<string, string> = {}): Promise<TourResult[]> {
  const client = new Client({ url, exchanges: [fetchExchange], preferGetMethod: false, requestPolicy: 'network-only', fetchOptions: { headers } });
  const sheets = await client.query<{ sheets: { edges: Array<{ node: { id: string } }> } }>('query FirstSheet { sheets(first: 1) { edges { node { id } } } }', {}).toPromise();
  const sheetId = sheets.data?.sheets.edges[0]?.node.id;
  if (!sheetId) throw new Error(`no sheet to use as $id: ${sheets.error?.message ?? 'empty list'}`);
  const results: TourResult[] = [];
  for (const op of readmeOperations()) {
    const variables = Object.fromEntries(op.variables.map((name) => [name, sheetId]));
    const result = await client.query(op.document, variables).toPromise();
    results.push({ name: op.name, data: (result.data as Record<string, unknown> | undefined) ?? null, error: result.error?.message ?? null });
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.WORKGRAPH_URL ?? 'http://localhost:4000/graphql';
  const results = await runReadmeQueries(url);
  for (const r of results) console.log(`${r.error ? 'FAIL' : 'ok  '} ${r.name}${r.error ? `: ${r.error}` : `: ${JSON.stringify(r.data).length} bytes of data`}`);
  process.exitCode = results.some((r) => r.error) ? 1 : 0;
}
