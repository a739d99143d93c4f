/**
 * The modules wrangler.toml `[alias]` puts in place of code the deployed Worker never runs
 * (worker/bundle-stubs/README.md): each must answer what the real module answers for the way the
 * Worker uses it, and refuse loudly anything else, so a change in how the Worker uses them shows
 * up as an error, never as a quiet wrong answer.
 */
import { getKyselyDatabaseType as realKyselyType } from '@better-auth/kysely-adapter';
import { describe, expect, it } from 'vitest';
import { createGateway, GatewayAuthenticationError, GatewayError, gateway } from '../../worker/bundle-stubs/ai-gateway';
import { createKyselyAdapter, getKyselyDatabaseType } from '../../worker/bundle-stubs/better-auth-kysely';
import { sql } from '../../worker/bundle-stubs/kysely';
import * as zodLocales from '../../worker/bundle-stubs/zod-locales';

describe("better-auth's Kysely adapter, as the Worker uses it", () => {
  it('says "not a Kysely database" for an adapter, as the real module does', () => {
    // worker/auth.ts gives better-auth drizzle's adapter: a function of the options.
    const drizzleLike = () => ({ id: 'drizzle' });
    expect(realKyselyType(drizzleLike as never)).toBeNull();
    expect(getKyselyDatabaseType(drizzleLike)).toBeNull();
    expect(realKyselyType(undefined as never)).toBeNull();
    expect(getKyselyDatabaseType(undefined)).toBeNull();
  });

  it('refuses a raw database, which only the real adapter can drive', () => {
    const d1Like = { batch() {}, exec() {}, prepare() {} };
    expect(realKyselyType(d1Like as never)).toBe('sqlite');
    expect(() => getKyselyDatabaseType(d1Like)).toThrow(/not bundled/);
    expect(() => createKyselyAdapter()).toThrow(/not bundled/);
    expect(() => sql()).toThrow(/not bundled/);
  });
});

describe("the AI SDK's default gateway provider", () => {
  it('claims no error as its own and refuses to resolve a model by name', () => {
    expect(GatewayError.isInstance(new Error('upstream 500'))).toBe(false);
    expect(GatewayAuthenticationError.isInstance(new Error('401'))).toBe(false);
    expect(() => createGateway()).toThrow(/not bundled/);
    expect(() => (gateway as { languageModel: (id: string) => unknown }).languageModel('openai/gpt')).toThrow(/not bundled/);
  });
});

describe("zod's translated messages", () => {
  it('are left out, and nothing in the Worker or the domain reads them', async () => {
    expect(Object.keys(zodLocales)).toEqual([]);
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../..');
    const files = ['worker', 'src/domain', 'src/i18n'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.includes('bundle-stubs'))
        .map((file) => path.join(root, dir, file)),
    );
    const readers = files.filter((file) => /\bz\.(core\.)?locales\b|zod\/(v4\/)?locales/.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});
