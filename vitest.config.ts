import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Dates must not drift with the machine's zone: centres live in Asia/Shanghai.
process.env.TZ = 'Asia/Shanghai';

// One runner for every unit and integration suite; e2e journeys run under Playwright instead.
export default defineConfig({
  test: {
    // Every core (Vitest keeps one free by default): on the 2-core CI machine the run took 17.8 min
    // with one worker and 11.9 min with two, all 2,814 tests passing (2026-11-27).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'client',
          root: 'packages/client',
          include: ['src/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // The fault suite kills processes sharing one PostgreSQL server; PGlite is one process's file.
          // It belongs to the PostgreSQL run (.ci/run's test:server), not skipped in the embedded one.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/faults.integration.test.ts'],
          globalSetup: ['src/test/pglite-template.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A page test typing into several fields took over the 5 s default while the machine was
          // shared with a browser suite (claim, quick-order): slow, not wrong.
          testTimeout: 20_000,
        },
      },
      {
        extends: 'apps/console/vite.config.ts',
        test: {
          name: 'console',
          root: 'apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // antd's forms and tables are slow to render in jsdom, the more so on a busy machine: a whole
          // journey through a screen takes several seconds there.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
