/**
 * One document generation (POST /api/documents/generate), from the case to the stored draft: the
 * case's facts (another user's case is a 404 before anything is counted), the kept complaint choice,
 * what the generation costs (services/drafting/allowance.ts; nothing when the case has not changed
 * since the stored draft of its type), the template draft through the optional LLM rewrite and the
 * citation check, the capped insert, and the bundle pages the text cites. Whatever was taken is given
 * back when the draft cannot be made or stored, and by the second of two parallel generations from
 * one unchanged case.
 */
import { documentMessages, type GenerateDocumentRequest, MAX_DOCUMENTS_PER_USER } from '../../../src/domain/documents';
import type { Database } from '../../db/client';
import { saveComplaintChoice } from '../../db/complaints';
import { type DocumentRow, hasDraftFromInputs, insertDocumentWithinCap, readDocument, storedAfterTwin } from '../../db/documents';
import { savePageRefs } from '../../db/page-refs';
import { ApiError, ErrorCode } from '../../errors';
import { type Allowance, takeAllowance, unchangedCase } from './allowance';
import { gatherFacts } from './facts';
import { templateDraft } from './generate';
import { draftInputsHash } from './inputs-hash';
import { refineDraft } from './llm';
import type { LlmEnv } from './llm-config';

export interface GeneratedDocument {
  row: DocumentRow;
  allowance: Allowance;
  /** What the template could not fill in from the case. */
  missing: ReturnType<typeof templateDraft>['missing'];
  /** Why the template draft was kept when an LLM is configured, or null. */
  notice: Awaited<ReturnType<typeof refineDraft>>['notice'];
}

/** Runs `step`; when it throws, gives the allowance back first. */
async function refundingOnFailure<T>(allowance: Allowance, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await allowance.refund();
    throw error;
  }
}

export async function generateDocument(
  db: Database,
  env: LlmEnv & { STRIPE_SECRET_KEY?: string | undefined },
  request: GenerateDocumentRequest & { userId: string },
  clock: { now: Date; today: string },
): Promise<GeneratedDocument> {
  const { userId, caseId, documentType, language, complaints, direction } = request;
  const { now, today } = clock;
  // The case first: a case that is not the user's costs nothing and answers 404.
  const facts = await gatherFacts(db, { userId, caseId, language, today, complaints, direction });
  // Kept with the case: the next draft, and the schedule of loss (ERA s.124(1A)), read it.
  if (complaints) await saveComplaintChoice(db, userId, caseId, complaints);
  // Drafting again from a case that has not changed since the stored draft of this type costs
  // nothing: the inputs' hash is compared before any allowance is taken.
  const inputsHash = await draftInputsHash(facts, documentType);
  const inputs = { userId, caseId, documentType, inputsHash };
  let allowance: Allowance = (await hasDraftFromInputs(db, inputs))
    ? unchangedCase
    : await takeAllowance(db, { userId, documentType, today, now, paymentsConfigured: Boolean(env.STRIPE_SECRET_KEY) });
  const draft = templateDraft(facts, documentType);
  // The optional LLM rewrite (never new facts) and the citation check of whatever text is kept.
  const refined = await refundingOnFailure(allowance, () => refineDraft(db, env, { draft, facts, kind: 'document' }));
  const id = crypto.randomUUID();
  const stored = await refundingOnFailure(allowance, () =>
    insertDocumentWithinCap(
      db,
      {
        id,
        userId,
        caseId,
        documentType,
        title: draft.title,
        language,
        // What the claimant reads is what was refined: the LLM's rewrite when it was kept, with the
        // citations the check could not verify marked in it and listed beside it.
        content: refined.content,
        provider: refined.provider,
        unverifiedCitations: refined.unverifiedCitations,
        inputsHash,
        createdAt: now.toISOString(),
      },
      MAX_DOCUMENTS_PER_USER,
    ),
  );
  if (!stored) {
    await allowance.refund();
    throw new ApiError(409, ErrorCode.LIMIT_REACHED, documentMessages.tooMany);
  }
  // Two parallel requests from the same unchanged case both found no earlier draft and both paid:
  // the one stored second gives its use back, so one case's draft is paid for once.
  if (allowance !== unchangedCase && (await storedAfterTwin(db, { ...inputs, id }))) {
    await allowance.refund();
    allowance = unchangedCase;
  }
  // The bundle pages the text cites, so its references can be rewritten after a rebuild.
  await savePageRefs(db, { documentId: id, userId, content: refined.content }, facts.bundleIndex, now);
  const row = await readDocument(db, userId, id);
  if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No document with that id');
  return { row, allowance, missing: draft.missing, notice: refined.notice };
}
