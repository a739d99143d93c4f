/**
 * The complaints a case pleads: GET /api/cases/:caseId/complaints answers the choice kept (or null)
 * and the complaints to offer, worked out from the claim type and the case's own records
 * (src/domain/complaints); PUT keeps the claimant's choice, which the ET1 answers, the particulars,
 * the schedule of loss, the deadline card and the tasks all read. A generation may also send it
 * (POST /api/documents/generate keeps it the same way, ../db/complaints.ts). Another user's case is
 * a 404.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { complaintChoiceSchema, offeredComplaints } from '../../src/domain/complaints';
import type { AppEnv } from '../app-env';
import { caseNotFound } from '../db/ownership';
import { requireUser, signedIn } from '../middleware/session';
import { keepComplaintChoice } from '../services/case/complaints';
import { complaintSources } from '../services/case/records';
import { validate } from '../validation';

const uuid = z.uuid();

import { storedChoice } from '../../src/domain/complaints';

export const complaintRoutes = new Hono<AppEnv>()
  .get('/:caseId/complaints', signedIn, async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const found = await complaintSources(c.var.db, { userId: user.id, caseId });
    if (!found) throw caseNotFound();
    const offered = offeredComplaints(found.record, found.events, found.evidence);
    return c.json({ saved: storedChoice(found.saved), offered });
  })
  .put('/:caseId/complaints', signedIn, validate('json', complaintChoiceSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const choice = c.req.valid('json');
    // One statement writes only when the case is this user's (../db/complaints.ts); the tasks follow.
    if (!(await keepComplaintChoice(c.var.db, { userId: user.id, caseId }, choice))) throw caseNotFound();
    return c.json({ saved: choice });
  });
