/**
 * A case's hearing day: GET|PATCH /api/cases/:caseId/hearing. What the claimant typed from the
 * tribunal's notice of hearing (venue or video joining details, start and arrival times), the day's
 * checklist as ticked, and the outcome once the hearing is over (the /hearing screen then records
 * the judgment's date through POST /api/cases/:caseId/tasks/decision, which starts the written
 * reasons, reconsideration and appeal tasks). A PATCH may carry the `updatedAt` it was based on: a
 * field changed since is a 409 EDIT_CONFLICT, other fields never conflict (db/hearing-days.ts).
 * Another user's case is a 404, like a missing one.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { hearingMessages, hearingPatchSchema } from '../../src/domain/hearing/schema';
import type { AppEnv } from '../app-env';
import { hearingDayView, readHearingDay } from '../db/hearing-days';
import { caseNotFound, ownedCase } from '../db/ownership';
import { writeHearingDay } from '../db/raw/hearing-day-patch';
import { ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { conflict, validate } from '../validation';

const uuid = z.uuid();

export const hearingDayRoutes = new Hono<AppEnv>()
  .get('/:caseId/hearing', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    await ownedCase(c.var.db, user.id, caseId);
    return c.json(hearingDayView(await readHearingDay(c.var.db, { userId: user.id, caseId })));
  })
  .patch('/:caseId/hearing', signedIn, validate('json', hearingPatchSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const { updatedAt, ...patch } = c.req.valid('json');
    const row = await writeHearingDay(c.var.db, { userId: user.id, caseId }, patch, updatedAt, new Date().toISOString());
    if (row) return c.json(hearingDayView(row));
    // Nothing written: another user's or a missing case (404), else a field changed since updatedAt.
    await ownedCase(c.var.db, user.id, caseId);
    throw conflict(ErrorCode.EDIT_CONFLICT, hearingMessages.conflict);
  });
