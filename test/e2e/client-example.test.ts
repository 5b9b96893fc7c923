// The client example (examples/tour.ts, urql) runs the tour of src/tour.ts against a gateway, as a
// script a newcomer runs: every step answers, and it exits 0.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tourSteps } from '../../src/tour.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();

describe('examples/tour.ts', () => {
  it('runs as a script, prints every read and write of the tour with its result, and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'examples/tour.ts'], {
      cwd: new URL('../../', import.meta.url).pathname,
      env: { ...process.env, WORKGRAPH_URL: stack.gateway.graphqlUrl },
    });
    const lines = stdout.split('\n').filter((line) => /^(ok {2}|FAIL) /.test(line));
    expect(lines).toEqual(
      [...tourSteps('read'), ...tourSteps('write')].map((step) => `ok   ${step.name}: ${step.title}`),
    );
    expect(stdout).toContain('"__typename": "Sheet"');
  });
});
