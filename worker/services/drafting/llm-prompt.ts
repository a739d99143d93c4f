/**
 * What the LLM is asked. It sees the template draft only, never the case record: it can rewrite
 * what the draft says but has nothing else to add, and the claimant's other records (evidence
 * notes, files) never leave for a third party's model.
 */
import type { DocumentLanguage } from '../../../src/domain/documents';

const LANGUAGE: Record<DocumentLanguage, string> = {
  en: 'British English',
  pt: 'European Portuguese (keep the names of English statutes and cases in English)',
};

export function refineInstructions(kind: 'document' | 'research', language: DocumentLanguage): string {
  const what =
    kind === 'document'
      ? 'a document for an Employment Tribunal claim in England and Wales'
      : 'a legal research note for an Employment Tribunal claim in England and Wales';
  return [
    `You edit ${what}, written by a claimant without a lawyer.`,
    `Rewrite the draft you are given for clarity and a calm, formal, plain tone, in ${LANGUAGE[language]}.`,
    'Use only the facts in the draft. Do not add, remove or change any name, date, amount, figure, case, citation or statute section.',
    // The references are found again by their exact form when the bundle is rebuilt.
    'Keep every bundle page reference exactly as written, such as "[B: 45–47]" or "[B: 45]", beside what it refers to.',
    'Do not add case law. Keep every heading, numbered paragraph, bullet and table, in the same plain-text markup:',
    '"# " headings, "1. " numbered paragraphs, "- " bullets, "| a | b |" table rows.',
    'Answer with the rewritten draft only: no preamble, no comments, no code fences.',
  ].join('\n');
}

/** The model's answer without the wrapping some models add (a code fence, surrounding blank lines). */
export function cleanAnswer(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(trimmed);
  return (fenced?.[1] ?? trimmed).trim();
}
