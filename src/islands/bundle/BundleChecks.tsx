/**
 * The checklist before 'Build' (the problems tribunals most often find in a bundle made without a
 * lawyer): pages against the limit the order sets, with a meter; documents the tribunal cannot
 * search (scanned, or pictures), with how to get a searchable copy; documents that mention
 * without-prejudice talks or Acas conciliation, and why they are usually left out; undated
 * documents; and, once built, page numbers running on without a break. The files are read on this
 * device only when the claimant asks (./use-bundle-checks). The rules are in src/domain/bundle-checks.
 *
 * OCR is not offered here: Tesseract in the browser (tesseract.js) must download its WebAssembly
 * engine and a language's trained data (megabytes each, more than the rest of the screen), needs
 * the Content-Security-Policy opened to compiled WebAssembly, and takes seconds a page on a phone,
 * for a text layer it cannot put back into the claimant's own PDF without more work; a scanning app
 * or Acrobat makes a better searchable copy, so the checklist says how.
 */
import { useEffect, useState } from 'react';
import { checkDocument, type DocumentFindings, pageMeter } from '../../domain/bundle-checks/checks';
import { format, type Messages, plural } from '../../i18n/island-messages';
import { FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import type { HearingBundleMessageKey } from './hearing-bundle-messages';
import { storedPageLimit, storePageLimit } from './page-limit-store';
import { type ProbeFile, useBundleChecks } from './use-bundle-checks';

export interface CheckedFile extends ProbeFile {
  documentDate: string | null;
}

/** After a build: whether its numbering runs on without a break, or the document where it breaks. */
export type NumberingCheck = { ok: true; last: number } | { ok: false; file: string };

interface Props {
  idPrefix: string;
  caseId: string;
  /** The files chosen for the bundle, in bundle order. */
  chosen: readonly CheckedFile[];
  fetchFile(id: string): Promise<ArrayBuffer>;
  numbering: NumberingCheck | null;
  disabled: boolean;
  messages: Messages<HearingBundleMessageKey>;
  pluralLocale: string;
}

export default function BundleChecks({
  idPrefix,
  caseId,
  chosen,
  fetchFile,
  numbering,
  disabled,
  messages: t,
  pluralLocale,
}: Props) {
  const { probes, progress, failed, run } = useBundleChecks(fetchFile);
  const [limitText, setLimitText] = useState('');
  useEffect(() => setLimitText(storedPageLimit(caseId)), [caseId]);
  const saveLimit = (value: string) => {
    setLimitText(value);
    storePageLimit(caseId, value);
  };
  const limitField = `${idPrefix}-page-limit`;
  const limitValue = limitText.trim();
  const limitError = limitValue !== '' && !/^[1-9]\d{0,4}$/.test(limitValue) ? t['bundleChecks.pageLimitError'] : undefined;
  const limit = limitValue !== '' && !limitError ? Number(limitValue) : null;

  const nameOf = (id: string) => chosen.find((file) => file.id === id)?.fileName ?? '';
  const read = chosen.flatMap((file) => {
    const probe = probes.get(file.id);
    return probe === undefined ? [] : [{ file, probe }];
  });
  const checked = probes.size > 0;
  const unread = chosen.filter((file) => !probes.has(file.id));
  const unreadable = read.filter(({ probe }) => probe === 'unreadable').map(({ file }) => file);
  const findings: { file: CheckedFile; found: DocumentFindings; picture: boolean }[] = read.flatMap(({ file, probe }) =>
    probe === 'unreadable'
      ? []
      : [
          {
            file,
            found: checkDocument({ id: file.id, ...probe, documentDate: file.documentDate }),
            picture: probe.text === null,
          },
        ],
  );
  const pages = read.reduce((sum, { probe }) => sum + (probe === 'unreadable' ? 0 : probe.pages), 0);
  const estimated = read.some(({ probe }) => probe !== 'unreadable' && probe.pagesEstimated);
  const meter = pageMeter(pages, limit);
  const scanned = findings.filter(({ found }) => found.scanned !== 'none');
  const privileged = findings.filter(({ found }) => found.privilege.length > 0);
  const undated = chosen.filter((file) => !file.documentDate?.trim());
  const busy = disabled || progress !== null;

  return (
    <section className="bundle-checks" aria-labelledby={`${idPrefix}-checks`}>
      <h3 id={`${idPrefix}-checks`}>{t['bundleChecks.title']}</h3>
      <p>{t['bundleChecks.intro']}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy || chosen.length === 0}
        onClick={() => void run(chosen)}
      >
        {t[checked ? 'bundleChecks.rerun' : 'bundleChecks.run']}
      </button>
      <p className="bundle-checks-status" role="status">
        {progress
          ? format(t['bundleChecks.checking'], { done: Math.min(progress.done + 1, progress.total), total: progress.total })
          : ''}
      </p>
      {failed && <p className="banner banner-warning">{format(t['bundleChecks.fetchError'], { file: nameOf(failed) })}</p>}
      {checked && unread.length > 0 && <p className="banner banner-info">{t['bundleChecks.notChecked']}</p>}
      {unreadable.length > 0 && (
        <ul>
          {unreadable.map((file) => (
            <li key={file.id}>{format(t['bundleChecks.unreadable'], { file: file.fileName })}</li>
          ))}
        </ul>
      )}

      <h4>{t['bundleChecks.pagesHeading']}</h4>
      <div className="field">
        <label htmlFor={limitField}>{t['bundleChecks.pageLimit']}</label>
        <p className="hint" id={`${limitField}-hint`}>
          {t['bundleChecks.pageLimitHint']}
        </p>
        <FieldError fieldId={limitField} message={limitError} prefix={t['form.errorPrefix']} />
        <input
          id={limitField}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={limitText}
          onChange={(event) => saveLimit(event.currentTarget.value)}
          {...fieldErrorProps(limitField, limitError, `${limitField}-hint`)}
        />
      </div>
      {checked && (
        <div className={`bundle-meter bundle-meter-${meter.state}`}>
          {meter.limit !== null && (
            <>
              <label htmlFor={`${idPrefix}-meter`}>{t['bundleChecks.meterLabel']}</label>
              <meter
                id={`${idPrefix}-meter`}
                min={0}
                max={meter.limit}
                high={Math.floor(meter.limit * 0.9)}
                optimum={0}
                value={Math.min(meter.pages, meter.limit)}
                aria-describedby={`${idPrefix}-meter-text`}
              >
                {format(t['bundleChecks.pagesOfLimit'], { pages: meter.pages, limit: meter.limit })}
              </meter>
            </>
          )}
          <p id={`${idPrefix}-meter-text`}>
            {meter.limit === null
              ? plural(t, 'bundleChecks.pages', meter.pages, pluralLocale)
              : `${format(t['bundleChecks.pagesOfLimit'], { pages: meter.pages, limit: meter.limit })} ${t[`bundleChecks.${meter.state as 'within' | 'near' | 'over'}`]}`}
          </p>
          {estimated && <p className="hint">{t['bundleChecks.estimated']}</p>}
        </div>
      )}

      {checked && (
        <>
          <h4>{t['bundleChecks.scannedHeading']}</h4>
          {scanned.length === 0 ? (
            <p>{t['bundleChecks.scannedNone']}</p>
          ) : (
            <>
              <ul className="bundle-check-list">
                {scanned.map(({ file, found, picture }) => (
                  <li key={file.id}>
                    {picture
                      ? format(t['bundleChecks.picture'], { file: file.fileName })
                      : found.scanned === 'all'
                        ? format(t['bundleChecks.scannedAll'], { file: file.fileName })
                        : format(t['bundleChecks.scannedSome'], {
                            file: file.fileName,
                            pages: found.pagesWithoutText.join(', '),
                          })}
                  </li>
                ))}
              </ul>
              <p className="hint">{t['bundleChecks.scannedAdvice']}</p>
            </>
          )}

          <h4>{t['bundleChecks.privilegedHeading']}</h4>
          {privileged.length === 0 ? (
            <p>{t['bundleChecks.privilegedNone']}</p>
          ) : (
            <ul className="bundle-check-list">
              {privileged.flatMap(({ file, found }) =>
                found.privilege.map((mark) => (
                  <li key={`${file.id}:${mark}`}>{format(t[`bundleChecks.${mark}`], { file: file.fileName })}</li>
                )),
              )}
            </ul>
          )}
          <p className="hint">{t['bundleChecks.privilegedNote']}</p>
        </>
      )}

      <h4>{t['bundleChecks.undatedHeading']}</h4>
      {undated.length === 0 ? (
        <p>{t['bundleChecks.undatedNone']}</p>
      ) : (
        <ul className="bundle-check-list">
          {undated.map((file) => (
            <li key={file.id}>{format(t['bundleChecks.undated'], { file: file.fileName })}</li>
          ))}
        </ul>
      )}

      <h4>{t['bundleChecks.numberingHeading']}</h4>
      <p>
        {numbering === null
          ? t['bundleChecks.numberingBefore']
          : numbering.ok
            ? format(t['bundleChecks.numberingOk'], { last: numbering.last })
            : format(t['bundleChecks.numberingBroken'], { file: numbering.file })}
      </p>
    </section>
  );
}
