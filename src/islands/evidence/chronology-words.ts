/**
 * The words of the chronology's downloads. What is sent to the tribunal or the other side is in
 * English whatever the screen's language (the page picks these keys in English for it); from a
 * Portuguese screen a Word reading copy is made with the Portuguese ones, marked as not for filing.
 */
import { eventKinds } from '../../domain/case-event-values';
import type { Messages } from '../../i18n/island-messages';
import type { ChronologyHeadings, ChronologyWords } from './chronology-rows';

export const CASE_DATE_FIELDS = ['dismissalDate', 'acasStartDate', 'acasEndDate', 'et1FiledDate', 'hearingDate'] as const;

export const CHRONOLOGY_EXPORT_KEYS = [
  'chronology.title',
  'chronology.date',
  'chronology.event',
  'chronology.reference',
  'chronology.generatedOn',
  'chronology.eventWithDescription',
  'chronology.readingCopyNotice',
  'chronology.readingCopyGenerated',
  ...CASE_DATE_FIELDS.map((field) => `chronology.caseDate.${field}` as const),
  ...eventKinds.map((kind) => `chronology.eventKind.${kind}` as const),
] as const;
export type ChronologyExportKey = (typeof CHRONOLOGY_EXPORT_KEYS)[number];

/** English for the files to send; the screen's language for a reading copy, where it is not English. */
export interface ChronologyExportMessages {
  filing: Messages<ChronologyExportKey>;
  reading: Messages<ChronologyExportKey> | null;
}

export function chronologyWords(t: Messages<ChronologyExportKey>): ChronologyWords {
  return {
    caseDate: Object.fromEntries(
      CASE_DATE_FIELDS.map((field) => [field, t[`chronology.caseDate.${field}`]]),
    ) as ChronologyWords['caseDate'],
    eventKind: Object.fromEntries(
      eventKinds.map((kind) => [kind, t[`chronology.eventKind.${kind}`]]),
    ) as ChronologyWords['eventKind'],
    eventWithDescription: t['chronology.eventWithDescription'],
  };
}

export function chronologyHeadings(t: Messages<ChronologyExportKey>): ChronologyHeadings {
  return { date: t['chronology.date'], event: t['chronology.event'], reference: t['chronology.reference'] };
}
