// `npm run plan:grant -- someone@example.com complete_bundle`: gives an existing local account a
// plan without Stripe, to try the paid features under `npm start` (issue 13). It writes one local
// subscription row ("local_<user id>", active, no end date) that replaces the account's previous
// local grant; `free` removes it. Local D1 only: production plans come from Stripe's webhooks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

/** The plan types, read from the catalogue itself (src/domain/plans.ts) so the two cannot drift. */
function planTypes() {
  const source = fs.readFileSync(path.join(root, 'src', 'domain', 'plans.ts'), 'utf8');
  const list = /export const planTypes = \[([^\]]*)\] as const/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
}

applyOfflineEnv();
const email = (process.argv[2] ?? '').trim().toLowerCase();
const plan = (process.argv[3] ?? '').trim();
const known = planTypes();
const usage = `Usage: npm run plan:grant -- someone@example.com <plan>\nPlans: ${known.join(', ')}`;
if (!/^[^\s@'";]+@[^\s@'";]+\.[^\s@'";]+$/.test(email)) {
  console.error(usage);
  process.exit(2);
}
if (!known.includes(plan)) {
  console.error(`Unknown plan "${plan}".\n${usage}`);
  process.exit(2);
}
const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');
const run = (sql) =>
  spawnSync(wrangler, ['d1', 'execute', 'DB', '--local', '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
  });
// The address holds no quotes or semicolons and the plan is one of the catalogue's: safe in the literals.
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
const account = `(SELECT id FROM user WHERE lower(email) = '${email}')`;
const statements = [
  `DELETE FROM subscriptions WHERE id = 'local_' || ${account}`,
  ...(plan === 'free'
    ? []
    : [
        `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, last_event_created, updated_at) SELECT 'local_' || id, id, NULL, 'active', NULL, 0, 0, '${new Date().toISOString()}' FROM user WHERE lower(email) = '${email}'`,
        `INSERT INTO subscription_items (subscription_id, price_id, plan_type) SELECT 'local_' || id, 'local', '${plan}' FROM user WHERE lower(email) = '${email}'`,
      ]),
];
const write = run(statements.join('; '));
if (write.status !== 0) {
  console.error(write.stderr || write.stdout);
  process.exit(1);
}
console.log(
  plan === 'free'
    ? `${email} has no local plan now (Stripe subscriptions, if any, are unchanged).`
    : `${email} now has the ${plan} plan locally. Reload the page to see it.`,
);
