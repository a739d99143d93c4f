// `npm run role:grant -- someone@example.com paralegal`: gives an existing local account a role
// ('paralegal' works the review queue at /admin/reviews, 'admin' can also sync case
// law, 'user' takes a role away). Local D1 only; for production run the same SQL with --remote.
import { grantArguments, requireAccount, runLocalSql } from './local-account.mjs';

const { email, value: role } = grantArguments('role:grant', 'role', ['user', 'paralegal', 'admin']);
requireAccount(email);
runLocalSql(`UPDATE user SET role = '${role}' WHERE lower(email) = '${email}'`);
console.log(`${email} now has the role ${role}. Reload the page to use it.`);
