import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresAnswers, POSTGRES_SERVER_URL } from './tests/support/postgres-server.ts';

// Four kinds of tests, one runner. Names say what runs: unit (domain rules),
// api (REST over HTTP on PGlite), api-pg (the same files on PostgreSQL), gateway (GraphQL
// over HTTP to a real api), e2e (Chromium against the served portal).
// Migrated (and seeded) PGlite data folders, built once per run for every test file;
// the browser tests share one Chromium per run as well.
const DATABASE_TEMPLATES = 'tests/support/database-templates.global-setup.ts';
// Each test file runs the api (and gateway) in its own worker thread, so one worker keeps
// one core busy: use every core (Vitest's default leaves one free, i.e. one worker on two).
const WORKERS = availableParallelism();

const API_FILES = ['tests/**/*.api.test.ts'];

/**
 * The api tests once more on a real PostgreSQL server (TEST_DATABASE_URL, else the local
 * one), in the same run, when it answers; each file gets a database of its own.
 */
async function postgresPass(): Promise<TestProjectInlineConfiguration[]> {
  if (await postgresAnswers()) {
    return [
      {
        extends: true,
        test: {
          name: 'api-pg',
          include: API_FILES,
          exclude: [
            // Reads the OpenAPI document only: nothing there depends on the database.
            'tests/shared/rest-contract.api.test.ts',
            // ~12,000 calls that request parsing, schema checks and the rules refuse before
            // or whatever the database: PGlite is the same PostgreSQL, and answers alike.
            'tests/shared/hostile-input.api.test.ts',
          ],
          globalSetup: ['tests/support/postgres-templates.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ];
  }
  console.warn(
    `No PostgreSQL server answers at ${new URL(POSTGRES_SERVER_URL).host}: the api tests run on PGlite only.`,
  );
  return [];
}

const POSTGRES_PASS = await postgresPass();

// Password hashes of the demo data and of every account a test makes cost 2^10 instead of
// 2^14 (~3 ms instead of ~50 ms of CPU a login): see hashCostFrom in api/src/accounts.
// Set here, before the templates are built and the workers start, so all of them inherit it.
process.env.PASSWORD_HASH_COST ??= '10';

export default defineConfig({
  // One copy of graphql: Vitest would otherwise load the ESM build while graphql-yoga
  // loads the CommonJS one, and errors built with one copy lose their extensions.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    maxWorkers: WORKERS,
    // Files share their worker's loaded modules (api, gateway, graphql schema: seconds to
    // evaluate) instead of loading them anew per file. Test files start their own servers
    // and databases and nothing keeps state at module level, so files stay independent.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [
            'tests/**/*.api.test.ts',
            'tests/**/*.gateway.test.ts',
            'tests/**/*.e2e.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: API_FILES,
          globalSetup: [DATABASE_TEMPLATES],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['tests/**/*.gateway.test.ts'],
          globalSetup: [DATABASE_TEMPLATES],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/**/*.e2e.test.ts'],
          globalSetup: [DATABASE_TEMPLATES, 'tests/support/browser-server.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen answers after a debounce and a round trip: polls wait as long as an action (10 s).
          expect: { poll: { timeout: 10_000 } },
          // Browser-test files run beside each other and beside the api files: on a fresh
          // clone the run took 1114 s of vitest this way, 1256 s with browser files one at a
          // time after the rest (every file gets slower side by side, but fewer cycles idle).
        },
      },
      ...POSTGRES_PASS,
    ],
    // Coverage of the shared rules by the unit tests alone (`npm run coverage:domain`, part of
    // `npm test`): run it with `--project unit`. Over the whole run, v8 would also collect in
    // every api, gateway and browser worker, and domain lines reached only through HTTP
    // would count as covered.
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      // The table lists only files with uncovered lines.
      reporter: ['text-summary', ['text', { skipFull: true }]],
      thresholds: { lines: 95 },
    },
  },
});
