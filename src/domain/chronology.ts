/**
 * The chronology tribunals ask for: the case's own dates (the main event, Acas Day A and
 * Day B, the ET1, the hearing), its dated events and its dated evidence, in one list by date. The
 * API sends entries by kind; each screen and export words them in its own language.
 */
import type { IsoDate } from './calendar';
import type { EventKind } from './case-event-values';
import type { CaseEventRecord } from './case-events';
import type { CaseRecord } from './case-record';
import type { EvidenceRecord } from './evidence';

export type ChronologyEntry =
  | { date: IsoDate; kind: 'caseDate'; field: 'dismissalDate' | 'acasStartDate' | 'acasEndDate' | 'et1FiledDate' | 'hearingDate' }
  | { date: IsoDate; kind: 'event'; eventKind: EventKind; description: string | null; eventId: string }
  | { date: IsoDate; kind: 'evidence'; title: string; evidenceId: string; reference: string };

const CASE_DATES = ['dismissalDate', 'acasStartDate', 'acasEndDate', 'et1FiledDate', 'hearingDate'] as const;

/** Sorts entries of one day: the case's dates first, then events, then evidence (in reference order). */
const KIND_ORDER = { caseDate: 0, event: 1, evidence: 2 } as const;

/**
 * Evidence is referenced E1, E2 … in date order (undated items are left out of a chronology but
 * keep no number), so a witness statement or the bundle index can cite "E3".
 */
export function buildChronology(
  record: Pick<CaseRecord, (typeof CASE_DATES)[number]>,
  events: readonly Pick<CaseEventRecord, 'id' | 'date' | 'kind' | 'description'>[],
  evidence: readonly Pick<EvidenceRecord, 'id' | 'evidenceDate' | 'title' | 'createdAt'>[],
): ChronologyEntry[] {
  const dated = evidence
    .filter((item): item is typeof item & { evidenceDate: IsoDate } => item.evidenceDate !== null)
    .sort((a, b) => a.evidenceDate.localeCompare(b.evidenceDate) || a.createdAt.localeCompare(b.createdAt));
  const entries: ChronologyEntry[] = [
    ...CASE_DATES.flatMap((field): ChronologyEntry[] => {
      const date = record[field];
      return date ? [{ date, kind: 'caseDate', field }] : [];
    }),
    ...events.map(
      (event): ChronologyEntry => ({
        date: event.date,
        kind: 'event',
        eventKind: event.kind,
        description: event.description,
        eventId: event.id,
      }),
    ),
    ...dated.map(
      (item, index): ChronologyEntry => ({
        date: item.evidenceDate,
        kind: 'evidence',
        title: item.title,
        evidenceId: item.id,
        reference: `E${index + 1}`,
      }),
    ),
  ];
  // A stable sort: same-day entries keep the order above within their kind.
  return entries.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
