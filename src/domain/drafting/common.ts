/**
 * What every template shares: its words (the `draft.*` keys of src/i18n, so both languages are
 * checked for parity and against the termbase like every other string), dates and money in the
 * draft's language, the parties, chronology lines and evidence references.
 */

import { formatMoney } from '../../i18n/format';
import { type MessageKey, translate } from '../../i18n/translate';
import type { IsoDate } from '../calendar';
import type { ChronologyEntry } from '../chronology';
import type { DocumentType } from '../document-types';
import { formatLongDate } from '../format';
import type { Draft, DraftFacts } from './facts';
import { pageRefFor } from './page-refs';

export type Words = (key: MessageKey, values?: Record<string, string | number>) => string;

export function wordsFor(facts: DraftFacts): Words {
  return (key, values) => translate(facts.language, key, values);
}

export function longDate(facts: DraftFacts, date: IsoDate): string {
  return formatLongDate(date, facts.language);
}

export function money(facts: DraftFacts, pence: number): string {
  return formatMoney(pence, facts.language);
}

/** The type's label, as the list of types shows it (`documents.type.*`). */
export function documentTitle(facts: DraftFacts, type: DocumentType): string {
  return translate(facts.language, `documents.type.${type}` as MessageKey);
}

/** "Ana Silva v Acme Ltd" (the tribunal's own form of a case name, in both languages). */
export function caseName(facts: DraftFacts): string {
  return `${facts.case.claimantName} v ${facts.case.employerName}`;
}

/** The evidence item's E-number in the chronology ("E3"), if dated. */
export function evidenceReference(facts: DraftFacts, evidenceId: string): string | null {
  const entry = facts.chronology.find((item) => item.kind === 'evidence' && item.evidenceId === evidenceId);
  return entry?.kind === 'evidence' ? entry.reference : null;
}

/** The bundle file an evidence item is, by name. */
export function exhibitFile(facts: DraftFacts, bundleFileId: string | null): string | null {
  if (!bundleFileId) return null;
  return facts.bundleFiles.find((file) => file.id === bundleFileId)?.fileName ?? null;
}

/**
 * " [B: 45–47]": where a bundle file is in the hearing bundle as last built, to follow a mention of
 * it; '' when it is not in the bundle or none has been built.
 */
export function bundlePages(facts: DraftFacts, bundleFileId: string | null): string {
  const ref = pageRefFor(facts.bundleIndex?.entries, bundleFileId);
  return ref ? ` ${ref}` : '';
}

/** One chronology entry in words: the case's dates, an event (with the claimant's description) or evidence. */
export function chronologyEvent(facts: DraftFacts, entry: ChronologyEntry): string {
  const t = wordsFor(facts);
  if (entry.kind === 'caseDate') return t(`chronology.caseDate.${entry.field}` as MessageKey);
  if (entry.kind === 'evidence') return entry.title;
  const kind = t(`chronology.eventKind.${entry.eventKind}` as MessageKey);
  return entry.description ? t('chronology.eventWithDescription', { kind, description: entry.description }) : kind;
}

/**
 * The entries that tell the story: events and dated evidence, and the case's own dates that are
 * part of it (the main event, and any `also` asked for) unless an event on the same day already
 * tells it in the claimant's words.
 */
export function storyEntries(facts: DraftFacts, also: readonly string[] = []): ChronologyEntry[] {
  const eventDays = new Set(facts.events.map((event) => event.date));
  return facts.chronology.filter(
    (entry) =>
      entry.kind !== 'caseDate' || (entry.field === 'dismissalDate' && !eventDays.has(entry.date)) || also.includes(entry.field),
  );
}

/** Numbered paragraphs: `next()` gives "1.", "2." … across a whole document. */
export function numbering(): (text: string) => string {
  let n = 0;
  return (text) => {
    n += 1;
    return `${n}. ${text}`;
  };
}

/** The document's text from lines (blank lines between blocks) and its list of what is missing. */
export function draftOf(
  facts: DraftFacts,
  type: DocumentType,
  blocks: readonly (string | null | false | undefined)[],
  missing: string[],
): Draft {
  const kept = blocks.filter((block): block is string => typeof block === 'string' && block.length > 0);
  return { documentType: type, title: documentTitle(facts, type), content: `${kept.join('\n\n')}\n`, missing };
}

/** The 'Still needed' section, when something is missing. */
export function missingSection(facts: DraftFacts, missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  const t = wordsFor(facts);
  return [`## ${t('draft.missing.heading')}`, t('draft.missing.intro'), ...missing.map((item) => `- ${item}`)].join('\n');
}
