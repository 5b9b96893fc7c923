// Test runner configuration: only test/**/*.test.ts, files in parallel across workers.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the packages in node_modules; our sources must get
    // the same instance (vite would pick the .mjs build), or instanceof checks fail across the two.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A test that asserts nothing passes whatever the code does: vitest fails it instead.
    expect: { requireAssertions: true },
  },
});
