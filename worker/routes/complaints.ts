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
import { eventsOfCase } from '../db/case-events';
import { caseDatesOf } from '../db/cases';
import { readComplaintChoice, saveComplaintChoice } from '../db/complaints';
import { evidenceOfCase } from '../db/evidence';
import { caseNotFound, ownedCase } from '../db/ownership';
import { caseView, eventView } from '../db/views';
import { requireUser, signedIn } from '../middleware/session';
import { syncCaseTasks } from '../services/tasks/sync';
import { validate } from '../validation';

const uuid = z.uuid();

import { storedChoice } from '../../src/domain/complaints';

export const complaintRoutes = new Hono<AppEnv>()
  .get('/:caseId/complaints', signedIn, async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = c.var.db;
    const record = await ownedCase(db, user.id, caseId);
    const [events, evidence, saved] = await Promise.all([
      eventsOfCase(db, user.id, caseId),
      evidenceOfCase(db, user.id, caseId),
      readComplaintChoice(db, user.id, caseId),
    ]);
    const offered = offeredComplaints(caseView(record), events.map(eventView), evidence);
    return c.json({ saved: storedChoice(saved), offered });
  })
  .put('/:caseId/complaints', signedIn, validate('json', complaintChoiceSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const choice = c.req.valid('json');
    // One statement that writes only when the case is this user's (../db/complaints.ts).
    const saved = await saveComplaintChoice(c.var.db, user.id, caseId, choice);
    if (!saved) throw caseNotFound();
    // The main date's limits and the interim relief task follow the complaints: bring the tasks in step now.
    const record = await caseDatesOf(c.var.db, { caseId, userId: user.id });
    if (record) await syncCaseTasks(c.var.db, record);
    return c.json({ saved: choice });
  });
