/**
 * WhatsApp support (the 'support' feature): the panel's state, and a chat link for one
 * of the claimant's cases, counted against the monthly allowance (SUPPORT_QUERIES_PER_MONTH).
 */
import { Hono } from 'hono';
import {
  supportLimitMessage,
  supportMessages,
  supportNumber,
  supportOpeningLine,
  supportQuerySchema,
  whatsAppUrl,
} from '../../src/domain/support';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { caseNotFound } from '../db/ownership';
import { ApiError, ErrorCode } from '../errors';
import { requireFeature } from '../middleware/require-feature';
import { requireUser, signedIn } from '../middleware/session';
import { subscriptionState } from '../services/billing/state';
import { askForSupport } from '../services/support';
import { readUsage } from '../services/usage';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

export const supportRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c.get('user'));
    const now = new Date();
    const [state, usage] = await Promise.all([
      subscriptionState(c.var.db, user.id, now),
      readUsage(c.var.db, user.id, 'support_query', workerToday()),
    ]);
    return c.json({
      available: supportNumber(c.env.WHATSAPP_SUPPORT_NUMBER) !== null,
      hasFeature: state.features.includes('support'),
      usage,
    });
  })
  .post('/queries', signedIn, requireFeature('support'), validate('json', supportQuerySchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId, language } = c.req.valid('json');
    const number = supportNumber(c.env.WHATSAPP_SUPPORT_NUMBER);
    const asked = await askForSupport(c.var.db, { userId: user.id, caseId }, number !== null, workerToday());
    if (asked.refused === 'caseNotFound') throw caseNotFound();
    if (asked.refused === 'limitReached') {
      throw new ApiError(403, ErrorCode.USAGE_LIMIT_REACHED, supportLimitMessage(asked.usage.resetDate));
    }
    if (asked.refused || !number) throw new ApiError(503, ErrorCode.SUPPORT_UNAVAILABLE, supportMessages.unavailable);
    const { usage } = asked;
    return c.json({ url: whatsAppUrl(number, supportOpeningLine(caseId, language)), usage });
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const supportPolicies: readonly RoutePolicy[] = [
  // Support queries: a case id.
  { prefix: '/api/support', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
];
