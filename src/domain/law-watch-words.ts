/**
 * The law watch's notices in words, for the admin island (its picked messages) and the admins'
 * e-mail (law-watch-email.ts, the catalogues): the same sentences in English and European Portuguese. legislation.gov.uk's
 * own words (annotations, instrument titles) and the figures table's "what to look for" stay in
 * English and are marked so.
 */
import type { IsoDate } from './calendar';
import { expectationFor, itemOf, type LawWatchNotice, newInstruments, provisionLabel, type Reading } from './law-watch';

export const LAW_WATCH_MESSAGE_KEYS = [
  'lawWatch.title',
  'lawWatch.intro',
  'lawWatch.none',
  'lawWatch.lastRun',
  'lawWatch.neverRun',
  'lawWatch.failure',
  'lawWatch.instrumentsOf',
  'lawWatch.rowsTitle',
  'lawWatch.row',
  'lawWatch.before',
  'lawWatch.now',
  'lawWatch.firstReading',
  'lawWatch.status.inForce',
  'lawWatch.status.prospective',
  'lawWatch.status.repealed',
  'lawWatch.status.notRevised',
  'lawWatch.pending',
  'lawWatch.pendingNoDate',
  'lawWatch.annotation',
  'lawWatch.newInstrument',
  'lawWatch.newInstrumentNoDate',
  'lawWatch.noNewInstrument',
  'lawWatch.source',
  'lawWatch.found',
  'lawWatch.noteLabel',
  'lawWatch.noteTooLong',
  'lawWatch.markReviewed',
  'lawWatch.reviewed',
  'lawWatch.reviewFailed',
] as const;
export type LawWatchKey = (typeof LAW_WATCH_MESSAGE_KEYS)[number];

/** A sentence by key with its values, and a calendar date in the reader's language. */
export interface Wording {
  say: (key: LawWatchKey, values?: Record<string, string | number>) => string;
  date: (date: IsoDate) => string;
}

/** The target in a heading: "s. 152 (ukpga/2025/36/section/152)", or the Act's commencement regulations. */
export function targetHeading(target: string, { say }: Wording): string {
  if (target.startsWith('instruments:')) return say('lawWatch.instrumentsOf', { act: target.slice('instruments:'.length) });
  return `${provisionLabel(target)} (${target})`;
}

/** What a reading says, one sentence a line. For instruments, the ones new since `before`. */
export function describeReading(reading: Reading, before: Reading | null, { say, date }: Wording): string[] {
  if (reading.kind === 'instruments') {
    const added = before ? newInstruments(before, reading) : reading.instruments;
    if (added.length === 0) return [say('lawWatch.noNewInstrument')];
    return added.map((i) =>
      i.made
        ? say('lawWatch.newInstrument', { title: i.title, uri: i.uri, date: date(i.made) })
        : say('lawWatch.newInstrumentNoDate', { title: i.title, uri: i.uri }),
    );
  }
  const lines = [
    reading.status === 'inForce'
      ? say('lawWatch.status.inForce', { date: reading.inForceFrom ? date(reading.inForceFrom) : '' })
      : say(`lawWatch.status.${reading.status}`),
  ];
  for (const p of reading.pending) {
    const values = { instrument: p.instrument, provisions: p.provisions };
    lines.push(
      p.dates.length > 0
        ? say('lawWatch.pending', { ...values, dates: p.dates.map(date).join(', ') })
        : say('lawWatch.pendingNoDate', values),
    );
  }
  for (const text of reading.commencement) lines.push(say('lawWatch.annotation', { text }));
  return lines;
}

/** The rows a notice concerns, each with what to look for at its target. */
export function describeRows(notice: LawWatchNotice, { say, date }: Wording): string[] {
  const provision = notice.target.startsWith('instruments:') ? null : notice.target;
  return notice.rows.map((row) => {
    const expect = provision
      ? expectationFor(row, provision)
      : `commencement regulations under ${itemOf(notice.target.slice('instruments:'.length))} that bring the row's provisions into force`;
    return say('lawWatch.row', { figure: row.figure, from: date(row.from), expect: expect ?? '' });
  });
}
