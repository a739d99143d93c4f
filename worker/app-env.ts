import type { RequestIdVariables } from 'hono/request-id';
import type { PriceEnvName } from '../src/domain/plans';
import type { AuthEnv } from './auth-env';
import type { Database } from './db/client';
import type { SyncEnv } from './services/caselaw/run';
import type { LlmEnv } from './services/drafting/llm-config';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  /** 'paralegal' works the review queue (npm run role:grant); 'admin' can do that and sync case law. */
  role: 'user' | 'admin' | 'paralegal';
}

/** Optional configuration the Worker reads (all strings from wrangler.toml [vars] or secrets). */
export type Bindings = Env &
  Partial<Omit<AuthEnv, 'DB' | 'BETTER_AUTH_SECRET'>> &
  Partial<Omit<SyncEnv, 'DB'>> & {
    /** The bundle's download links' own secret (at least 32 characters); BETTER_AUTH_SECRET's derived key otherwise. */
    BUNDLE_LINK_SECRET?: string;
    /**
     * The WhatsApp number support answers on, in international digits ('447700900123'; README
     * "WhatsApp support"). Without it the support panel says WhatsApp support is not available.
     */
    WHATSAPP_SUPPORT_NUMBER?: string;
    /** The site's address for links in scheduled e-mails (reminders, digests): site-origin.ts. */
    SITE_URL?: string;
    /** Outside production only: the day the Worker's date rules take as today (worker/clock.ts). */
    FIXED_TODAY?: string;
  } & Partial<Record<StripeEnvName, string>> &
  /** The optional LLM that refines template drafts (README "Drafting with an LLM (optional)"). */
  LlmEnv;

/**
 * Stripe's configuration (README "Payments (Stripe)"): the secret API key, the webhook
 * endpoint's signing secret, one price id per plan and the one-off document's, and, for a local
 * stand-in such as stripe-mock only, the API's base URL. Without the key, payments are off.
 */
export type StripeEnvName = 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | PriceEnvName;

/** The Hono environment shared by every router: Cloudflare bindings plus per-request variables. */
export interface AppEnv {
  Bindings: Bindings;
  /**
   * requestId is always ours; clientRequestId the client's X-Request-Id, sanitised (middleware/request-id.ts);
   * db the request's Database (middleware/database.ts).
   */
  Variables: RequestIdVariables & { user: SessionUser | null; clientRequestId: string | undefined; db: Database };
}
