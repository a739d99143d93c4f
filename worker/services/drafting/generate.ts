/**
 * One draft from a case: the facts, then the type's template (pure, deterministic). The optional
 * LLM rewrite and the citation check wrap this (./llm.ts, ./citations.ts).
 */
import type { DocumentType } from '../../../src/domain/document-types';
import type { Draft, DraftFacts } from '../../../src/domain/drafting/facts';
import { templates } from '../../../src/domain/drafting/templates';
import { translate } from '../../../src/i18n/translate';

export function templateDraft(facts: DraftFacts, type: DocumentType): Draft {
  const draft = templates[type](facts);
  // The spec: a new document is titled with its type's label (the list shows the case beside it).
  return { ...draft, title: translate(facts.language, `documents.type.${type}`) };
}
