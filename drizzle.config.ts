import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes numbered SQL into migrations/; wrangler applies it (`npm run db:migrate`).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
