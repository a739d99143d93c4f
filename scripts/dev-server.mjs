// The server `npm start` runs, as a function the tests can start the same way (scripts/start.mjs;
// tests/scripts/start-log.test.ts): wrangler dev with its output passed through scripts/dev-log.mjs, and
// the start-up's note about the local outbox.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { maskedStream } from './dev-log.mjs';
import { root } from './offline-env.mjs';

const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');
const persistArgs = (persistTo) => (persistTo ? ['--persist-to', persistTo] : []);

/**
 * How many e-mails wait in the local outbox, as a line to print. Never a message itself: a reset
 * or confirmation link in a terminal is one in every log the terminal is captured to.
 */
export function outboxNotice({ persistTo } = {}) {
  const result = spawnSync(
    wrangler,
    ['d1', 'execute', 'DB', '--local', ...persistArgs(persistTo), '--json', '--command', 'SELECT count(*) AS n FROM mail_outbox'],
    { cwd: root, encoding: 'utf8', env: process.env },
  );
  const count = result.status === 0 ? Number(JSON.parse(result.stdout || '[]')[0]?.results?.[0]?.n ?? 0) : 0;
  const waiting = count === 1 ? '1 e-mail waits' : `${count} e-mails wait`;
  return `  ${waiting} in the local outbox (no mail service is configured here): \`npm run outbox\` shows them, with their links.`;
}

/**
 * `wrangler dev` on 127.0.0.1:`port` with SITE_URL and `vars`, its output masked line by line into
 * `stdout` and `stderr` (the terminal for `npm start`). Returns the wrangler process.
 */
export function serveDev({
  port,
  siteUrl,
  persistTo,
  vars = {},
  stdout = process.stdout,
  stderr = process.stderr,
  env = process.env,
}) {
  const args = [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--local',
    ...persistArgs(persistTo),
    '--var',
    `SITE_URL:${siteUrl}`,
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
  const child = spawn(wrangler, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env });
  child.stdout.pipe(maskedStream()).pipe(stdout, { end: false });
  child.stderr.pipe(maskedStream()).pipe(stderr, { end: false });
  return child;
}
