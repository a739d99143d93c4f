/**
 * The points to make at the end of the hearing, one per issue of the list of issues (a closing
 * submissions outline): GET /api/cases/:caseId/hearing/closing-points, PUT
 * /api/cases/:caseId/hearing/closing-points/:issue. A PUT may carry the `updatedAt` it was based on:
 * a point changed since is a 409 EDIT_CONFLICT (db/closing-points.ts). Another user's case is a 404.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { closingPointSchema, hearingMessages, isIssueKey } from '../../src/domain/hearing/schema';
import type { AppEnv } from '../app-env';
import { closingPointView, keepClosingPoint, ownClosingPoints } from '../db/closing-points';
import { caseNotFound } from '../db/ownership';
import { ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { conflict, validate, validationFailed } from '../validation';

const uuid = z.uuid();

export const closingPointRoutes = new Hono<AppEnv>()
  .get('/:caseId/hearing/closing-points', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const rows = await ownClosingPoints(c.var.db, { userId: user.id, caseId });
    if (!rows) throw caseNotFound();
    return c.json({ items: rows.map(closingPointView) });
  })
  .put('/:caseId/hearing/closing-points/:issue', signedIn, validate('json', closingPointSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const issue = c.req.param('issue');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    if (!isIssueKey(issue)) throw validationFailed([{ field: 'issue', key: hearingMessages.issueInvalid }]);
    const { text, updatedAt } = c.req.valid('json');
    const kept = await keepClosingPoint(c.var.db, { userId: user.id, caseId, issue }, text, updatedAt, new Date().toISOString());
    if (kept.row) return c.json(closingPointView(kept.row));
    if (kept.refused === 'caseNotFound') throw caseNotFound();
    throw conflict(ErrorCode.EDIT_CONFLICT, hearingMessages.conflict);
  });
