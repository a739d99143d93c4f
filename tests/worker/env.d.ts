import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Migrations read from migrations/ by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
      /** seeds/*.sql, in name order. */
      TEST_SEEDS: { name: string; sql: string }[];
      /** tests/fixtures/caselaw, by file name. */
      TEST_FIXTURES: Record<string, string>;
      /** tests/fixtures/stripe: Stripe's documented response shapes, by file name. */
      TEST_STRIPE_FIXTURES: Record<string, string>;
      /** tests/fixtures/llm: chat-completions answers for the LLM stand-in, by file name. */
      TEST_LLM_FIXTURES: Record<string, string>;
      /** tests/fixtures/lawwatch: legislation.gov.uk CLML and Atom payloads for the law watch, by file name. */
      TEST_LAWWATCH_FIXTURES: Record<string, string>;
    }
  }
}
