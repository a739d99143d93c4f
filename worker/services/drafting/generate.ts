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
  // A new document is titled with its type's label (the list shows the case beside it).
  const label = translate(facts.language, `documents.type.${type}`);
  if (facts.language === 'en') return { ...draft, title: label };
  // Anything filed or sent is in English; a Portuguese draft is a reading copy, and says so in its
  // title and on its first line, so it is never taken for the text to file.
  return {
    ...draft,
    title: translate(facts.language, 'documents.readingCopyTitle', { type: label }),
    content: `${translate(facts.language, 'draft.readingCopy')}\n\n${draft.content}`,
  };
}
