import type { RequestIdVariables } from 'hono/request-id';
import type { AuthEnv } from './auth';
import type { SyncEnv } from './services/caselaw/run';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

/** Optional configuration the Worker reads (all strings from wrangler.toml [vars] or secrets). */
export type Bindings = Env &
  Partial<Omit<AuthEnv, 'DB' | 'BETTER_AUTH_SECRET'>> &
  Partial<Omit<SyncEnv, 'DB'>> & {
    /** The bundle's download links' own secret (at least 32 characters); BETTER_AUTH_SECRET's derived key otherwise. */
    BUNDLE_LINK_SECRET?: string;
  };

/** The Hono environment shared by every router: Cloudflare bindings plus per-request variables. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: RequestIdVariables & { user: SessionUser | null };
}
