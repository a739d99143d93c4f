/**
 * The law watch: the figure rows that wait for legislation.gov.uk to confirm them ('reported' and
 * 'medium' rows, each naming the provisions that would), what the daily watch read there, and an
 * admin's review of a notice. Shared by the Worker (services/law-watch/, its routes) and the islands.
 * The watch never changes a row: a row changes only by an edit to the figures table.
 */
import { z } from 'zod';
import type { IsoDate } from './calendar';
import { figureIds, figures } from './figures';
import type { Confidence, FigureRow, WatchTarget } from './figures/model';
import type { RowRef } from './law-watch-checks';

export const LEGISLATION_SITE = 'https://www.legislation.gov.uk';

/** Rows that are not fully confirmed and so must name what would confirm them. */
export const WATCHED_CONFIDENCE: readonly Confidence[] = ['reported', 'medium'];

export type { LawWatchCheck, RowRef } from './law-watch-checks';

export interface WatchedRow extends RowRef {
  confidence: Confidence;
  watch: readonly WatchTarget[];
}

/** Every 'reported' or 'medium' row, with its watch targets (empty when a row names none: a test forbids that). */
export function watchedRows(): WatchedRow[] {
  return figureIds.flatMap((figure) => {
    const rows: readonly FigureRow[] = figures[figure].rows;
    return (
      rows
        // A row only reported, or legislated with a transitional rule only reported (the cap's removal).
        .filter(
          (row) =>
            WATCHED_CONFIDENCE.includes(row.confidence) ||
            (row.transition !== undefined && WATCHED_CONFIDENCE.includes(row.transition.confidence)),
        )
        .map((row) => ({ figure, from: row.from, confidence: row.confidence, watch: row.watch ?? [] }))
    );
  });
}

/** A legislation.gov.uk path of a provision: type/year/number, then its parts ("section/152", "schedule", "schedule/3/paragraph/1"). */
export const PROVISION_PATH =
  /^(ukpga|uksi)\/\d{4}\/\d+(\/(section|schedule|paragraph|regulation|article|rule|part)(\/[0-9A-Z]+)?)+$/;

/** Every watched provision once, with the rows it would confirm, in the table's order. */
export function watchedProvisions(): { provision: string; rows: RowRef[] }[] {
  const byProvision = new Map<string, RowRef[]>();
  for (const row of watchedRows()) {
    for (const target of row.watch) {
      const rows = byProvision.get(target.provision) ?? [];
      rows.push({ figure: row.figure, from: row.from });
      byProvision.set(target.provision, rows);
    }
  }
  return [...byProvision].map(([provision, rows]) => ({ provision, rows }));
}

/** The item a provision belongs to: "ukpga/2025/36/section/152" → "ukpga/2025/36". */
export function itemOf(provision: string): string {
  return provision.split('/').slice(0, 3).join('/');
}

/** An Act is brought into force by commencement instruments, which the watch lists; an instrument's own provisions are not. */
export function isAct(item: string): boolean {
  return item.startsWith('ukpga/');
}

/** The Acts whose commencement instruments the watch lists, with the rows that watch one of their provisions. */
export function watchedActs(): { act: string; rows: RowRef[] }[] {
  const byAct = new Map<string, RowRef[]>();
  for (const { provision, rows } of watchedProvisions()) {
    const act = itemOf(provision);
    if (!isAct(act)) continue;
    const known = byAct.get(act) ?? [];
    for (const row of rows) if (!known.some((r) => r.figure === row.figure && r.from === row.from)) known.push(row);
    byAct.set(act, known);
  }
  return [...byAct].map(([act, rows]) => ({ act, rows }));
}

/** legislation.gov.uk's own short form of a provision: "s. 152", "Sch. 12", "Sch. 3 para. 1", "reg. 3". */
export function provisionLabel(provision: string): string {
  const words: Record<string, string> = {
    section: 's.',
    schedule: 'Sch.',
    paragraph: 'para.',
    regulation: 'reg.',
    article: 'art.',
    rule: 'r.',
    part: 'Pt.',
  };
  const parts = provision.split('/').slice(3);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const kind = words[parts[i] ?? ''] ?? parts[i] ?? '';
    out.push(parts[i + 1] ? `${kind} ${parts[i + 1]}` : kind);
  }
  return out.join(' ');
}

/** The page a reader (or an admin) checks: "https://www.legislation.gov.uk/ukpga/2025/36/section/152". */
export function legislationUrl(path: string): string {
  return `${LEGISLATION_SITE}/${path}`;
}

/** What a watched row expects to find at a provision (for notices and e-mails). */
export function expectationFor(row: RowRef, provision: string): string | undefined {
  return watchedRows()
    .find((r) => r.figure === row.figure && r.from === row.from)
    ?.watch.find((target) => target.provision === provision)?.expect;
}

/**
 * A provision's status as its CLML says (legislation.gov.uk's revised text): in force from a date,
 * prospective (enacted, not yet in force), repealed, or not revised yet (only the text as enacted
 * or made is published, which carries no in-force information).
 */
export const provisionStatuses = ['inForce', 'prospective', 'repealed', 'notRevised'] as const;
export type ProvisionStatus = (typeof provisionStatuses)[number];

/** What the watch read for one provision. Texts are legislation.gov.uk's own (English). */
export interface ProvisionReading {
  kind: 'provision';
  status: ProvisionStatus;
  /** The first day in force (CLML RestrictStartDate), when the provision is in force. */
  inForceFrom: IsoDate | null;
  /** The Commencement Information annotations (CLML Commentary Type "I"), as legislation.gov.uk words them. */
  commencement: string[];
  /** Commencements recorded but not yet applied to the text (ukm:UnappliedEffect), with the instrument and dates. */
  pending: { instrument: string; provisions: string; dates: IsoDate[] }[];
}

/** One commencement instrument made under an Act, from legislation.gov.uk's list. */
export interface Instrument {
  /** "uksi/2026/954". */
  uri: string;
  title: string;
  /** The day it was made (ukm:CreationDate). */
  made: IsoDate | null;
}

/** What the watch read for one Act: the commencement instruments made under it. */
export interface InstrumentsReading {
  kind: 'instruments';
  instruments: Instrument[];
}

export type Reading = ProvisionReading | InstrumentsReading;

/** A change the watch found and an admin has not yet marked reviewed, as the admin page shows it. */
export interface LawWatchNotice {
  id: string;
  /** The provision ("ukpga/2025/36/section/152") or, for new instruments, the Act ("ukpga/2025/36"). */
  target: string;
  sourceUrl: string;
  rows: RowRef[];
  /** The reading before (null: the first reading of this target). */
  before: Reading | null;
  after: Reading;
  createdAt: string;
}

/** New instruments in `after` that `before` did not list. */
export function newInstruments(before: Reading | null, after: InstrumentsReading): Instrument[] {
  const known = new Set(before?.kind === 'instruments' ? before.instruments.map((i) => i.uri) : []);
  return after.instruments.filter((instrument) => !known.has(instrument.uri));
}

export const MAX_REVIEW_NOTE_CHARS = 500;

export const lawWatchMessages = {
  adminsOnly: 'You need admin rights to see the law watch.',
  noticeNotFound: 'No law-watch notice with that id',
  alreadyReviewed: 'This notice was already marked reviewed',
  /** A message key (src/i18n): the schema's issue names it, the admin's screen shows the words. */
  noteTooLong: 'lawWatch.noteTooLong',
} as const;

/** Marking a notice reviewed: an optional note of what the admin did (checked, edited the table in …). */
export const lawWatchReviewSchema = z.object({
  note: z
    .string()
    .trim()
    .max(MAX_REVIEW_NOTE_CHARS, { error: lawWatchMessages.noteTooLong })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type LawWatchReviewRequest = z.input<typeof lawWatchReviewSchema>;

/**
 * Whether a new reading is news for the admins (a notice and an e-mail). Compared with the last
 * stored reading: any change of a provision's reading is; for an Act's instruments, a new one is
 * (one dropping off the list is not). A target's first reading is news only when it already shows
 * the provision in force or repealed, or a commencement recorded but not yet applied: a provision
 * still waiting, or the instruments already made, are what the rows were written against.
 */
export function isNews(before: Reading | null, after: Reading): boolean {
  if (after.kind === 'instruments') return before !== null && newInstruments(before, after).length > 0;
  if (before === null) return after.status === 'inForce' || after.status === 'repealed' || after.pending.length > 0;
  return JSON.stringify(before) !== JSON.stringify(after);
}
