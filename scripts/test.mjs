// `npm test`: lint, the migrations against the schema, typecheck, unit tests, build, a scan of dist/ for secrets, Worker tests in workerd, browser tests in
// Chromium; exits non-zero if any step fails. Ends with one line "Tests: N passed, N failed"
// summed over every Vitest run.
//
// Steps that do not depend on each other run side by side, because the machines this runs on have
// two cores and most of a browser test is waiting (on the page, the server, the network stack):
// after the lint, the API declarations and the build, the unit tests and then the browser tests run
// in one lane while the type checks (together), the Worker tests and the browser layout test run in
// the other. Each parallel step's output is kept in test-results/<step>.log and printed whole when
// it ends, so the log reads one step at a time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

// The browser tests check the configured donation and contact links, so the test build has them.
const testBuildEnv = {
  PUBLIC_DONATION_URL: 'https://donate.example.org/tribunal-toolkit',
  PUBLIC_CONTACT_EMAIL: 'partners@example.org',
  // Figures as in force on a fixed day, so the pages the tests read do not change with the calendar.
  CONTENT_DATE: '2026-11-22',
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

/** One step in the foreground, its output straight to the console. */
function step(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** One step in the background: its output to a log file, printed when it ends. */
function background(label, command, args, extraEnv = {}) {
  const started = Date.now();
  const logFile = path.join(results, `${label.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...extraEnv } });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log(`\n━━ ${label} ━━`);
      process.stdout.write(fs.readFileSync(logFile));
      timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

async function together(...runs) {
  const outcomes = await Promise.all(runs.map((run) => run()));
  return outcomes.every(Boolean);
}

function vitestArgs(project, report, extra) {
  return [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, `${report}.json`)}`,
    ...extra,
  ];
}

/** Adds a Vitest run's counts from its JSON report (a run that failed before writing one counts as a failure). */
function count(report, ok) {
  const output = path.join(results, `${report}.json`);
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

/** A Vitest project (or the part of it `extra` selects) in the background, counted from its JSON report. */
const vitestInBackground = (project, report = project, extra = []) =>
  background(`${report} tests`, bin('vitest'), vitestArgs(project, report, extra)).then((ok) => count(report, ok));

// The browser test of every page at every width is a third of the browser tests' time and needs
// nothing the others set up: it runs as its own Vitest process (with its own server) in the other
// lane, after the type checks and the Worker tests, so both lanes end at about the same time. (Tried
// and not kept: browser test files in both lanes, or the unit tests in the other lane; the browser
// tests slow down with every core taken beside them, and both made the whole run longer.)
const LAYOUT_TEST = 'tests/e2e/layout.test.ts';

function finish(ok) {
  console.log(`\n${timings.join(' · ')}`);
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

const started = Date.now();
const steps = [
  () => step('secret for the Worker tests', process.execPath, [path.join(root, 'scripts', 'ensure-dev-vars.mjs')]),
  () => step('lint (biome)', bin('biome'), ['check', '.']),
  // The migrations' snapshots agree and drizzle-kit would generate nothing from the schema (offline, seconds).
  () =>
    step('migrations match the schema (drizzle-kit check, generate)', process.execPath, [
      path.join(root, 'scripts', 'check-migrations.mjs'),
    ]),
  // The islands' typed client reads the API's types from declarations of the Worker (.types/).
  () => step('API types for the islands (tsc declarations)', bin('tsc'), ['-p', 'worker/tsconfig.types.json']),
  () => step('build', process.execPath, [path.join(root, 'scripts', 'build.mjs')], testBuildEnv),
  // What the build wrote is what browsers download: no secret value or key shape in it (under a second).
  () => step('no secrets in dist/ (scan-dist)', process.execPath, [path.join(root, 'scripts', 'scan-dist.mjs')]),
  // The browser tests are the longest step and mostly wait (on pages, the server, the network
  // stack), so they start soon after the site is built; the type checks, the Worker tests and the
  // browser test of every page's layout run one after another beside them. Every step runs,
  // whatever an earlier one in its lane answered, so one run reports every failure.
  () =>
    together(
      // The unit tests go first in this lane: with them, both lanes take about the same time.
      async () => {
        const unit = await vitestInBackground('unit');
        const browser = await vitestInBackground('e2e', 'e2e', ['--exclude', LAYOUT_TEST]);
        return unit && browser;
      },
      async () => {
        // `astro check` type-checks every file tsconfig.json includes (src, tests/unit, tests/e2e,
        // bench's scripts), .ts as well as .astro: a `tsc -p tsconfig.json` beside it checked the same
        // files a second time, 50 s of a core the browser tests wait for. The same goes for the
        // Worker's own `tsc -p worker/tsconfig.json`: tests/worker/tsconfig.json checks every file
        // under worker/ with the same options (adding only the declaration of the module
        // cloudflare:test, which biome.json forbids any Worker file to import).
        const typechecks = await together(
          () => background('typecheck: site and tests (astro check)', bin('astro'), ['check']),
          () => background('typecheck: worker tests (tsc)', bin('tsc'), ['-p', 'tests/worker/tsconfig.json']),
          () => background('typecheck: benchmarks (tsc)', bin('tsc'), ['-p', 'bench/tsconfig.json']),
        );
        const worker = await vitestInBackground('worker');
        const layout = await vitestInBackground('e2e', 'e2e-layout', [LAYOUT_TEST]);
        // npm start's log and the backup's round trip: wrangler's own processes, no browser. Last in
        // this lane, which otherwise ends minutes before the browser tests.
        const scripts = await vitestInBackground('scripts');
        return typechecks && worker && layout && scripts;
      },
    ),
];

for (const run of steps) {
  if (!(await run())) {
    if (totals.failed === 0) totals.failed = 1;
    timings.push(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
    finish(false);
  }
}
timings.push(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
finish(true);
