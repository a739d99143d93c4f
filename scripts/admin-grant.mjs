// `npm run admin:grant -- someone@example.com`: makes an existing local account an admin (the
// case-law admin page needs it). Local D1 only; for production run the same SQL with --remote.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();
const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!/^[^\s@'";]+@[^\s@'";]+\.[^\s@'";]+$/.test(email)) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');
const run = (sql) =>
  spawnSync(wrangler, ['d1', 'execute', 'DB', '--local', '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
  });
// The address was checked above to hold no quotes or semicolons, so it is safe inside the literal.
const update = run(`UPDATE user SET role = 'admin' WHERE lower(email) = '${email}'`);
if (update.status !== 0) {
  console.error(update.stderr || update.stdout);
  process.exit(1);
}
const check = run(`SELECT email, role FROM user WHERE lower(email) = '${email}'`);
const rows = JSON.parse(check.stdout || '[]')[0]?.results ?? [];
if (rows.length === 0) {
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  process.exit(1);
}
console.log(`${rows[0].email} is now an admin. Sign out and in again to use it.`);
