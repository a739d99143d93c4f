/**
 * One draft from a case: the facts, then the type's template (pure, deterministic). The optional
 * LLM rewrite and the citation check wrap this (./llm.ts, ./citations.ts).
 */
import type { DocumentType } from '../../../src/domain/document-types';
import type { Draft, DraftFacts } from '../../../src/domain/drafting/facts';
import { templates } from '../../../src/domain/drafting/templates';

export function templateDraft(facts: DraftFacts, type: DocumentType): Draft {
  // The schedule of loss lands with its engine (branch sol); until then it is refused as invalid.
  if (type === 'schedule_of_loss') throw new TypeError('schedule_of_loss template not merged yet');
  return templates[type](facts);
}
