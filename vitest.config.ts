// Test runner configuration: only test/**/*.test.ts, run by worker processes that each run many
// files in turn (see `isolate` below), except the few files that look at the process itself.
import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Files that assert what the process has loaded: each runs in a process of its own. */
const OWN_PROCESS = ['test/integration/idle-footprint.test.ts'];

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the packages in node_modules; our sources must get
    // the same instance (vite would pick the .mjs build), or instanceof checks fail across the two.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file gets connection pools of its own (see the file).
    setupFiles: ['test/helpers/fresh-connections.ts'],
    // A test that asserts nothing passes whatever the code does: vitest fails it instead.
    expect: { requireAssertions: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          // A worker keeps what it imported (and V8's compiled code) from one file to the next: a
          // process per file spent a third of the suite importing, and much of the rest starting
          // stacks cold. Every file still starts its own emulators and gateway, and leaves nothing
          // behind (test/README.md).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
});
