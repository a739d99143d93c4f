/**
 * POST /api/translations: a suggested English version of passages the claimant wrote in
 * Portuguese (../services/drafting/translate.ts), for a signed-in user, when a language model is
 * configured. Without one: 503 TRANSLATION_UNAVAILABLE, and the screen lists the passages that need
 * English instead. Nothing is stored: the claimant accepts a suggestion by editing their document.
 */
import { Hono } from 'hono';
import { translationRequestSchema } from '../../src/domain/translation';
import type { AppEnv } from '../app-env';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { translatePassages } from '../services/drafting/translate';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

export const translationRoutes = new Hono<AppEnv>().post('/', signedIn, validate('json', translationRequestSchema), async (c) => {
  requireUser(c.get('user'));
  const { passages } = c.req.valid('json');
  const result = await translatePassages(c.env, passages);
  if (!result.available) {
    throw new ApiError(
      503,
      ErrorCode.TRANSLATION_UNAVAILABLE,
      'No language model is configured on this server: put the passages into English yourself',
    );
  }
  return c.json({ translations: result.translations });
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const translationsPolicies: readonly RoutePolicy[] = [
  // Passages to put into English: up to 10 of 2,000 characters (up to 6 bytes each once JSON-escaped).
  { prefix: '/api/translations', session: true, personal: true, maxBodyBytes: 128 * 1024, bodyTypes: JSON_ONLY },
];
