/**
 * Starts the real product for the browser tests: wrangler dev over the built dist/, on a free
 * port, with its own throw-away D1/R2 state (so tests never touch `npm start`'s data), migrated
 * first. Stops it with SIGINT to wrangler itself, which also ends workerd.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { caseLawSeedSql, readCuratedCases } from '../../scripts/case-law-seed.mjs';
import { maskedStream } from '../../scripts/dev-log.mjs';
import { freePort, waitForHealth, wranglerDevArgs } from '../../scripts/wrangler-dev.mjs';
import { chromiumPath, TEST_TODAY } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The throw-away wrangler state folder (to grant the admin role in a test). */
    stateDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const wranglerBin = path.join(root, 'node_modules', '.bin', 'wrangler');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  chromiumPath(); // fail at once, with the one-line instruction, when there is no browser
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is not built: run `npm run build` first (npm test does it for you).');
  }
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-'));
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
  const migrate = spawnSync(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  // The same curated case law `npm start` loads.
  const seedFile = path.join(state, 'case-law.sql');
  fs.writeFileSync(seedFile, caseLawSeedSql(readCuratedCases(root)));
  const seed = spawnSync(wranglerBin, ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', seedFile], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stdout}\n${seed.stderr}`);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(
    wranglerBin,
    wranglerDevArgs({
      port,
      state,
      vars: {
        // Every test account signs in from 127.0.0.1: the per-client limit (5 a minute) would refuse
        // the suite's own sign-ins. The limiter itself is tested in tests/worker/auth.test.ts.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // As under `npm start`: e-mail kept in the outbox, CF-Connecting-IP not trusted.
        ENVIRONMENT: 'development',
        // The same day the pages' clock shows (browser.ts): computed dates do not move with the calendar.
        FIXED_TODAY: TEST_TODAY,
        // The support panel's WhatsApp link (tests/e2e/reviews.test.ts); a number reserved for drama.
        WHATSAPP_SUPPORT_NUMBER: '447700900123',
      },
    }),
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Written to test-results-server.log: through `npm start`'s filter, as wrangler's request lines hold link tokens.
  child.stdout?.pipe(maskedStream()).on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.pipe(maskedStream()).on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitForHealth(baseURL, child, () => log);
  project.provide('baseURL', baseURL);
  project.provide('stateDir', state);
  fs.writeFileSync(path.join(state, 'server.log'), '');

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.writeFileSync(path.join(root, 'test-results-server.log'), log);
    fs.rmSync(state, { recursive: true, force: true });
  };
}
