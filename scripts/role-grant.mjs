// `npm run role:grant -- someone@example.com paralegal`: gives an existing local account a role
// (issue 13): 'paralegal' works the review queue at /admin/reviews, 'admin' can also sync case
// law, 'user' takes a role away. Local D1 only; for production run the same SQL with --remote.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

const ROLES = ['user', 'paralegal', 'admin'];

applyOfflineEnv();
const email = (process.argv[2] ?? '').trim().toLowerCase();
const role = (process.argv[3] ?? '').trim();
const usage = `Usage: npm run role:grant -- someone@example.com <role>\nRoles: ${ROLES.join(', ')}`;
if (!/^[^\s@'";]+@[^\s@'";]+\.[^\s@'";]+$/.test(email)) {
  console.error(usage);
  process.exit(2);
}
if (!ROLES.includes(role)) {
  console.error(`Unknown role "${role}".\n${usage}`);
  process.exit(2);
}
const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');
const run = (sql) =>
  spawnSync(wrangler, ['d1', 'execute', 'DB', '--local', '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
  });
// The address holds no quotes or semicolons and the role is one of ROLES: safe in the literals.
const check = run(`SELECT id FROM user WHERE lower(email) = '${email}'`);
if (check.status !== 0) {
  console.error(check.stderr || check.stdout);
  process.exit(1);
}
const rows = JSON.parse(check.stdout || '[]')[0]?.results ?? [];
if (rows.length === 0) {
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  process.exit(1);
}
const update = run(`UPDATE user SET role = '${role}' WHERE lower(email) = '${email}'`);
if (update.status !== 0) {
  console.error(update.stderr || update.stdout);
  process.exit(1);
}
console.log(`${email} now has the role ${role}. Reload the page to use it.`);
