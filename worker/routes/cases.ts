import { Hono } from 'hono';
import { z } from 'zod';
import { pickCaseFields } from '../../src/domain/case-record';
import {
  acasDatesInOrder,
  caseInputSchema,
  caseMessages,
  casePatchSchema,
  checklistSaveSchema,
  editConflictMessage,
  hearingDateAllowed,
} from '../../src/domain/case-schema';
import { storedChoice } from '../../src/domain/complaints';
import { MAX_CASES_PER_USER } from '../../src/domain/plans';
import type { ValidationIssue } from '../../src/domain/validation';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { type CaseWrite, writeCase } from '../db/case-writes';
import { type CaseRow, deleteCase, insertCaseWithinCap, listCasesWithNewest } from '../db/cases';
import type { Database } from '../db/client';
import { caseNotFound, ownedCase } from '../db/ownership';
import { caseView, eventView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { describeError, log } from '../log';
import { requireUser, signedIn } from '../middleware/session';
import { casePrefix, deleteObjectsUnder } from '../services/bundle/store';
import { syncCaseTasks } from '../services/tasks/sync';
import { validate, validationFailed } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const caseLimitMessage = `One account can hold at most ${MAX_CASES_PER_USER} cases. Delete a case you no longer need to add another.`;

const uuid = z.uuid();

// Built once: the date rules read today (in London) each time a request is checked.
const createBody = caseInputSchema(workerToday);
// The hearing date's rule needs the stored case, so it is checked once the row is read.
const patchBody = casePatchSchema(workerToday, undefined, { checkHearing: false });

/**
 * Saves in one statement; when it changes nothing, tells a missing case (404) from a stale save
 * (409: a field it sends was written after the updatedAt it was based on).
 */
async function save(
  db: Database,
  target: { id: string; userId: string; basedOn?: string | undefined },
  write: CaseWrite,
): Promise<CaseRow> {
  const row = await writeCase(
    db,
    { id: target.id, userId: target.userId, ...(target.basedOn ? { basedOn: target.basedOn } : {}) },
    write,
    new Date().toISOString(),
  );
  if (row) return row;
  await ownedCase(db, target.userId, target.id);
  throw new ApiError(409, ErrorCode.EDIT_CONFLICT, editConflictMessage);
}

/**
 * The case is written; its computed tasks follow in a second write. When that one fails, the save
 * still stands and is answered as saved: a failure answer would have the claimant send again a
 * save that is already in (a second case, or a 409 against their own change). The task list and
 * the calendar feed bring the tasks in step whenever they are read (routes/tasks.ts,
 * routes/calendar.ts); until then the reminders see the old dates (docs/reliability.md).
 */
async function tasksFollow(db: Database, row: CaseRow, requestId: string): Promise<void> {
  try {
    await syncCaseTasks(db, row);
  } catch (error) {
    log('error', 'case saved, its tasks not brought in step', { requestId, caseId: row.id, ...describeError(error) });
  }
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
    const row = await insertCaseWithinCap(
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
    );
    if (!row) throw new ApiError(409, ErrorCode.CASE_LIMIT_REACHED, caseLimitMessage);
    // The computed deadlines become tasks now, so the daily reminders see them even if the claimant
    // never opens the task list.
    await tasksFollow(c.var.db, row, c.get('requestId'));
    return c.json(caseView(row), 201);
  })
  .get('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(caseView(await ownedCase(c.var.db, user.id, c.req.param('id'))));
  })
  .patch('/:id', signedIn, validate('json', patchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const db = c.var.db;
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw caseNotFound();
    const { notes, updatedAt, ...fields } = c.req.valid('json');
    // Only a hearing or Acas date is checked against the stored case; any other save goes straight
    // to the owner-scoped UPDATE, which tells another user's or a missing case (404) itself (save).
    if (fields.hearingDate || fields.acasStartDate !== undefined || fields.acasEndDate !== undefined) {
      const saved = await ownedCase(db, user.id, id);
      const issues: ValidationIssue[] = [];
      if (fields.hearingDate && !hearingDateAllowed(fields.hearingDate, workerToday(), saved.hearingDate))
        issues.push({ field: 'hearingDate', key: caseMessages.hearingInPast });
      // One Acas date sent: checked against the other as stored (both sent: the schema checked them).
      const acasStart = fields.acasStartDate === undefined ? saved.acasStartDate : fields.acasStartDate;
      const acasEnd = fields.acasEndDate === undefined ? saved.acasEndDate : fields.acasEndDate;
      if (!acasDatesInOrder(acasStart, acasEnd)) issues.push({ field: 'acasEndDate', key: caseMessages.acasEndBeforeStart });
      if (issues.length > 0) throw validationFailed(issues);
    }
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const row = await save(
      db,
      { id, userId: user.id, basedOn: updatedAt },
      { fields: changes, ...(notes !== undefined ? { notes } : {}) },
    );
    // A changed date moves its computed tasks and suggestions before the next reminder run.
    await tasksFollow(c.var.db, row, c.get('requestId'));
    return c.json(caseView(row));
  })
  .put('/:id/checklist', signedIn, validate('json', checklistSaveSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    const { stage2Checklist, updatedAt } = c.req.valid('json');
    // The save's own statement is owner-scoped; save() tells a missing case from a stale save.
    const row = await save(c.var.db, { id, userId: user.id, basedOn: updatedAt }, { stage2Checklist });
    return c.json(caseView(row));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw caseNotFound();
    // The rows first (the case's bundle rows go with it, by foreign key), then its files: in that
    // order a failure part way leaves unlisted objects (removed with the account), never rows
    // pointing at nothing.
    if (!(await deleteCase(c.var.db, user.id, id))) throw caseNotFound();
    await deleteObjectsUnder(c.env.FILES, casePrefix(user.id, id));
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const casesPolicies: readonly RoutePolicy[] = [
  // A case: ten fields and notes of up to 5,000 characters (up to 6 bytes each once JSON-escaped);
  // an evidence item under /api/cases/:id/evidence is the largest body here.
  { prefix: '/api/cases', session: true, personal: true, maxBodyBytes: 64 * 1024, bodyTypes: JSON_ONLY },
];
