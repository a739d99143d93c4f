/**
 * The questions planned for the respondent's witnesses (hearing_questions), every statement
 * owner-scoped. A change made from an older copy follows the per-field rule of hearing-days.ts
 * (its statement, built per patch, is raw/hearing-question-patch.ts).
 */
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { QuestionInput } from '../../src/domain/hearing/schema';
import { caseOwnedBy, insertSelectWhere } from './capped-insert';
import type { Database } from './client';
import { ownsCase, readOfOwnedCase, type Written } from './ownership';
import { hearingQuestions } from './schema';

export interface QuestionRow {
  id: string;
  case_id: string;
  witness: string;
  issue: string;
  text: string;
  page_refs: string;
  position: number;
  updated_at: string;
}

export interface QuestionView {
  id: string;
  caseId: string;
  witness: string;
  issue: string;
  text: string;
  pageRefs: string;
  position: number;
  updatedAt: string;
}

export function questionView(row: QuestionRow): QuestionView {
  return {
    id: row.id,
    caseId: row.case_id,
    witness: row.witness,
    issue: row.issue,
    text: row.text,
    pageRefs: row.page_refs,
    position: row.position,
    updatedAt: row.updated_at,
  };
}

/** The stored columns, under the names QuestionRow uses. */
const stored = {
  id: hearingQuestions.id,
  case_id: hearingQuestions.caseId,
  witness: hearingQuestions.witness,
  issue: hearingQuestions.issue,
  text: hearingQuestions.text,
  page_refs: hearingQuestions.pageRefs,
  position: hearingQuestions.position,
  updated_at: hearingQuestions.updatedAt,
};

export function listQuestions(db: Database, owner: { userId: string; caseId: string }): Promise<QuestionRow[]> {
  return db
    .select(stored)
    .from(hearingQuestions)
    .where(and(eq(hearingQuestions.caseId, owner.caseId), eq(hearingQuestions.userId, owner.userId)))
    .orderBy(asc(hearingQuestions.position), asc(hearingQuestions.createdAt));
}

export async function findQuestion(db: Database, userId: string, id: string): Promise<QuestionRow | null> {
  const [row] = await db
    .select(stored)
    .from(hearingQuestions)
    .where(and(eq(hearingQuestions.id, id), eq(hearingQuestions.userId, userId)));
  return row ?? null;
}

/**
 * Adds a question last, in one statement that writes only when the case is the user's and holds
 * fewer than `cap` questions, so parallel adds cannot pass the cap together. Null: refused.
 */
export async function insertQuestion(
  db: Database,
  owner: { userId: string; caseId: string },
  input: QuestionInput,
  cap: number,
  now: string,
): Promise<QuestionRow | null> {
  const ofCase = eq(hearingQuestions.caseId, owner.caseId);
  const last = sql`coalesce((${db
    .select({ last: max(hearingQuestions.position) })
    .from(hearingQuestions)
    .where(ofCase)}), 0) + 1`;
  const held = sql`(${db.select({ n: count() }).from(hearingQuestions).where(ofCase)}) < ${cap}`;
  const [row] = await insertSelectWhere(
    db,
    hearingQuestions,
    {
      id: crypto.randomUUID(),
      userId: owner.userId,
      caseId: owner.caseId,
      witness: input.witness,
      issue: input.issue,
      text: input.text,
      pageRefs: input.pageRefs,
      position: last,
      createdAt: now,
      updatedAt: now,
    },
    [caseOwnedBy(owner.caseId, owner.userId), held],
  ).returning(stored);
  return row ?? null;
}

/** True when the user's question was deleted. */
export async function deleteQuestion(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(hearingQuestions)
    .where(and(eq(hearingQuestions.id, id), eq(hearingQuestions.userId, userId)))
    .returning({ id: hearingQuestions.id });
  return deleted.length > 0;
}

/** The case's questions in order, or undefined when the case is not the user's (a 404). */
export function ownQuestions(db: Database, owner: { userId: string; caseId: string }): Promise<QuestionRow[] | undefined> {
  return readOfOwnedCase(db, owner, () => listQuestions(db, owner));
}

/** A question added, or why not: the case is not the user's (a 404), or it holds `cap` already. */
export async function addQuestion(
  db: Database,
  owner: { userId: string; caseId: string },
  input: QuestionInput,
  cap: number,
  now: string,
): Promise<Written<QuestionRow, 'caseNotFound' | 'full'>> {
  const row = await insertQuestion(db, owner, input, cap, now);
  if (row) return { row };
  return { refused: (await ownsCase(db, owner.userId, owner.caseId)) ? 'full' : 'caseNotFound' };
}
