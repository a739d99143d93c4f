/**
 * The complaints a case's particulars of claim plead: GET /api/cases/:caseId/complaints answers the
 * choice kept from the last generation (or null) and the complaints to offer, worked out from the
 * claim type and the case's own records (src/domain/complaints.ts). The choice itself is sent with
 * POST /api/documents/generate, which keeps it (../db/complaints.ts). Another user's case is a 404.
 */
import { Hono } from 'hono';
import { offeredComplaints } from '../../src/domain/complaints';
import type { AppEnv } from '../app-env';
import { eventsOfCase } from '../db/case-events';
import { database } from '../db/client';
import { readComplaintChoice } from '../db/complaints';
import { evidenceOfCase } from '../db/evidence';
import { ownedCase } from '../db/ownership';
import { caseView, eventView } from '../db/views';
import { requireUser, signedIn } from '../middleware/session';
import { storedChoice } from '../services/drafting/facts';

export const complaintRoutes = new Hono<AppEnv>().get('/cases/:caseId/complaints', signedIn, async (c) => {
  const user = requireUser(c.get('user'));
  const caseId = c.req.param('caseId');
  const db = database(c.env.DB);
  const record = await ownedCase(db, user.id, caseId);
  const [events, evidence, saved] = await Promise.all([
    eventsOfCase(db, user.id, caseId),
    evidenceOfCase(db, user.id, caseId),
    readComplaintChoice(db, user.id, caseId),
  ]);
  const offered = offeredComplaints(caseView(record), events.map(eventView), evidence);
  return c.json({ saved: storedChoice(saved), offered });
});
