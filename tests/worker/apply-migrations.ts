import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from the real schema (migrations/) and the same seed data as `npm start`.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
for (const seed of env.TEST_SEEDS) {
  await env.DB.exec(seed.sql.replace(/\n/g, ' '));
}
