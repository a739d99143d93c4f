/**
 * 'Build hearing bundle': the claimant chooses which of the case's files go in, their
 * order (drag and drop, or the Move up / Move down buttons, announced in a polite live region),
 * their sections, and each document's date and description for the index; the arrangement is kept
 * on the server (./use-saved-arrangement). Then one PDF is built in this browser, in English (the
 * tribunal's language), or, from a Portuguese screen, a Portuguese reading copy marked as not for
 * filing (./use-bundle-build, which imports the PDF builder only when Build is pressed). A summary
 * lists what went in and what did not, and why.
 * Before Build, a checklist (./BundleChecks) reads the chosen files for what tribunals most often
 * find wrong, and the claimant may ask for volumes (./VolumeChoice): separate PDFs, downloaded each.
 */
import { type MouseEvent, useId, useMemo, useState } from 'react';
import { uploadMoment } from '../../bundle-pdf/dates';
import { documentKind } from '../../bundle-pdf/kinds';
import type { BundleFile as StoredFile } from '../../domain/bundle-files';
import { format, type Messages } from '../../i18n/island-messages';
import { flashToast } from '../../stores/toasts';
import { ErrorSummary } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import BundleChecks from './BundleChecks';
import BundleItem from './BundleItem';
import BundleSummary, { type BuiltBundle } from './BundleSummary';
import type { BundlePdfLabels } from './bundle-labels';
import { canMoveDown, canMoveUp, sectionGroups } from './bundle-order';
import { HEARING_BUNDLE_MESSAGE_KEYS, type HearingBundleMessageKey } from './hearing-bundle-messages';
import UnusableFiles from './UnusableFiles';
import { useArrangement } from './use-arrangement';
import { type BundleCopy, useBundleBuild } from './use-bundle-build';
import { type SaveStatus, useSavedArrangement } from './use-saved-arrangement';
import VolumeChoice, { type VolumeSetting, volumeError, volumeFieldId, volumeLimitOf } from './VolumeChoice';
import '../../styles/hearing-bundle.css';

// The screen that mounts this picks these strings: pickMessages(locale, HEARING_BUNDLE_MESSAGE_KEYS).
export { HEARING_BUNDLE_MESSAGE_KEYS, type HearingBundleMessageKey };

/** A stored file of the case, as the bundle list gives it; the arrangement is absent for a file never arranged. */
export type BundleFile = Pick<StoredFile, 'id' | 'fileName' | 'fileType' | 'fileSize' | 'uploadDate'> &
  Partial<Pick<StoredFile, 'position' | 'section' | 'included' | 'documentDate' | 'description'>>;

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

/** The one field the build itself checks: the size of a volume. */
const VOLUME_FIELD = ['volumes'] as const;

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
  const [volumeSetting, setVolumeSetting] = useState<VolumeSetting>({ kind: 'none' });
  const volumeErrors = useFieldErrors(VOLUME_FIELD, () => volumeFieldId(id), t);

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

  const nameOf = (fileId: string) => byId.get(fileId)?.fileName ?? '';
  const { items, announcement, announce, dragged, dropTarget, ...arrange } = useArrangement(usable, t['bundleBuilder.moved']);
  const saveStatus = useSavedArrangement(caseId, items);
  const { phase, built, skipped, numbering, summaryHeading, ...bundle } = useBundleBuild({
    caseId,
    items,
    byId,
    fetchFile,
    pdfLabels,
    title,
    fileBaseName,
    messages: t,
    announce,
  });

  const busy = phase.step !== 'idle';

  function build(copy: BundleCopy) {
    const volumes = volumeLimitOf(volumeSetting);
    if (volumes === 'invalid') {
      volumeErrors.show({ volumes: volumeError(volumeSetting, t) ?? '' });
      return;
    }
    volumeErrors.clear();
    void bundle.build(copy, volumes);
  }

  /** Keeps the PDF in the hearing day kit on this device, then opens the hearing day screen. */
  async function keepForHearing(event: MouseEvent<HTMLAnchorElement>, kept: BuiltBundle) {
    event.preventDefault();
    try {
      const { keepBuiltBundle } = await import('../hearing/offline/keep-bundle');
      await keepBuiltBundle(caseId, kept);
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
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={volumeErrors.summary} attempt={volumeErrors.attempt} />
      <VolumeChoice
        idPrefix={id}
        setting={volumeSetting}
        onChange={(setting) => {
          setVolumeSetting(setting);
          volumeErrors.clear();
        }}
        disabled={busy}
        messages={t}
      />

      <div className="bundle-build">
        <button type="button" className="button" onClick={() => build('filing')} disabled={busy || chosenCount === 0}>
          {busy ? t['bundleBuilder.building'] : t['bundleBuilder.build']}
        </button>
        {pdfLabels.reading && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => build('reading')}
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

      {(built || skipped.length > 0) && (
        <BundleSummary bundle={built} skipped={skipped} messages={t} pluralLocale={dateLocale} headingRef={summaryHeading} />
      )}
      {built && (
        <p>
          <a className="button button-secondary" href={hearingPath} onClick={(event) => void keepForHearing(event, built)}>
            {t['hearing.fromBundle']}
          </a>
        </p>
      )}
    </section>
  );
}
