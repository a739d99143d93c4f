/**
 * The complaints a case's particulars of claim plead: GET /api/cases/:caseId/complaints answers the
 * choice kept from the last generation (or null) and the complaints to offer, worked out from the
 * claim type and the case's own records (src/domain/complaints.ts). The choice itself is sent with
 * POST /api/documents/generate, which keeps it (saveComplaintChoice). Another user's case is a 404.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type ComplaintChoice, offeredComplaints } from '../../src/domain/complaints';
import type { AppEnv } from '../app-env';
import { database } from '../db/client';
import { ownedCase } from '../db/ownership';
import { caseComplaints, caseEvents, evidenceItems } from '../db/schema';
import { caseView, eventView } from '../db/views';
import { requireUser, signedIn } from '../middleware/session';
import { storedChoice } from '../services/drafting/facts';

/**
 * Keeps the claimant's choice for the case, in one statement that writes only when the case is
 * theirs (the conflict update checks the owner too, so a row never moves to another user).
 */
export async function saveComplaintChoice(
  d1: D1Database,
  userId: string,
  caseId: string,
  choice: ComplaintChoice,
): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO case_complaints (case_id, user_id, choice, updated_at)
       SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?1 AND user_id = ?2)
       ON CONFLICT (case_id) DO UPDATE SET choice = excluded.choice, updated_at = excluded.updated_at
       WHERE case_complaints.user_id = excluded.user_id`,
    )
    .bind(caseId, userId, JSON.stringify(choice), new Date().toISOString())
    .run();
}

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
