// Unit and API suites (no browser). The browser suite has its own config in apps/web/e2e.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.test.mjs', 'packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'apps/web/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
