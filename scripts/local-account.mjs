// What `npm run plan:grant` and `npm run role:grant` share: the arguments (an e-mail and one value
// of a known list), SQL against the local D1 through wrangler, and the account check. The e-mail
// pattern refuses quotes and semicolons, and the value is one of the list, so both are safe inside
// the SQL literals the scripts write.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

/** The e-mail and value from the command line, or exits with the usage (status 2). */
export function grantArguments(command, noun, known) {
  applyOfflineEnv();
  const email = (process.argv[2] ?? '').trim().toLowerCase();
  const value = (process.argv[3] ?? '').trim();
  const usage = `Usage: npm run ${command} -- someone@example.com <${noun}>\n${noun[0].toUpperCase()}${noun.slice(1)}s: ${known.join(', ')}`;
  if (!/^[^\s@'";]+@[^\s@'";]+\.[^\s@'";]+$/.test(email)) {
    console.error(usage);
    process.exit(2);
  }
  if (!known.includes(value)) {
    console.error(`Unknown ${noun} "${value}".\n${usage}`);
    process.exit(2);
  }
  return { email, value };
}

/** Runs SQL on the local D1; exits with wrangler's message if it fails. */
export function runLocalSql(sql) {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--json', '--command', sql],
    {
      cwd: root,
      encoding: 'utf8',
      env: process.env,
    },
  );
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    process.exit(1);
  }
  return result;
}

/** Exits with a clear message unless a local account has this e-mail. */
export function requireAccount(email) {
  const rows = JSON.parse(runLocalSql(`SELECT id FROM user WHERE lower(email) = '${email}'`).stdout || '[]')[0]?.results ?? [];
  if (rows.length === 0) {
    console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
    process.exit(1);
  }
}
