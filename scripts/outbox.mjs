// `npm run outbox`: the latest e-mails the local Worker would have sent (no mail service is
// configured locally), newest first, with their links: password resets and verifications.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { applyOfflineEnv, root } from './offline-env.mjs';

applyOfflineEnv();
const limit = Number(process.argv[2] ?? 5);
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'wrangler'),
  [
    'd1',
    'execute',
    'DB',
    '--local',
    '--json',
    '--command',
    `SELECT "to", subject, text, created_at FROM mail_outbox ORDER BY created_at DESC LIMIT ${Math.max(1, Math.min(50, limit))}`,
  ],
  { cwd: root, encoding: 'utf8', env: process.env },
);
if (result.status !== 0) {
  console.error('Could not read the local outbox (run npm start once to create the database).');
  process.exit(1);
}
const rows = JSON.parse(result.stdout || '[]')[0]?.results ?? [];
if (rows.length === 0) console.log('The local outbox is empty.');
for (const row of rows) console.log(`\n— ${row.created_at} to ${row.to}\n  ${row.subject}\n\n${row.text}\n`);
