/**
 * 'Build hearing bundle': the claimant chooses which of the case's files go in, their
 * order (drag and drop, or the Move up / Move down buttons, announced in a polite live region),
 * their sections, and each document's date and description for the index; the arrangement is kept
 * on the server (./use-saved-arrangement). Then one PDF is built in this browser, in English (the
 * tribunal's language), or, from a Portuguese screen, a Portuguese reading copy marked as not for
 * filing. The builder (src/bundle-pdf, with pdf-lib)
 * is imported only when Build is pressed, so the screen's first download does not carry it. The
 * PDF is downloaded through a blob URL, and a summary lists what went in and what did not, and why.
 * Before Build, a checklist (./BundleChecks) reads the chosen files for what tribunals most often
 * find wrong, and the claimant may ask for volumes (./VolumeChoice): separate PDFs, downloaded each.
 */
import { type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { uploadMoment } from '../../bundle-pdf/dates';
import { documentKind } from '../../bundle-pdf/kinds';
import type { BuildResult, BundleDocument, BundleSection, SkippedDocument } from '../../bundle-pdf/types';
import { numberingBreaks } from '../../domain/bundle-checks/checks';
import { format, type Messages } from '../../i18n/island-messages';
import { flashToast, showToast } from '../../stores/toasts';
import { ErrorSummary, type FormError } from '../forms/ErrorSummary';
import BundleChecks, { type NumberingCheck } from './BundleChecks';
import BundleItem from './BundleItem';
import BundleSummary, { type BuiltBundle } from './BundleSummary';
import { revokeSaved, saveBuilt } from './built-files';
import type { BundlePdfLabels } from './bundle-labels';
import { canMoveDown, canMoveUp, sectionGroups } from './bundle-order';
import { fetchAll } from './fetch-all';
import { HEARING_BUNDLE_MESSAGE_KEYS, type HearingBundleMessageKey } from './hearing-bundle-messages';
import { storeBundleIndex } from './store-index';
import UnusableFiles from './UnusableFiles';
import { useArrangement } from './use-arrangement';
import { type SaveStatus, useSavedArrangement } from './use-saved-arrangement';
import VolumeChoice, { type VolumeSetting, volumeError, volumeFieldId, volumeLimitOf } from './VolumeChoice';
import '../../styles/hearing-bundle.css';

// The screen that mounts this picks these strings: pickMessages(locale, HEARING_BUNDLE_MESSAGE_KEYS).
export { HEARING_BUNDLE_MESSAGE_KEYS, type HearingBundleMessageKey };

/** A stored file of the case, as the bundle list gives it. */
export interface BundleFile {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadDate: string;
  /** The arrangement last saved (absent for a file never arranged). */
  position?: number | null;
  section?: BundleSection | null;
  included?: boolean;
  documentDate?: string | null;
  description?: string | null;
}

export interface HearingBundleBuilderProps {
  /** The case whose arrangement is kept. */
  caseId: string;
  /** The case's hearing day screen, linked once a bundle is built (it keeps the bundle for the day). */
  hearingPath: string;
  files: readonly BundleFile[];
  /** The PDF's words: English for the bundle to file; the screen's for a reading copy, if any. */
  pdfLabels: BundlePdfLabels;
  /** The file's bytes (the screen fetches them through the signed download link). */
  fetchFile(id: string): Promise<ArrayBuffer>;
  /** '{claimant} v {employer}': printed on the bundle's first page. */
  title: string;
  /** '{claimant}_v_{employer}', already safe as a file name: the PDF is '{fileBaseName}_hearing_bundle.pdf'. */
  fileBaseName: string;
  messages: Messages<HearingBundleMessageKey>;
  dateLocale: 'en-GB' | 'pt-PT';
}

/** Files the builder can put in (the others are listed apart, with advice). */
const includable = (file: BundleFile) => !['doc', 'other'].includes(documentKind(file.fileName, file.fileType));

type Phase = { step: 'idle' } | { step: 'fetching' | 'building'; percent: number };
type Copy = 'filing' | 'reading';
/** Build toasts: a bundle built clears an earlier build's error. */
const BUILD_ACTION = 'bundle-build';

const SAVE_MESSAGES: Record<Exclude<SaveStatus, 'idle'>, HearingBundleMessageKey> = {
  saving: 'bundleBuilder.saving',
  saved: 'bundleBuilder.saved',
  failed: 'bundleBuilder.saveFailed',
};

export default function HearingBundleBuilder({
  caseId,
  files,
  pdfLabels,
  fetchFile,
  title,
  fileBaseName,
  messages: t,
  dateLocale,
  hearingPath,
}: HearingBundleBuilderProps) {
  const id = useId();
  const usable = useMemo(() => files.filter(includable), [files]);
  const unusable = useMemo(() => files.filter((file) => !includable(file)), [files]);
  const byId = useMemo(() => new Map(files.map((file) => [file.id, file])), [files]);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [summary, setSummary] = useState<BuiltBundle | null>(null);
  /** What the last build left out (all of it, when nothing could go in), with the reasons. */
  const [skipped, setSkipped] = useState<readonly SkippedDocument[]>([]);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const [volumeSetting, setVolumeSetting] = useState<VolumeSetting>({ kind: 'none' });
  const [formErrors, setFormErrors] = useState<readonly FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [numbering, setNumbering] = useState<NumberingCheck | null>(null);

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

  // The blob URL of the last bundle lives until the next one replaces it or the screen goes.
  useEffect(() => {
    if (!summary) return;
    return () => revokeSaved(summary);
  }, [summary]);

  useEffect(() => {
    if (summary || skipped.length > 0) summaryHeading.current?.focus();
  }, [summary, skipped]);

  const nameOf = (fileId: string) => byId.get(fileId)?.fileName ?? '';
  const { items, announcement, announce, dragged, dropTarget, ...arrange } = useArrangement(usable, t['bundleBuilder.moved']);
  const saveStatus = useSavedArrangement(caseId, items);

  const busy = phase.step !== 'idle';

  async function build(copy: Copy) {
    const reading = copy === 'reading' ? pdfLabels.reading : null;
    const chosen = items.filter((item) => item.included);
    if (chosen.length === 0) {
      showToast({
        title: t['bundleBuilder.error'],
        description: t['bundleBuilder.noneChosen'],
        variant: 'destructive',
        action: BUILD_ACTION,
      });
      return;
    }
    const volumes = volumeLimitOf(volumeSetting);
    if (volumes === 'invalid') {
      setFormErrors([{ fieldId: volumeFieldId(id), message: volumeError(volumeSetting, t) ?? '' }]);
      setAttempt((n) => n + 1);
      return;
    }
    setFormErrors([]);
    setNumbering(null);
    // Progress in one bar: each file fetched is one step, then the builder's own steps (one per
    // document, plus laying out and saving).
    const steps = chosen.length * 2 + 2;
    setSummary(null);
    setSkipped([]);
    setPhase({ step: 'fetching', percent: 0 });
    announce(t['bundleBuilder.building']);
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
          action: BUILD_ACTION,
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
          documentDate: item.documentDate,
          description: item.description,
          bytes: fetched.bytes[i] ?? new ArrayBuffer(0),
        };
      });
      const { buildBundle, EmptyBundleError } = await import('../../bundle-pdf/build-bundle');
      let result: BuildResult;
      try {
        result = await buildBundle(documents, {
          title,
          labels: reading ? reading.labels : pdfLabels.filing,
          dateLocale: reading ? reading.dateLocale : 'en-GB',
          ...(reading ? { notice: reading.notice } : {}),
          includeDocx: true,
          ...(volumes ? { volumes } : {}),
          onProgress: (done) => setPhase({ step: 'building', percent: Math.round((100 * (chosen.length + done)) / steps) }),
        });
      } catch (error) {
        if (!(error instanceof EmptyBundleError)) throw error;
        announce('');
        showToast({
          title: t['bundleBuilder.error'],
          description: t['bundleBuilder.nothingIncluded'],
          variant: 'destructive',
          action: BUILD_ACTION,
        });
        setSkipped(error.skipped);
        return;
      }
      const fileName = reading ? `${fileBaseName}_hearing_bundle_reading_copy_pt.pdf` : `${fileBaseName}_hearing_bundle.pdf`;
      const saved = saveBuilt(result, fileName);
      setSkipped(result.skipped);
      setSummary({ ...saved, pageCount: result.pageCount, entries: result.entries });
      const [broken] = numberingBreaks(result.entries, result.indexPages, result.pageCount);
      setNumbering(
        broken === undefined ? { ok: true, last: result.pageCount } : { ok: false, file: result.entries[broken]?.fileName ?? '' },
      );
      announce('');
      showToast({
        title: t['bundleBuilder.ready'],
        description: format(t['bundleBuilder.readyBody'], {
          file: saved.volumes.length > 0 ? saved.volumes.map((volume) => volume.fileName).join(', ') : fileName,
        }),
        variant: 'success',
        action: BUILD_ACTION,
      });
      // The drafts' page references follow the bundle as filed; the claimant has the PDF either way.
      if (!reading && result.entries.length > 0) {
        await storeBundleIndex(caseId, result.entries).catch((error: unknown) => {
          console.error('Bundle index not stored', error);
          showToast({ title: t['bundleBuilder.indexNotStored'], description: t['bundleBuilder.indexNotStoredBody'] });
        });
      }
    } catch (error) {
      console.error('Hearing bundle build failed', error);
      showToast({
        title: t['bundleBuilder.error'],
        description: t['bundleBuilder.buildError'],
        variant: 'destructive',
        action: BUILD_ACTION,
      });
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  /** Keeps the PDF in the hearing day kit on this device, then opens the hearing day screen. */
  async function keepForHearing(event: MouseEvent<HTMLAnchorElement>, built: BuiltBundle) {
    event.preventDefault();
    try {
      const { keepBuiltBundle } = await import('../hearing/offline/keep-bundle');
      await keepBuiltBundle(caseId, built);
    } catch {
      flashToast({ title: t['hearing.device.keepBundleError'], variant: 'destructive' });
    }
    window.location.assign(hearingPath);
  }

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
      <p className="banner banner-info">
        {t['bundleBuilder.filingLanguage']}
        {pdfLabels.reading && ` ${t['bundleBuilder.readingCopyNote']}`}
      </p>

      {/* One list a section, under its heading, so a Move up that stops at a section's first file says why. */}
      <section className="bundle-order" aria-label={t['bundleBuilder.listLabel']} aria-describedby={`${id}-hint`}>
        {sectionGroups(items).map((group) => {
          const headingId = `${id}-section-${group.section ?? 'none'}`;
          return (
            <div key={group.section ?? 'none'} className="bundle-order-section">
              <h3 id={headingId} className="bundle-order-heading">
                {group.section ? t[`bundlePdf.section.${group.section}`] : t['bundleBuilder.noSection']}
              </h3>
              <ol aria-labelledby={headingId} start={(group.items[0]?.index ?? 0) + 1}>
                {group.items.map(({ item, index }) => {
                  const file = byId.get(item.id);
                  if (!file) return null;
                  return (
                    <BundleItem
                      key={item.id}
                      file={file}
                      item={item}
                      index={index}
                      idPrefix={id}
                      busy={busy}
                      canMoveUp={canMoveUp(items, item.id)}
                      canMoveDown={canMoveDown(items, item.id)}
                      dragging={dragged === item.id}
                      dropTarget={dropTarget === item.id && dragged !== item.id}
                      messages={t}
                      longDate={longDate}
                      onInclude={(included) => arrange.include(item.id, included)}
                      onSection={(section) => arrange.section(item.id, section)}
                      onDetails={(details) => arrange.details(item.id, details)}
                      onMove={(direction) => arrange.move(item.id, direction)}
                      moveButton={(direction, element) => arrange.moveButton(item.id, direction, element)}
                      drag={arrange.drag(item.id)}
                    />
                  );
                })}
              </ol>
            </div>
          );
        })}
      </section>
      <p className="bundle-save-status" role="status">
        {saveStatus === 'idle' ? '' : t[SAVE_MESSAGES[saveStatus]]}
      </p>

      <UnusableFiles files={unusable} messages={t} />

      <BundleChecks
        idPrefix={id}
        caseId={caseId}
        chosen={items
          .filter((item) => item.included)
          .map((item) => ({
            id: item.id,
            fileName: nameOf(item.id),
            fileType: byId.get(item.id)?.fileType ?? '',
            documentDate: item.documentDate ?? null,
          }))}
        fetchFile={fetchFile}
        numbering={numbering}
        disabled={busy}
        messages={t}
        pluralLocale={dateLocale}
      />
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={formErrors} attempt={attempt} />
      <VolumeChoice
        idPrefix={id}
        setting={volumeSetting}
        onChange={(setting) => {
          setVolumeSetting(setting);
          setFormErrors([]);
        }}
        disabled={busy}
        messages={t}
      />

      <div className="bundle-build">
        <button type="button" className="button" onClick={() => void build('filing')} disabled={busy || chosenCount === 0}>
          {busy ? t['bundleBuilder.building'] : t['bundleBuilder.build']}
        </button>
        {pdfLabels.reading && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void build('reading')}
            disabled={busy || chosenCount === 0}
          >
            {t['bundleBuilder.buildReadingCopy']}
          </button>
        )}
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

      {(summary || skipped.length > 0) && (
        <BundleSummary bundle={summary} skipped={skipped} messages={t} pluralLocale={dateLocale} headingRef={summaryHeading} />
      )}
      {summary && (
        <p>
          <a className="button button-secondary" href={hearingPath} onClick={(event) => void keepForHearing(event, summary)}>
            {t['hearing.fromBundle']}
          </a>
        </p>
      )}
    </section>
  );
}
