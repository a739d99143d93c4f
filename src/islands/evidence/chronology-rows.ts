/**
 * The chronology as rows of words (date, event, evidence reference), one source for the table on
 * the page, the CSV and the Word file, so the three always say the same. The API sends entries by
 * kind (src/domain/chronology.ts); the words come from the page's language.
 */
import type { IsoDate } from '../../domain/calendar';
import type { EventKind } from '../../domain/case-event-values';
import type { ChronologyEntry } from '../../domain/chronology';
import { format } from '../../i18n/island-messages';

export interface ChronologyRow {
  date: IsoDate;
  event: string;
  /** "E3" for dated evidence, "" otherwise. */
  reference: string;
}

type CaseDateField = Extract<ChronologyEntry, { kind: 'caseDate' }>['field'];

export interface ChronologyWords {
  caseDate: Record<CaseDateField, string>;
  eventKind: Record<EventKind, string>;
  /** "{kind}: {description}" */
  eventWithDescription: string;
}

export function chronologyRows(entries: readonly ChronologyEntry[], words: ChronologyWords): ChronologyRow[] {
  return entries.map((entry): ChronologyRow => {
    if (entry.kind === 'caseDate') return { date: entry.date, event: words.caseDate[entry.field], reference: '' };
    if (entry.kind === 'evidence') return { date: entry.date, event: entry.title, reference: entry.reference };
    const kind = words.eventKind[entry.eventKind];
    return {
      date: entry.date,
      event: entry.description ? format(words.eventWithDescription, { kind, description: entry.description }) : kind,
      reference: '',
    };
  });
}

/** The three column headings, in the page's language. */
export interface ChronologyHeadings {
  date: string;
  event: string;
  reference: string;
}
