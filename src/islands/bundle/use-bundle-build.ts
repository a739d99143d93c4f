/**
 * The hearing bundle's build, for HearingBundleBuilder: the chosen files fetched, one PDF (or its
 * volumes) built in this browser, in English for filing or as a Portuguese reading copy, saved
 * through a blob URL, and what went in and what did not. The builder (src/bundle-pdf, with pdf-lib)
 * is imported only when Build is pressed, so the screen's first download does not carry it. A filed
 * bundle's index is stored, so the drafts' page references follow the bundle as filed.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { BuildResult, BundleDocument, SkippedDocument } from '../../bundle-pdf/types';
import { numberingBreaks } from '../../domain/bundle-checks/checks';
import type { VolumeLimit } from '../../domain/bundle-checks/volumes';
import type { BundleFile } from '../../domain/bundle-files';
import { format, type Messages } from '../../i18n/island-messages';
import { showToast } from '../../stores/toasts';
import type { NumberingCheck } from './BundleChecks';
import type { BuiltBundle } from './BundleSummary';
import { revokeSaved, saveBuilt } from './built-files';
import type { BundlePdfLabels } from './bundle-labels';
import type { Arranged } from './bundle-order';
import { fetchAll } from './fetch-all';
import type { HearingBundleMessageKey } from './hearing-bundle-messages';
import { storeBundleIndex } from './store-index';

export type BuildPhase = { step: 'idle' } | { step: 'fetching' | 'building'; percent: number };
export type BundleCopy = 'filing' | 'reading';

/** Build toasts: a bundle built clears an earlier build's error. */
const BUILD_ACTION = 'bundle-build';

export interface BundleBuildInput {
  caseId: string;
  /** The arrangement, in order; the included ones are built. */
  items: readonly Arranged[];
  byId: ReadonlyMap<string, Pick<BundleFile, 'fileName' | 'fileType' | 'uploadDate'>>;
  fetchFile(id: string): Promise<ArrayBuffer>;
  pdfLabels: BundlePdfLabels;
  title: string;
  fileBaseName: string;
  messages: Messages<HearingBundleMessageKey>;
  /** Says progress in the screen's polite live region. */
  announce(text: string): void;
}

export interface BundleBuild {
  phase: BuildPhase;
  /** The last bundle built, until the next build starts. */
  built: BuiltBundle | null;
  /** What the last build left out (all of it, when nothing could go in), with the reasons. */
  skipped: readonly SkippedDocument[];
  numbering: NumberingCheck | null;
  /** The summary's heading: it takes focus when a build ends. */
  summaryHeading: RefObject<HTMLHeadingElement | null>;
  /** Builds the included files; `volumes` is the reader's split, already checked (null for one PDF). */
  build(copy: BundleCopy, volumes: VolumeLimit | null): Promise<void>;
}

export function useBundleBuild(input: BundleBuildInput): BundleBuild {
  const { caseId, items, byId, fetchFile, pdfLabels, title, fileBaseName, messages: t, announce } = input;
  const [phase, setPhase] = useState<BuildPhase>({ step: 'idle' });
  const [built, setBuilt] = useState<BuiltBundle | null>(null);
  const [skipped, setSkipped] = useState<readonly SkippedDocument[]>([]);
  const [numbering, setNumbering] = useState<NumberingCheck | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);

  // The blob URL of the last bundle lives until the next one replaces it or the screen goes.
  useEffect(() => {
    if (!built) return;
    return () => revokeSaved(built);
  }, [built]);

  useEffect(() => {
    if (built || skipped.length > 0) summaryHeading.current?.focus();
  }, [built, skipped]);

  const failed = (description: string) =>
    showToast({ title: t['bundleBuilder.error'], description, variant: 'destructive', action: BUILD_ACTION });
  const nameOf = (fileId: string) => byId.get(fileId)?.fileName ?? '';

  async function build(copy: BundleCopy, volumes: VolumeLimit | null) {
    const reading = copy === 'reading' ? pdfLabels.reading : null;
    const chosen = items.filter((item) => item.included);
    if (chosen.length === 0) {
      failed(t['bundleBuilder.noneChosen']);
      return;
    }
    setNumbering(null);
    // Progress in one bar: each file fetched is one step, then the builder's own steps (one per
    // document, plus laying out and saving).
    const steps = chosen.length * 2 + 2;
    setBuilt(null);
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
        failed(format(t['bundleBuilder.fetchError'], { file: nameOf(fetched.failed) }));
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
        failed(t['bundleBuilder.nothingIncluded']);
        setSkipped(error.skipped);
        return;
      }
      const fileName = reading ? `${fileBaseName}_hearing_bundle_reading_copy_pt.pdf` : `${fileBaseName}_hearing_bundle.pdf`;
      const saved = saveBuilt(result, fileName);
      setSkipped(result.skipped);
      setBuilt({ ...saved, pageCount: result.pageCount, entries: result.entries });
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
      failed(t['bundleBuilder.buildError']);
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  return { phase, built, skipped, numbering, summaryHeading, build };
}
