import fs from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { caseLawSeedSql, readCuratedCases } from './scripts/case-law-seed.mjs';

/** Seed SQL (seeds/*.sql and the curated case law), passed to the Worker tests as a binding (workerd cannot read the disk). */
function readSeeds(): { name: string; sql: string }[] {
  const dir = path.resolve('seeds');
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.sql'))
        .sort()
        .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }))
    : [];
  const cases = readCuratedCases(path.resolve('.'));
  return cases.length > 0 ? [...files, { name: 'case-law', sql: caseLawSeedSql(cases) }] : files;
}

/** Recorded or documented payloads (tests/fixtures/<dir>, sources and licences in its README), by file name. */
function readFixtures(name = 'caselaw'): Record<string, string> {
  const dir = path.resolve('tests', 'fixtures', name);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file !== 'README.md')
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A watchdog, not a measure: `npm test` runs these beside the browser tests on two cores.
          testTimeout: 20_000,
          // The files share one module graph per Vitest worker: importing the same modules again for
          // each of a hundred files was half of this suite's time. No unit test mocks a module, and
          // the few that stub a global or the timers put them back after each test.
          isolate: false,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                // Like production (CF-Connecting-IP trusted, as Cloudflare's edge sets it) but with
                // e-mail kept in the outbox; tests of production's refusals pass ENVIRONMENT themselves.
                ENVIRONMENT: 'test',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                TEST_SEEDS: readSeeds(),
                TEST_FIXTURES: readFixtures(),
                TEST_STRIPE_FIXTURES: readFixtures('stripe'),
                TEST_LLM_FIXTURES: readFixtures('llm'),
                TEST_LAWWATCH_FIXTURES: readFixtures('lawwatch'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          // A watchdog, not a measure: `npm test` runs these beside the browser tests on two cores,
          // where a test of twenty parallel requests can take longer than Vitest's default 5 s.
          testTimeout: 30_000,
          // Test files share one module graph per Vitest worker (the Worker, stripe, the AI SDK are
          // evaluated once, not once a file: that was most of this suite's time); each file still
          // starts from migrated, seeded D1 (the setup files) and restores what it spies on.
          isolate: false,
          setupFiles: ['./tests/worker/fixed-clock.ts', './tests/worker/apply-migrations.ts'],
        },
      },
      {
        test: {
          // Our scripts run as a user runs them (npm start's server, npm run backup and restore), each
          // on its own throw-away wrangler state: no browser, and no shared server to start first.
          name: 'scripts',
          include: ['tests/scripts/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/e2e/global-setup.ts'],
          // One browser, one server: files run one after another on a 2-core machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
