/**
 * The complaints a case's particulars of claim plead: GET /api/cases/:caseId/complaints answers the
 * choice kept from the last generation (or null) and the complaints to offer, worked out from the
 * claim type and the case's own records (src/domain/complaints.ts). The choice itself is sent with
 * POST /api/documents/generate, which keeps it (../db/complaints.ts). Another user's case is a 404.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { offeredComplaints } from '../../src/domain/complaints';
import type { AppEnv } from '../app-env';
import { database } from '../db/client';
import { ownedCase } from '../db/ownership';
import { caseComplaints, caseEvents, evidenceItems } from '../db/schema';
import { caseView, eventView } from '../db/views';
import { requireUser, signedIn } from '../middleware/session';
import { storedChoice } from '../services/drafting/facts';

export const complaintRoutes = new Hono<AppEnv>().get('/cases/:caseId/complaints', signedIn, async (c) => {
  const user = requireUser(c.get('user'));
  const caseId = c.req.param('caseId');
  const db = database(c.env.DB);
  const record = await ownedCase(db, user.id, caseId);
  const [events, evidence, saved] = await Promise.all([
    db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.userId, user.id))),
    db
      .select({ title: evidenceItems.title, description: evidenceItems.description })
      .from(evidenceItems)
      .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.userId, user.id))),
    db
      .select({ choice: caseComplaints.choice })
      .from(caseComplaints)
      .where(and(eq(caseComplaints.caseId, caseId), eq(caseComplaints.userId, user.id))),
  ]);
  const offered = offeredComplaints(caseView(record), events.map(eventView), evidence);
  return c.json({ saved: storedChoice(saved[0]?.choice), offered });
});
