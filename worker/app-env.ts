import type { RequestIdVariables } from 'hono/request-id';

/** The Hono environment shared by every router: Cloudflare bindings plus per-request variables. */
export interface AppEnv {
  Bindings: Env;
  Variables: RequestIdVariables;
}
