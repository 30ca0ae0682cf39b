import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The unit project's files (relative to the repository). */
const UNIT_FILES = [
  'packages/*/test/**/*.test.ts',
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/admin/src/**/*.test.{ts,tsx}',
  'apps/server/test/unit/**/*.test.ts',
  'tools/**/*.test.ts',
];

/**
 * The unit files that replace a module (vi.mock, vi.doMock): they run in the 'unit-isolated'
 * project, each with modules of its own; every other unit file shares its worker's modules
 * (docs/testing.md#one-import-per-worker), as a replaced module would leak into the next file.
 */
function unitFilesThatMock(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(full, 'utf8'))) out.push(full);
    }
  };
  for (const dir of ['packages', 'apps/web/src', 'apps/admin/src', 'apps/server/test/unit', 'tools']) if (fs.existsSync(dir)) walk(dir);
  return out.map((f) => f.split(path.sep).join('/'));
}
const MOCKING_UNIT_FILES = unitFilesThatMock();

/**
 * Three projects, one runner:
 * - unit: pure code (packages, web logic, lint rules in tools/), no database;
 * - api: the server through inject() on a seeded database (PGlite, or PostgreSQL when
 *   TEST_DATABASE_URL is set; scripts/test.mjs runs it once per database);
 * - multi: two copies of the compiled server on PostgreSQL and Redis behind nginx;
 * - e2e: the built app in Debian's Chromium through playwright-core.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: 20_000,
          include: UNIT_FILES,
          exclude: ['**/node_modules/**', ...MOCKING_UNIT_FILES],
          // The files of a worker share its modules and its DOM environment: importing React, the
          // testing library and the contracts again for each file, and making a new jsdom, cost
          // several times the tests themselves (docs/testing.md#one-import-per-worker).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          testTimeout: 20_000,
          include: MOCKING_UNIT_FILES.length > 0 ? MOCKING_UNIT_FILES : ['no-file-mocks-a-module'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/unit/**', 'apps/server/test/multi-copy/**'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // LISTEN/NOTIFY and the job runner answer a moment later on PostgreSQL (docs/testing.md#polling).
          expect: { poll: { timeout: 5_000, interval: 50 } },
          pool: 'forks',
          // The files of a worker share its modules (docs/testing.md#one-import-per-worker): importing
          // the server again for each file cost more than the tests themselves. No file mocks a module.
          isolate: false,
        },
      },
      {
        test: {
          // Two compiled server processes on PostgreSQL and Redis behind nginx (scripts/test.mjs
          // runs it when TEST_DATABASE_URL and TEST_REDIS_URL are set).
          name: 'multi',
          environment: 'node',
          include: ['apps/server/test/multi-copy/**/*.test.ts'],
          globalSetup: ['apps/server/test/multi-copy/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // As long as a Playwright locator waits: a screen's lazy chunk and its API call on a loaded
          // machine take more than vitest's default second (docs/testing.md#polling).
          expect: { poll: { timeout: 10_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
