// Starting the gateway as its users do. `npm start` says what it does before it compiles, starts the
// embedded default (answers the README's first query, serves GraphiQL from /, prints what is on) and
// exits with code 0 on SIGTERM and Ctrl-C (SIGINT). The compiled gateway (`node dist/src/main.js`)
// serves its developer without a per-caller limit, reads .env, and meets each configuration mistake
// with one clear message and a non-zero exit. One file, so that its builds of dist/ run one after the other.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { READY_LINE, ROOT, runToExit, spawnUntilReady, type SpawnedProcess } from '../helpers/spawn.js';

const GRACE_MS = 2000;
/** An upper bound on the wait for the exit, far above the grace period: not a measure of speed. */
const EXIT_BOUND_MS = GRACE_MS + 20_000;
const MAIN = path.join(ROOT, 'dist/src/main.js');
const STAMP = path.join(ROOT, 'dist/.build-stamp');
/** What a browser sends for a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** The embedded default: no backend URL, and none of the settings under test from the test runner's environment. */
const EMBEDDED = {
  WORK_MANAGEMENT_BASE_URL: '',
  RESOURCE_PLANNING_BASE_URL: '',
  DIGITAL_ASSET_BASE_URL: '',
  CALLER_RATE_LIMIT: undefined,
  SERVICE_CREDENTIAL_CALLERS: undefined,
  GRAPHIQL: undefined,
  GRAPHQL_INTROSPECTION: undefined,
};
/** Base URLs of the documented form where nothing listens (port 9, discard): the gateway starts without emulators and calls nobody. */
const ELSEWHERE = {
  WORK_MANAGEMENT_BASE_URL: 'http://127.0.0.1:9/2.0',
  RESOURCE_PLANNING_BASE_URL: 'http://127.0.0.1:9/api/v1',
  DIGITAL_ASSET_BASE_URL: 'http://127.0.0.1:9/api/v4',
};

function startNpm(env: Record<string, string | undefined> = {}): Promise<SpawnedProcess> {
  return spawnUntilReady('npm', ['start', '--silent'], {
    readyLine: READY_LINE,
    // As a user runs it: without the test runner's NODE_ENV=test, which changes how libraries treat signals.
    env: {
      NODE_ENV: undefined,
      PORT: '0',
      HOST: '127.0.0.1',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...EMBEDDED,
      ...env,
    },
  });
}

/** The exit code (or signal), or 'still running' when the process has not exited within the bound. */
function exitWithin(npm: SpawnedProcess, boundMs: number): Promise<number | string | null> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still running'), boundMs)));
  return Promise.race([npm.exited, bound]).finally(() => clearTimeout(timer));
}

/** A directory of its own to start in (`.env` is read from the working directory), removed after the test. */
async function startDir(files: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'workgraph-start-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

/** The compiled gateway started in `cwd`, awaited until its ready line. */
async function startCompiled(
  env: Record<string, string | undefined>,
  cwd?: string,
): Promise<SpawnedProcess & { url: string }> {
  const gateway = await spawnUntilReady(process.execPath, [MAIN], {
    readyLine: READY_LINE,
    cwd: cwd ?? (await startDir()),
    env: { NODE_ENV: undefined, PORT: '0', HOST: '127.0.0.1', ...env },
  });
  onTestFinished(() => gateway.stop());
  return Object.assign(gateway, { url: present(gateway.ready[1]) });
}

/** The compiled gateway run to its end in a directory without .env. */
async function runCompiled(
  env: Record<string, string | undefined>,
): Promise<{ code: number | string | null; output: string }> {
  return runToExit(process.execPath, [MAIN], {
    cwd: await startDir(),
    env: { NODE_ENV: undefined, PORT: '0', HOST: '127.0.0.1', ...env },
  });
}

/** The banner's line that starts with `label`. */
function line(output: string, label: string): string {
  return present(
    output.split('\n').find((l) => l.startsWith(label)),
    `a line starting with "${label}" in:\n${output}`,
  );
}

// dist/ as `npm start` leaves it (compiled only when the sources changed since the last build).
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/start-build.mjs'], { cwd: ROOT, stdio: 'ignore' });
}, 300_000);

describe('npm start', () => {
  it(
    'says it compiles before it does, then starts the embedded default: the README query, GraphiQL from /, and a banner of what is on',
    { timeout: 180_000 },
    async () => {
      // A build stamp of other sources: this start has to compile.
      const stamp = await readFile(STAMP, 'utf8');
      await writeFile(STAMP, 'sources-of-another-day\n');
      const npm = await startNpm();
      onTestFinished(() => npm.stop());
      const lines = npm.output().split('\n');
      expect(lines[0]).toMatch(/^workgraph: compiling src\/ and emulators\/ to dist\/ first/);
      expect(await readFile(STAMP, 'utf8')).toBe(stamp);

      const url = present(npm.ready[1]);
      const data = dataOf(
        await gql(url)(
          graphql(`
            query StartReadme {
              me {
                email
                plans(first: 2) {
                  edges {
                    node {
                      seatType
                      plan {
                        id
                      }
                    }
                  }
                }
              }
              sheets(first: 3) {
                edges {
                  cursor
                  node {
                    id
                    name
                  }
                }
                pageInfo {
                  hasNextPage
                  endCursor
                }
              }
            }
          `),
        ),
      );
      expect(data.me?.email).toContain('@');
      expect(data.me?.plans?.edges.length).toBeGreaterThan(0);
      expect(data.sheets?.edges).toHaveLength(3);
      expect(data.sheets?.pageInfo.hasNextPage).toBe(true);

      const output = npm.output();
      expect(line(output, 'work-management:')).toMatch(
        /^work-management: emulated at http:\/\/127\.0\.0\.1:\d+\/2\.0 \(demo data\)$/,
      );
      expect(line(output, 'resource-planning:')).toMatch(
        /^resource-planning: emulated at http:\/\/127\.0\.0\.1:\d+\/api\/v1 \(demo data\)$/,
      );
      expect(line(output, 'digital-asset:')).toMatch(
        /^digital-asset: emulated at http:\/\/127\.0\.0\.1:\d+\/api\/v4 \(demo data\)$/,
      );
      expect(line(output, 'credentials:')).toContain('SERVICE_CREDENTIAL_CALLERS=anyone');
      expect(line(output, 'credentials:')).toContain('no per-caller limit (CALLER_RATE_LIMIT=0)');
      expect(line(output, 'GraphiQL at')).toBe(
        `GraphiQL at ${url.replace(/graphql$/, 'graphiql')} in a browser (${url.replace(/\/graphql$/, '/')} and ${url} lead there)`,
      );
      expect(line(output, 'introspection:')).toBe('introspection: on (GRAPHQL_INTROSPECTION=true)');
      expect(lines.filter((l) => l.startsWith('workgraph ready: GraphQL at'))).toHaveLength(1);

      // A browser opening the root, or the GraphQL endpoint, is led to GraphiQL.
      const root = url.replace(/\/graphql$/, '/');
      for (const start of [root, url]) {
        const led = await fetch(start, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
        expect(led.status).toBe(302);
        expect(led.headers.get('location')).toBe('/graphiql');
      }
      const page = await fetch(new URL('/graphiql', root), { headers: { accept: BROWSER_ACCEPT } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>workgraph</title>');
      const health = await fetch(url.replace('/graphql', '/healthz'));
      expect(await health.json()).toEqual({ status: 'ok' });
    },
  );

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(
      `starts without compiling what is compiled already, and exits with code 0 on ${signal}`,
      { timeout: 90_000 },
      async () => {
        const npm = await startNpm();
        // Nothing of the group is left running, whatever happens below.
        onTestFinished(() => npm.stop());
        // dist/ is current (built before these tests): nothing to compile.
        expect(npm.output().split('\n')[0]).toBe('workgraph: dist/ is built from the current sources; starting');
        // A request served, so that connections and pools are in use when the signal comes.
        const answer = dataOf(await gql(present(npm.ready[1]))(graphql(`query ShutdownMe { me { email } }`)));
        expect(answer.me?.email).toContain('@');
        const exited = exitWithin(npm, EXIT_BOUND_MS);
        npm.signal(signal);
        expect(await exited, npm.output()).toBe(0);
        expect(npm.output()).toContain(`${signal} received, shutting down`);
      },
    );
  }
});

describe('the compiled gateway', () => {
  it(
    'answers 120 header-less requests within a minute in the embedded default: no per-caller limit',
    { timeout: 90_000 },
    async () => {
      const gateway = await startCompiled(EMBEDDED);
      const ME = graphql(`query StartManyMe { me { email } }`);
      // Ten at a time, as a frontend in development or a tool walking the graph sends them.
      const batch = () => Promise.all(Array.from({ length: 10 }, () => gql(gateway.url)(ME)));
      let answers = await batch();
      while (answers.length < 120) answers = answers.concat(await batch());
      expect(answers).toHaveLength(120);
      expect(answers.filter((answer) => answer.errors !== undefined)).toEqual([]);
      expect(answers.every((answer) => answer.data?.me?.email?.includes('@'))).toBe(true);
    },
  );

  it('refuses base URLs without their version path, naming each variable and its form, with exit code 2', async () => {
    const { code, output } = await runCompiled({
      WORK_MANAGEMENT_BASE_URL: 'https://work.example.com',
      RESOURCE_PLANNING_BASE_URL: 'https://plan.example.com/api',
      DIGITAL_ASSET_BASE_URL: 'https://assets.example.com/api/v4/',
    });
    expect(code).toBe(2);
    expect(output).toContain(
      'WORK_MANAGEMENT_BASE_URL must be the work-management API\'s base URL, ending in /2.0 (for example https://<host>/2.0), got "https://work.example.com"',
    );
    expect(output).toContain(
      'RESOURCE_PLANNING_BASE_URL must be the resource-planning API\'s base URL, ending in /api/v1 (for example https://<host>/api/v1), got "https://plan.example.com/api"',
    );
    // A trailing slash is not a mistake.
    expect(output).not.toContain('DIGITAL_ASSET_BASE_URL');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it(
    'warns at start about service tokens that SERVICE_CREDENTIAL_CALLERS=none never uses',
    { timeout: 60_000 },
    async () => {
      const gateway = await startCompiled({
        ...ELSEWHERE,
        WORK_MANAGEMENT_TOKEN: 'a-token',
        DIGITAL_ASSET_TOKEN: 'a-key',
        SERVICE_CREDENTIAL_CALLERS: undefined,
      });
      const warning = line(gateway.output(), 'warning:');
      expect(warning).toContain(
        'WORK_MANAGEMENT_TOKEN, DIGITAL_ASSET_TOKEN are set, but SERVICE_CREDENTIAL_CALLERS=none',
      );
      expect(line(gateway.output(), 'work-management:')).toBe('work-management: http://127.0.0.1:9/2.0');
      expect(line(gateway.output(), 'credentials:')).toContain(
        '(SERVICE_CREDENTIAL_CALLERS=none); 60 requests a minute per caller',
      );
    },
  );

  it('meets a port in use with one line naming PORT and the port, and exit code 1', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => holder.close(() => resolve())));
    const port = (holder.address() as net.AddressInfo).port;
    const { code, output } = await runCompiled({ ...ELSEWHERE, PORT: String(port) });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `PORT ${port} is in use on 127.0.0.1: another process listens on it. Stop it, or set PORT to a free port (0 picks one).`,
    ]);
  });

  it(
    'reads .env from where it starts, the environment winning over the file; without one, suggests it',
    { timeout: 60_000 },
    async () => {
      // PORT=1 from the file would fail (a privileged port): the environment's PORT=0 has to win.
      const withFile = await startDir({ '.env': '# local settings\nGRAPHIQL=false\nCALLER_RATE_LIMIT=7\nPORT=1\n' });
      const gateway = await startCompiled(ELSEWHERE, withFile);
      const output = gateway.output();
      expect(output.split('\n')[0]).toBe(
        `settings read from ${path.join(withFile, '.env')} (a variable set in the environment wins over the file)`,
      );
      expect(line(output, 'GraphiQL:')).toMatch(/^GraphiQL: off \(GRAPHIQL=false\)/);
      expect(line(output, 'credentials:')).toContain('7 requests a minute per caller (CALLER_RATE_LIMIT=7)');
      await gateway.stop();

      const withExample = await startDir({ '.env.example': 'PORT=4000\n' });
      const hinted = await startCompiled({ ...ELSEWHERE }, withExample);
      expect(hinted.output().split('\n')[0]).toBe(
        'no .env file: settings come from the environment and the defaults (cp .env.example .env to keep them in a file)',
      );
    },
  );

  it(
    'in production, says GraphiQL is off, answers / with its name, version and endpoints, and names GRAPHQL_INTROSPECTION when refusing introspection',
    { timeout: 60_000 },
    async () => {
      const gateway = await startCompiled({
        ...ELSEWHERE,
        NODE_ENV: 'production',
        GRAPHIQL: undefined,
        GRAPHQL_INTROSPECTION: undefined,
      });
      const output = gateway.output();
      expect(output).not.toContain('GraphiQL at');
      expect(line(output, 'GraphiQL:')).toMatch(/^GraphiQL: off \(GRAPHIQL=false\)/);
      expect(line(output, 'introspection:')).toBe('introspection: off (GRAPHQL_INTROSPECTION=false)');

      const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
      };
      for (const accept of [BROWSER_ACCEPT, 'application/json']) {
        const root = await fetch(gateway.url.replace(/\/graphql$/, '/'), { headers: { accept }, redirect: 'manual' });
        expect(root.status).toBe(200);
        expect(await root.json()).toEqual({
          name: pkg.name,
          version: pkg.version,
          endpoints: {
            graphql: '/graphql',
            subscriptions: '/graphql (graphql-ws)',
            health: '/healthz',
            readiness: '/readyz',
            metrics: '/metrics',
          },
        });
      }
      // A credential of its own, so that the request is admitted and reaches validation.
      const refused = await gqlText(gateway.url)(
        '{ __schema { queryType { name } } }',
        {},
        { authorization: 'Bearer a-token' },
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(refused.errors?.[0]?.message).toContain('GRAPHQL_INTROSPECTION=false');
      expect(refused.errors?.[0]?.message).not.toContain('ApolloServer');
    },
  );
});
