// `npm test`: lint, typecheck, unit tests, build, Worker tests in workerd, browser tests in
// Chromium, in that order; stops at the first failing step and exits non-zero. Ends with one line
// "Tests: N passed, N failed" summed over every Vitest run.
import { spawnSync } from 'node:child_process';
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

function step(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function vitest(project) {
  const output = path.join(results, `${project}.json`);
  const ok = step(`${project} tests`, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
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

function finish(ok) {
  console.log(`\n${timings.join(' · ')}`);
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

const steps = [
  () => step('secret for the Worker tests', process.execPath, [path.join(root, 'scripts', 'ensure-dev-vars.mjs')]),
  () => step('lint (biome)', bin('biome'), ['check', '.']),
  // The islands' typed client reads the API's types from declarations of the Worker (.types/).
  () => step('API types for the islands (tsc declarations)', bin('tsc'), ['-p', 'worker/tsconfig.types.json']),
  () => step('typecheck: site (astro check)', bin('astro'), ['check']),
  () => step('typecheck: site and tests (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  () => step('typecheck: worker (tsc)', bin('tsc'), ['-p', 'worker/tsconfig.json']),
  () => step('typecheck: worker tests (tsc)', bin('tsc'), ['-p', 'tests/worker/tsconfig.json']),
  () => vitest('unit'),
  () => step('build', process.execPath, [path.join(root, 'scripts', 'build.mjs')], testBuildEnv),
  () => vitest('worker'),
  () => vitest('e2e'),
];

for (const run of steps) {
  if (!run()) {
    if (totals.failed === 0) totals.failed = 1;
    finish(false);
  }
}
finish(true);
