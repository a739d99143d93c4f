/**
 * A case's pay details for the schedule of loss: GET|PUT /api/cases/:caseId/pay-details.
 * GET answers the stored details, or every field null when none are stored; PUT replaces the
 * whole object in one statement that only writes when the case is the signed-in user's, so
 * another user's case is a 404 like a missing one.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { emptyPayDetails, payDetailsSchema } from '../../src/domain/pay-details';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { caseNotFound } from '../db/ownership';
import { ownPayDetails, savePayDetails } from '../db/pay-details';
import { payDetailsView } from '../db/views';
import { requireUser, signedIn } from '../middleware/session';
import { validate } from '../validation';

const uuid = z.uuid();
// Built once: the date rules read today (in London) each time a request is checked.
const payDetailsBody = payDetailsSchema(workerToday);

export const payDetailsRoutes = new Hono<AppEnv>()
  .get('/:caseId/pay-details', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const found = await ownPayDetails(c.var.db, user.id, caseId);
    if (!found) throw caseNotFound();
    return c.json(found.row ? payDetailsView(found.row) : emptyPayDetails);
  })
  .put('/:caseId/pay-details', signedIn, validate('json', payDetailsBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    // One statement: inserted (or replaced) only when the case is this user's (db/pay-details.ts).
    const row = await savePayDetails(c.var.db, { userId: user.id, caseId }, input, new Date().toISOString());
    if (!row) throw caseNotFound();
    return c.json(payDetailsView(row));
  });
