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
import { hearingDayView, ownHearingDay } from '../db/hearing-days';
import { caseNotFound } from '../db/ownership';
import { patchHearingDay } from '../db/raw/hearing-day-patch';
import { ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { conflict, validate } from '../validation';

const uuid = z.uuid();

export const hearingDayRoutes = new Hono<AppEnv>()
  .get('/:caseId/hearing', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const found = await ownHearingDay(c.var.db, { userId: user.id, caseId });
    if (!found) throw caseNotFound();
    return c.json(hearingDayView(found.row));
  })
  .patch('/:caseId/hearing', signedIn, validate('json', hearingPatchSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const { updatedAt, ...patch } = c.req.valid('json');
    const written = await patchHearingDay(c.var.db, { userId: user.id, caseId }, patch, updatedAt, new Date().toISOString());
    if (written.row) return c.json(hearingDayView(written.row));
    // Nothing written: another user's or a missing case (404), else a field changed since updatedAt.
    if (written.refused === 'caseNotFound') throw caseNotFound();
    throw conflict(ErrorCode.EDIT_CONFLICT, hearingMessages.conflict);
  });
