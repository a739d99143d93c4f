// `npm run plan:grant -- someone@example.com complete_bundle`: gives an existing local account a
// plan without Stripe, to try the paid features under `npm start`. It writes one local
// subscription row ("local_<user id>", active, no end date) that replaces the account's previous
// local grant; `free` removes it. Local D1 only: production plans come from Stripe's webhooks.
import fs from 'node:fs';
import path from 'node:path';
import { grantArguments, requireAccount, runLocalSql } from './local-account.mjs';
import { root } from './offline-env.mjs';

/** The plan types, read from the catalogue itself (src/domain/plans.ts) so the two cannot drift. */
function planTypes() {
  const source = fs.readFileSync(path.join(root, 'src', 'domain', 'plans.ts'), 'utf8');
  const list = /export const planTypes = \[([^\]]*)\] as const/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
}

const { email, value: plan } = grantArguments('plan:grant', 'plan', planTypes());
requireAccount(email);
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
runLocalSql(statements.join('; '));
console.log(
  plan === 'free'
    ? `${email} has no local plan now (Stripe subscriptions, if any, are unchanged).`
    : `${email} now has the ${plan} plan locally. Reload the page to see it.`,
);
