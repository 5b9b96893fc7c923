// The client example (examples/readme-queries.ts, urql) runs every README tour query against a gateway.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readmeOperations, runReadmeQueries } from '../../examples/readme-queries.js';
import { nonEmpty } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();

describe('examples/readme-queries.ts', () => {
  it('finds the README tour operations', () => {
    const ops = readmeOperations();
    expect(ops.length).toBeGreaterThanOrEqual(6);
    expect(ops.map((o) => o.name)).toEqual(expect.arrayContaining(['Rows', 'Refetch']));
  });

  it('answers every tour query through urql without errors, with data', async () => {
    const results = await runReadmeQueries(stack.gateway.graphqlUrl);
    expect(results.map((r) => r.error)).toEqual(results.map(() => null));
    for (const r of nonEmpty(results)) expect(Object.values(r.data ?? {}).some((v) => v !== null), r.name).toBe(true);
    const refetch = results.find((r) => r.name === 'Refetch');
    expect(refetch?.data?.node).toMatchObject({ __typename: 'Sheet' });
  });

  it('runs as a script and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'examples/readme-queries.ts'], {
      cwd: new URL('../../', import.meta.url).pathname,
      env: { ...process.env, WORKGRAPH_URL: stack.gateway.graphqlUrl },
    });
    expect(stdout).toMatch(/^ok {3}Refetch/m);
    expect(stdout).not.toMatch(/FAIL/);
  });
});
