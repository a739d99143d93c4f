/**
 * The chronology tribunals order: the case's own dates, its other dated events and its
 * dated evidence in one table (date, event, evidence reference), reloaded whenever the evidence
 * changes, and exported as CSV or Word. The exports are in English, the tribunal's language,
 * whatever the screen's; from a Portuguese screen a Word reading copy in Portuguese, marked as not
 * for filing, is offered too (./chronology-words). On a phone each row becomes a small card with the column
 * names beside the values, so the table never scrolls sideways at 320 px. Those names are real text
 * (shown only on a phone), not aria-hidden: a browser that drops a restyled table's semantics (Safari)
 * still reads "Date 30 September 2026".
 */
import { type ReactNode, useId, useState } from 'react';
import { todayInLondon } from '../../domain/calendar';
import { eventKinds } from '../../domain/case-event-values';
import type { ChronologyEntry } from '../../domain/chronology';
import { format, type Messages } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { saveBlob } from '../files/save-blob';
import { useLongDate } from '../tracker/use-long-date';
import { useReload } from '../use-reload';
import { chronologyCsv, chronologyFileName } from './chronology-export';
import { type ChronologyHeadings, type ChronologyRow, type ChronologyWords, chronologyRows } from './chronology-rows';
import {
  CASE_DATE_FIELDS,
  type ChronologyExportKey,
  type ChronologyExportMessages,
  chronologyHeadings,
  chronologyWords,
} from './chronology-words';

export const CHRONOLOGY_MESSAGE_KEYS = [
  'chronology.title',
  'chronology.intro',
  'chronology.caption',
  'chronology.date',
  'chronology.event',
  'chronology.reference',
  'chronology.loading',
  'chronology.loadError',
  'chronology.empty',
  'chronology.downloadCsv',
  'chronology.downloadDocx',
  'chronology.exportLanguage',
  'chronology.readingCopyNote',
  'chronology.downloadReadingCopy',
  'chronology.exportError',
  'chronology.generatedOn',
  'chronology.eventWithDescription',
  ...CASE_DATE_FIELDS.map((field) => `chronology.caseDate.${field}` as const),
  ...eventKinds.map((kind) => `chronology.eventKind.${kind}` as const),
] as const;
type Key = (typeof CHRONOLOGY_MESSAGE_KEYS)[number];

interface Props {
  caseId: string;
  /** The case as the selector names it ("Ana v Acme"), and the two names for the file name. */
  caseName: string;
  fileNames: { claimant: string; employer: string };
  fallbackNames: { claimant: string; employer: string };
  /** Changes whenever the evidence changes, so the chronology is read again. */
  version: number;
  messages: Messages<Key>;
  /** The downloads' words: English for the files to send, the screen's for a reading copy. */
  exportMessages: ChronologyExportMessages;
  longDate: (iso: string) => string;
  dateLocale: string;
}

export default function Chronology({
  caseId,
  caseName,
  fileNames,
  fallbackNames,
  version,
  messages: t,
  exportMessages,
  longDate,
  dateLocale,
}: Props) {
  const englishDate = useLongDate('en-GB');
  const id = useId();
  const [entries, setEntries] = useState<ChronologyEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [exporting, setExporting] = useState(false);

  // Read again when the case changes or `version` says its evidence or dates have.
  useReload([caseId, version], (isCurrent) => {
    setFailed(false);
    call(client.api.cases[':caseId'].chronology.$get({ param: { caseId } }))
      .then(({ items }) => {
        if (isCurrent()) setEntries(items);
      })
      .catch((error: unknown) => {
        console.error('Chronology load failed', error);
        if (isCurrent()) setFailed(true);
      });
  });

  const words: ChronologyWords = {
    caseDate: Object.fromEntries(
      CASE_DATE_FIELDS.map((field) => [field, t[`chronology.caseDate.${field}`]]),
    ) as ChronologyWords['caseDate'],
    eventKind: Object.fromEntries(
      eventKinds.map((kind) => [kind, t[`chronology.eventKind.${kind}`]]),
    ) as ChronologyWords['eventKind'],
    eventWithDescription: t['chronology.eventWithDescription'],
  };
  const headings: ChronologyHeadings = {
    date: t['chronology.date'],
    event: t['chronology.event'],
    reference: t['chronology.reference'],
  };
  const rows: ChronologyRow[] = entries ? chronologyRows(entries, words) : [];
  const filing = exportMessages.filing;
  // The case as the tribunal writes it: "Silva v Acme Ltd".
  const tribunalName = `${fileNames.claimant || fallbackNames.claimant} v ${fileNames.employer || fallbackNames.employer}`;

  const downloadCsv = () => {
    const englishRows = entries ? chronologyRows(entries, chronologyWords(filing)) : [];
    saveBlob(
      new Blob([chronologyCsv(chronologyHeadings(filing), englishRows)], { type: 'text/csv;charset=utf-8' }),
      chronologyFileName(fileNames, fallbackNames, 'csv'),
    );
  };

  const downloadDocx = async (copy: 'filing' | 'reading') => {
    if (exporting) return;
    const reading = copy === 'reading' ? exportMessages.reading : null;
    const m: Messages<ChronologyExportKey> = reading ?? filing;
    const dateOf = reading ? longDate : englishDate;
    setExporting(true);
    try {
      const { chronologyDocxBlob } = await import('./chronology-docx');
      const blob = await chronologyDocxBlob({
        title: m['chronology.title'],
        caseName: tribunalName,
        headings: chronologyHeadings(m),
        rows: (entries ? chronologyRows(entries, chronologyWords(m)) : []).map((row) => ({ ...row, date: dateOf(row.date) })),
        // A reading copy does not ask to be checked "before you send it": it is not to be sent.
        generatedLine: format(m[reading ? 'chronology.readingCopyGenerated' : 'chronology.generatedOn'], {
          date: dateOf(todayInLondon()),
        }),
        language: reading ? dateLocale : 'en-GB',
        ...(reading ? { notice: m['chronology.readingCopyNotice'] } : {}),
      });
      saveBlob(blob, chronologyFileName(fileNames, fallbackNames, 'docx', reading ? 'reading_copy_pt' : undefined));
    } catch (error) {
      console.error('Word export failed', error);
      showToast({ title: t['chronology.exportError'], variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  let body: ReactNode;
  if (failed) body = <p className="banner banner-warning">{t['chronology.loadError']}</p>;
  else if (entries === null) body = <p role="status">{t['chronology.loading']}</p>;
  else if (rows.length === 0) body = <p>{t['chronology.empty']}</p>;
  else
    body = (
      <>
        <table className="chronology-table">
          <caption>{format(t['chronology.caption'], { caseName })}</caption>
          <thead>
            <tr>
              <th scope="col">{headings.date}</th>
              <th scope="col">{headings.event}</th>
              <th scope="col">{headings.reference}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // Entries have no id of their own (a case date is a field); their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole on every load.
              <tr key={index}>
                <td>
                  <span className="cell-label">{headings.date}</span>
                  <time dateTime={row.date}>{longDate(row.date)}</time>
                </td>
                <td>
                  <span className="cell-label">{headings.event}</span>
                  {row.event}
                </td>
                <td>
                  {row.reference && <span className="cell-label">{headings.reference}</span>}
                  {row.reference}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">
          {t['chronology.exportLanguage']}
          {exportMessages.reading && ` ${t['chronology.readingCopyNote']}`}
        </p>
        <div className="chronology-actions">
          <button type="button" className="button button-secondary" onClick={downloadCsv}>
            {t['chronology.downloadCsv']}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={exporting || undefined}
            onClick={() => void downloadDocx('filing')}
          >
            {t['chronology.downloadDocx']}
          </button>
          {exportMessages.reading && (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={exporting || undefined}
              onClick={() => void downloadDocx('reading')}
            >
              {t['chronology.downloadReadingCopy']}
            </button>
          )}
        </div>
      </>
    );

  return (
    <section className="chronology" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['chronology.title']}</h2>
      <p>{t['chronology.intro']}</p>
      {body}
    </section>
  );
}
