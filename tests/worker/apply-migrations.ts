import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from the real schema (migrations/) and the same seed data as `npm start`.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
for (const seed of env.TEST_SEEDS) {
  // One statement a line (the seed generators write them so).
  const statements = seed.sql.split('\n').filter((line) => line.trim() && !line.trim().startsWith('--'));
  if (statements.length > 0) await env.DB.batch(statements.map((line) => env.DB.prepare(line)));
}
