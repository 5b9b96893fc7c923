// `npm start` with no configuration: emulators with demo data and the gateway, answering the
// README's first query within 30 s; SIGTERM stops it cleanly.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { graphql } from '../helpers/stack.js';

describe('npm start', () => {
  it('starts the embedded default and answers the README query without any header', async () => {
    const started = Date.now();
    const child = spawn('npm', ['start', '--silent'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WORK_MANAGEMENT_BASE_URL: '', RESOURCE_PLANNING_BASE_URL: '', DIGITAL_ASSET_BASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npm does not pass SIGTERM on to the gateway it started, the group does.
      detached: true,
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /GraphiQL at (http:\/\/\S+\/graphql)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      const result = await graphql<any>(url, '{ me { email } sheets(first: 3) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }');
      expect(result.errors).toBeUndefined();
      expect(result.data.me.email).toContain('@');
      expect(result.data.sheets.edges).toHaveLength(3);
      expect(result.data.sheets.pageInfo.hasNextPage).toBe(true);
      expect(Date.now() - started).toBeLessThan(30_000);
      const page = await fetch(url, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>workgraph</title>');
      const health = await fetch(url.replace('/graphql', '/healthz'));
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-(child.pid as number), 'SIGTERM');
      await exited;
    }
  });
});
