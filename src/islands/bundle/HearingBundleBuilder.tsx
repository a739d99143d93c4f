/**
 * 'Build hearing bundle' (issue 12): the claimant chooses which of the case's files go in, their
 * order (drag and drop, or the Move up / Move down buttons, announced in a polite live region) and
 * their sections, then builds one PDF in this browser. The builder (src/bundle-pdf, with pdf-lib)
 * is imported only when Build is pressed, so the screen's first download does not carry it. The
 * PDF is downloaded through a blob URL, and a summary lists what went in and what did not, and why.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { uploadMoment } from '../../bundle-pdf/dates';
import { documentKind } from '../../bundle-pdf/kinds';
import { isBundleSection } from '../../bundle-pdf/sections';
import { BUNDLE_SECTIONS, type BuildResult, type BundleDocument, type SkipReason } from '../../bundle-pdf/types';
import { format, type Messages, plural } from '../../i18n/island-messages';
import { showToast } from '../../stores/toasts';
import { BUNDLE_PDF_MESSAGE_KEYS, bundleLabels } from './bundle-labels';
import {
  type Arranged,
  canMoveDown,
  canMoveUp,
  initialArrangement,
  moveDown,
  moveTo,
  moveUp,
  positionOf,
  setIncluded,
  setSection,
} from './bundle-order';
import { fetchAll } from './fetch-all';
import '../../styles/hearing-bundle.css';

export const HEARING_BUNDLE_MESSAGE_KEYS = [
  ...BUNDLE_PDF_MESSAGE_KEYS,
  'bundleBuilder.title',
  'bundleBuilder.intro',
  'bundleBuilder.orderHint',
  'bundleBuilder.listLabel',
  'bundleBuilder.include',
  'bundleBuilder.uploaded',
  'bundleBuilder.section',
  'bundleBuilder.noSection',
  'bundleBuilder.moveUp',
  'bundleBuilder.moveDown',
  'bundleBuilder.moveUpLabel',
  'bundleBuilder.moveDownLabel',
  'bundleBuilder.moved',
  'bundleBuilder.docxNote',
  'bundleBuilder.cannotInclude',
  'bundleBuilder.docAdvice',
  'bundleBuilder.otherAdvice',
  'bundleBuilder.empty',
  'bundleBuilder.build',
  'bundleBuilder.building',
  'bundleBuilder.progressFetching',
  'bundleBuilder.progressBuilding',
  'bundleBuilder.noneChosen',
  'bundleBuilder.ready',
  'bundleBuilder.readyBody',
  'bundleBuilder.summaryTitle',
  'bundleBuilder.summaryPages.one',
  'bundleBuilder.summaryPages.other',
  'bundleBuilder.included',
  'bundleBuilder.entryOnePage',
  'bundleBuilder.entryPages',
  'bundleBuilder.notIncluded',
  'bundleBuilder.skipped.encrypted',
  'bundleBuilder.skipped.damaged',
  'bundleBuilder.skipped.doc',
  'bundleBuilder.skipped.docxExcluded',
  'bundleBuilder.skipped.typeNotSupported',
  'bundleBuilder.downloadAgain',
  'bundleBuilder.error',
  'bundleBuilder.fetchError',
  'bundleBuilder.nothingIncluded',
  'bundleBuilder.buildError',
] as const;
export type HearingBundleMessageKey = (typeof HEARING_BUNDLE_MESSAGE_KEYS)[number];

/** A stored file of the case, as the bundle list gives it. */
export interface BundleFile {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadDate: string;
}

export interface HearingBundleBuilderProps {
  files: readonly BundleFile[];
  /** The file's bytes (the screen fetches them through the signed download link). */
  fetchFile(id: string): Promise<ArrayBuffer>;
  /** '{claimant} v {employer}': printed on the bundle's first page. */
  title: string;
  /** '{claimant}_v_{employer}', already safe as a file name: the PDF is '{fileBaseName}_hearing_bundle.pdf'. */
  fileBaseName: string;
  messages: Messages<HearingBundleMessageKey>;
  dateLocale: 'en-GB' | 'pt-PT';
}

const SKIP_MESSAGES: Record<SkipReason, HearingBundleMessageKey> = {
  encrypted: 'bundleBuilder.skipped.encrypted',
  damaged: 'bundleBuilder.skipped.damaged',
  'doc-not-supported': 'bundleBuilder.skipped.doc',
  'docx-excluded': 'bundleBuilder.skipped.docxExcluded',
  'type-not-supported': 'bundleBuilder.skipped.typeNotSupported',
};

/** Files the builder can put in (the others are listed apart, with advice). */
const includable = (file: BundleFile) => !['doc', 'other'].includes(documentKind(file.fileName, file.fileType));

type Phase = { step: 'idle' } | { step: 'fetching' | 'building'; percent: number };

interface Summary {
  fileName: string;
  url: string;
  result: Omit<BuildResult, 'bytes'>;
}

export default function HearingBundleBuilder({
  files,
  fetchFile,
  title,
  fileBaseName,
  messages: t,
  dateLocale,
}: HearingBundleBuilderProps) {
  const id = useId();
  const usable = useMemo(() => files.filter(includable), [files]);
  const unusable = useMemo(() => files.filter((file) => !includable(file)), [files]);
  const byId = useMemo(() => new Map(files.map((file) => [file.id, file])), [files]);
  const [items, setItems] = useState<Arranged[]>(() => initialArrangement(usable));
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [summary, setSummary] = useState<Summary | null>(null);
  /** When nothing could go in: the reasons, without a bundle. */
  const [skippedOnly, setSkippedOnly] = useState<BuildResult['skipped'] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);

  const longDate = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    return (iso: string) => {
      const moment = uploadMoment(iso);
      return moment ? formatter.format(moment) : '';
    };
  }, [dateLocale]);

  // Files uploaded or deleted on the screen: keep the claimant's arrangement of the others, new
  // files joining the end of the files with no section.
  useEffect(() => {
    setItems((current) => {
      const present = new Set(usable.map((file) => file.id));
      const kept = current.filter((item) => present.has(item.id));
      const known = new Set(kept.map((item) => item.id));
      const added = initialArrangement(usable.filter((file) => !known.has(file.id)));
      return kept.length === current.length && added.length === 0 ? current : [...kept, ...added];
    });
  }, [usable]);

  // The blob URL of the last bundle lives until the next one replaces it or the screen goes.
  useEffect(() => {
    if (!summary) return;
    return () => URL.revokeObjectURL(summary.url);
  }, [summary]);

  // After a move, focus stays on the button pressed (or its partner, if it is now disabled at the
  // top or bottom of a section): re-ordering the DOM would otherwise drop focus to the page.
  useEffect(() => {
    if (!focusAfterMove) return;
    setFocusAfterMove(null);
    const { id: moved, direction } = focusAfterMove;
    const pressed = buttons.current.get(`${moved}:${direction}`);
    const other = buttons.current.get(`${moved}:${direction === 'up' ? 'down' : 'up'}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [focusAfterMove]);

  useEffect(() => {
    if (summary) summaryHeading.current?.focus();
  }, [summary]);

  const nameOf = (fileId: string) => byId.get(fileId)?.fileName ?? '';
  const announceMove = (next: readonly Arranged[], fileId: string) => {
    setAnnouncement(
      format(t['bundleBuilder.moved'], { file: nameOf(fileId), position: positionOf(next, fileId), total: next.length }),
    );
  };
  const change = (next: Arranged[], fileId: string) => {
    setItems(next);
    announceMove(next, fileId);
  };
  const move = (fileId: string, direction: 'up' | 'down') => {
    change(direction === 'up' ? moveUp(items, fileId) : moveDown(items, fileId), fileId);
    setFocusAfterMove({ id: fileId, direction });
  };

  const busy = phase.step !== 'idle';

  async function build() {
    const chosen = items.filter((item) => item.included);
    if (chosen.length === 0) {
      showToast({ title: t['bundleBuilder.error'], description: t['bundleBuilder.noneChosen'], variant: 'destructive' });
      return;
    }
    // Progress in one bar: each file fetched is one step, then the builder's own steps (one per
    // document, plus laying out and saving).
    const steps = chosen.length * 2 + 2;
    setSummary(null);
    setPhase({ step: 'fetching', percent: 0 });
    setAnnouncement(t['bundleBuilder.building']);
    try {
      const fetched = await fetchAll(
        chosen.map((item) => item.id),
        fetchFile,
        (done) => setPhase({ step: 'fetching', percent: Math.round((100 * done) / steps) }),
      );
      if ('failed' in fetched) {
        showToast({
          title: t['bundleBuilder.error'],
          description: format(t['bundleBuilder.fetchError'], { file: nameOf(fetched.failed) }),
          variant: 'destructive',
        });
        return;
      }
      const documents: BundleDocument[] = chosen.map((item, i) => {
        const file = byId.get(item.id);
        return {
          id: item.id,
          fileName: file?.fileName ?? '',
          fileType: file?.fileType ?? '',
          uploadDate: file?.uploadDate ?? '',
          section: item.section,
          bytes: fetched.bytes[i] ?? new ArrayBuffer(0),
        };
      });
      const { buildBundle, EmptyBundleError } = await import('../../bundle-pdf/build-bundle');
      let result: BuildResult;
      try {
        result = await buildBundle(documents, {
          title,
          labels: bundleLabels(t),
          dateLocale,
          includeDocx: true,
          onProgress: (done) => setPhase({ step: 'building', percent: Math.round((100 * (chosen.length + done)) / steps) }),
        });
      } catch (error) {
        if (!(error instanceof EmptyBundleError)) throw error;
        setSummary(null);
        setAnnouncement('');
        showToast({ title: t['bundleBuilder.error'], description: t['bundleBuilder.nothingIncluded'], variant: 'destructive' });
        setSkippedOnly([...error.skipped]);
        return;
      }
      const fileName = `${fileBaseName}_hearing_bundle.pdf`;
      const url = URL.createObjectURL(new Blob([result.bytes.slice()], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      const { bytes: _bytes, ...rest } = result;
      setSkippedOnly(null);
      setSummary({ fileName, url, result: rest });
      setAnnouncement('');
      showToast({
        title: t['bundleBuilder.ready'],
        description: format(t['bundleBuilder.readyBody'], { file: fileName }),
        variant: 'success',
      });
    } catch (error) {
      console.error('Hearing bundle build failed', error);
      showToast({ title: t['bundleBuilder.error'], description: t['bundleBuilder.buildError'], variant: 'destructive' });
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  const skippedList = summary?.result.skipped ?? skippedOnly ?? [];
  const chosenCount = items.filter((item) => item.included).length;

  if (files.length === 0) {
    return (
      <section className="hearing-bundle" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t['bundleBuilder.title']}</h2>
        <p>{t['bundleBuilder.empty']}</p>
      </section>
    );
  }

  return (
    <section className="hearing-bundle" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['bundleBuilder.title']}</h2>
      <p>{t['bundleBuilder.intro']}</p>
      <p className="hint" id={`${id}-hint`}>
        {t['bundleBuilder.orderHint']}
      </p>

      <ol className="bundle-order" aria-label={t['bundleBuilder.listLabel']} aria-describedby={`${id}-hint`}>
        {items.map((item, index) => {
          const file = byId.get(item.id);
          if (!file) return null;
          const isDocx = documentKind(file.fileName, file.fileType) === 'docx';
          const checkboxId = `${id}-include-${index}`;
          const selectId = `${id}-section-${index}`;
          return (
            <li
              key={item.id}
              className={[
                'bundle-item',
                item.included ? '' : 'bundle-item-left-out',
                dragged === item.id ? 'bundle-item-dragging' : '',
                dropTarget === item.id && dragged !== item.id ? 'bundle-item-drop' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              draggable={!busy}
              onDragStart={(event) => {
                // Firefox starts a drag only when data is set.
                event.dataTransfer.setData('text/plain', file.fileName);
                event.dataTransfer.effectAllowed = 'move';
                setDragged(item.id);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(item.id);
              }}
              onDragLeave={() => setDropTarget((current) => (current === item.id ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged && dragged !== item.id) change(moveTo(items, dragged, item.id), dragged);
                setDragged(null);
                setDropTarget(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
            >
              <div className="bundle-item-head">
                <input
                  type="checkbox"
                  id={checkboxId}
                  checked={item.included}
                  disabled={busy}
                  onChange={(event) => setItems(setIncluded(items, item.id, event.target.checked))}
                />
                <label htmlFor={checkboxId}>
                  {/* Heard as 'Include {file}'; seen as the file's name, which can be clicked too. */}
                  <span className="visually-hidden">{format(t['bundleBuilder.include'], { file: file.fileName })}</span>
                  <span className="bundle-item-name" aria-hidden="true">
                    {file.fileName}
                  </span>
                </label>
                <span className="bundle-item-date">
                  {format(t['bundleBuilder.uploaded'], { date: longDate(file.uploadDate) })}
                </span>
              </div>
              {isDocx && <p className="bundle-item-note">{t['bundleBuilder.docxNote']}</p>}
              <div className="bundle-item-controls">
                <div className="bundle-item-section">
                  <label htmlFor={selectId}>{t['bundleBuilder.section']}</label>
                  <select
                    id={selectId}
                    value={item.section ?? ''}
                    disabled={busy}
                    onChange={(event) => {
                      const value = event.target.value;
                      change(setSection(items, item.id, isBundleSection(value) ? value : null), item.id);
                    }}
                  >
                    <option value="">{t['bundleBuilder.noSection']}</option>
                    {BUNDLE_SECTIONS.map((section) => (
                      <option key={section} value={section}>
                        {t[`bundlePdf.section.${section}`]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="bundle-item-moves">
                  <button
                    type="button"
                    className="button button-secondary"
                    ref={(element) => {
                      if (element) buttons.current.set(`${item.id}:up`, element);
                      else buttons.current.delete(`${item.id}:up`);
                    }}
                    aria-label={format(t['bundleBuilder.moveUpLabel'], { file: file.fileName })}
                    disabled={busy || !canMoveUp(items, item.id)}
                    onClick={() => move(item.id, 'up')}
                  >
                    <span aria-hidden="true">↑ </span>
                    {t['bundleBuilder.moveUp']}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    ref={(element) => {
                      if (element) buttons.current.set(`${item.id}:down`, element);
                      else buttons.current.delete(`${item.id}:down`);
                    }}
                    aria-label={format(t['bundleBuilder.moveDownLabel'], { file: file.fileName })}
                    disabled={busy || !canMoveDown(items, item.id)}
                    onClick={() => move(item.id, 'down')}
                  >
                    <span aria-hidden="true">↓ </span>
                    {t['bundleBuilder.moveDown']}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      {unusable.length > 0 && (
        <div className="bundle-unusable">
          <h3>{t['bundleBuilder.cannotInclude']}</h3>
          <ul>
            {unusable.map((file) => (
              <li key={file.id}>
                {format(
                  t[
                    documentKind(file.fileName, file.fileType) === 'doc' ? 'bundleBuilder.docAdvice' : 'bundleBuilder.otherAdvice'
                  ],
                  {
                    file: file.fileName,
                  },
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="bundle-build">
        <button type="button" className="button" onClick={() => void build()} disabled={busy || chosenCount === 0}>
          {busy ? t['bundleBuilder.building'] : t['bundleBuilder.build']}
        </button>
        {phase.step !== 'idle' && (
          <div className="bundle-progress">
            <label htmlFor={`${id}-progress`}>
              {format(t[phase.step === 'fetching' ? 'bundleBuilder.progressFetching' : 'bundleBuilder.progressBuilding'], {
                percent: phase.percent,
              })}
            </label>
            <progress id={`${id}-progress`} max={100} value={phase.percent}>
              {phase.percent}%
            </progress>
          </div>
        )}
      </div>

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {(summary || skippedList.length > 0) && (
        <div className="bundle-summary">
          <h3 ref={summaryHeading} tabIndex={-1}>
            {t['bundleBuilder.summaryTitle']}
          </h3>
          {summary && (
            <>
              <p>
                <a href={summary.url} download={summary.fileName}>
                  {t['bundleBuilder.downloadAgain']}
                </a>{' '}
                ({summary.fileName}, {plural(t, 'bundleBuilder.summaryPages', summary.result.pageCount, dateLocale)})
              </p>
              <h4>{t['bundleBuilder.included']}</h4>
              <ul className="bundle-included">
                {summary.result.entries.map((entry) => (
                  <li key={entry.id}>
                    {entry.firstPage === entry.lastPage
                      ? format(t['bundleBuilder.entryOnePage'], {
                          number: entry.number,
                          file: entry.fileName,
                          page: entry.firstPage,
                        })
                      : format(t['bundleBuilder.entryPages'], {
                          number: entry.number,
                          file: entry.fileName,
                          from: entry.firstPage,
                          to: entry.lastPage,
                        })}
                    {entry.convertedFromWord && <span className="bundle-item-note"> ({t['bundlePdf.convertedFromWord']})</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
          {skippedList.length > 0 && (
            <>
              <h4>{t['bundleBuilder.notIncluded']}</h4>
              <ul className="bundle-skipped">
                {skippedList.map((skip) => (
                  <li key={`${skip.fileName}:${skip.reason}`}>
                    {format(t[SKIP_MESSAGES[skip.reason]], { file: skip.fileName })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
