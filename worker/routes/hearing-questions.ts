/**
 * The questions planned for the respondent's witnesses: GET|POST /api/cases/:caseId/hearing/questions,
 * PATCH|DELETE /api/hearing-questions/:id. Each names its witness, the issue of the list of issues it
 * goes to and the bundle pages it relies on ([B: 45]). A PATCH may carry the `updatedAt` it was based
 * on: a field changed since is a 409 EDIT_CONFLICT (db/hearing-questions.ts). Another user's case or
 * question is a 404, like a missing one.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  hearingMessages,
  MAX_QUESTIONS_PER_CASE,
  questionInputSchema,
  questionPatchSchema,
} from '../../src/domain/hearing/schema';
import type { AppEnv } from '../app-env';
import { addQuestion, deleteQuestion, ownQuestions, questionView } from '../db/hearing-questions';
import { caseNotFound } from '../db/ownership';
import { patchQuestion } from '../db/raw/hearing-question-patch';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { conflict, validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const questionNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No question with that id');

export const caseHearingQuestionRoutes = new Hono<AppEnv>()
  .get('/:caseId/hearing/questions', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const rows = await ownQuestions(c.var.db, { userId: user.id, caseId });
    if (!rows) throw caseNotFound();
    return c.json({ items: rows.map(questionView) });
  })
  .post('/:caseId/hearing/questions', signedIn, validate('json', questionInputSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const added = await addQuestion(
      c.var.db,
      { userId: user.id, caseId },
      c.req.valid('json'),
      MAX_QUESTIONS_PER_CASE,
      new Date().toISOString(),
    );
    if (added.row) return c.json(questionView(added.row), 201);
    if (added.refused === 'caseNotFound') throw caseNotFound();
    throw conflict(ErrorCode.LIMIT_REACHED, hearingMessages.tooManyQuestions);
  });

export const hearingQuestionRoutes = new Hono<AppEnv>()
  .patch('/:id', signedIn, validate('json', questionPatchSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw questionNotFound();
    const { updatedAt, ...patch } = c.req.valid('json');
    const written = await patchQuestion(c.var.db, { userId: user.id, id }, patch, updatedAt, new Date().toISOString());
    if (written.row) return c.json(questionView(written.row));
    if (written.refused === 'notFound') throw questionNotFound();
    throw conflict(ErrorCode.EDIT_CONFLICT, hearingMessages.conflict);
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success || !(await deleteQuestion(c.var.db, user.id, id))) throw questionNotFound();
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const hearingQuestionsPolicies: readonly RoutePolicy[] = [
  // A question for a witness: a name (100 characters), an issue key, the question (1,000) and page
  // references (200), up to 6 bytes each once JSON-escaped.
  { prefix: '/api/hearing-questions', session: true, personal: true, maxBodyBytes: 16 * 1024, bodyTypes: JSON_ONLY },
];
