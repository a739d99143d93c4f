import { Hono } from 'hono';
import { z } from 'zod';
import { pickCaseFields } from '../../src/domain/case-record';
import { caseInputSchema, casePatchSchema, checklistSaveSchema, editConflictMessage } from '../../src/domain/case-schema';
import { storedChoice } from '../../src/domain/complaints';
import { MAX_CASES_PER_USER } from '../../src/domain/plans';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { listCasesWithNewest } from '../db/cases';
import { caseNotFound, ownedCase } from '../db/ownership';
import { caseView, eventView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { changeCase, createCase, removeCase, saveCase } from '../services/case/case-record';
import { validate, validationFailed } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const caseLimitMessage = `One account can hold at most ${MAX_CASES_PER_USER} cases. Delete a case you no longer need to add another.`;

const uuid = z.uuid();

// Built once: the date rules read today (in London) each time a request is checked.
const createBody = caseInputSchema(workerToday);
// The hearing date's rule needs the stored case, so it is checked once the row is read.
const patchBody = casePatchSchema(workerToday, undefined, { checkHearing: false });

/** A save's refusal as the answer: another user's or a missing case is a 404, a stale save a 409. */
function refusal(refused: 'notFound' | 'conflict'): ApiError {
  return refused === 'notFound' ? caseNotFound() : new ApiError(409, ErrorCode.EDIT_CONFLICT, editConflictMessage);
}

export const caseRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c.get('user'));
    // The newest case's dated events and complaints come with the list: the tracker's deadline card
    // needs both before it names a date, and this spares it a round trip after the list.
    const { rows, newest } = await listCasesWithNewest(c.var.db, user.id);
    return c.json({
      items: rows.map(caseView),
      newest: newest
        ? { caseId: newest.caseId, events: newest.events.map(eventView), complaints: storedChoice(newest.complaints) }
        : null,
    });
  })
  .post('/', signedIn, validate('json', createBody), async (c) => {
    const user = requireUser(c.get('user'));
    const input = c.req.valid('json');
    const now = new Date().toISOString();
    const { notes, ...fields } = input;
    const row = await createCase(
      c.var.db,
      {
        id: crypto.randomUUID(),
        userId: user.id,
        ...pickCaseFields(fields),
        notes: notes ? JSON.stringify({ text: notes }) : null,
        createdAt: now,
        updatedAt: now,
      },
      MAX_CASES_PER_USER,
      c.get('requestId'),
    );
    if (!row) throw new ApiError(409, ErrorCode.CASE_LIMIT_REACHED, caseLimitMessage);
    return c.json(caseView(row), 201);
  })
  .get('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(caseView(await ownedCase(c.var.db, user.id, c.req.param('id'))));
  })
  .patch('/:id', signedIn, validate('json', patchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw caseNotFound();
    const { notes, updatedAt, ...fields } = c.req.valid('json');
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    // A hearing or Acas date is checked against the stored case (services/case/case-record.ts).
    const changed = await changeCase(
      c.var.db,
      { id, userId: user.id, basedOn: updatedAt, requestId: c.get('requestId') },
      { fields: changes, ...(notes !== undefined ? { notes } : {}) },
    );
    if (changed.refused === 'invalid') throw validationFailed(changed.issues);
    if (changed.refused) throw refusal(changed.refused);
    return c.json(caseView(changed.row));
  })
  .put('/:id/checklist', signedIn, validate('json', checklistSaveSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    const { stage2Checklist, updatedAt } = c.req.valid('json');
    // The save's own statement is owner-scoped; save() tells a missing case from a stale save.
    const saved = await saveCase(c.var.db, { id, userId: user.id, basedOn: updatedAt }, { stage2Checklist });
    if (saved.refused) throw refusal(saved.refused);
    return c.json(caseView(saved.row));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw caseNotFound();
    // The rows first, then its files (services/case/case-record.ts).
    if (!(await removeCase(c.var.db, c.env.FILES, user.id, id))) throw caseNotFound();
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const casesPolicies: readonly RoutePolicy[] = [
  // A case: ten fields and notes of up to 5,000 characters (up to 6 bytes each once JSON-escaped);
  // an evidence item under /api/cases/:id/evidence is the largest body here.
  { prefix: '/api/cases', session: true, personal: true, maxBodyBytes: 64 * 1024, bodyTypes: JSON_ONLY },
];
