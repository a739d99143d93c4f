/**
 * /bundle: the claimant's own cases, the files kept for
 * the selected case in R2 (upload, list, download, delete), and the hearing-bundle builder.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatFileSize } from '../../i18n/format';
import { format, type Messages } from '../../i18n/island-messages';
import type { DateLocale, Locale } from '../../i18n/locales';
import { call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { CASE_PICKER_MESSAGE_KEYS, CasePicker, caseNames } from '../cases/CasePicker';
import { caseFileBaseName } from '../cases/case-file-name';
import { useOwnCases } from '../cases/use-own-cases';
import { useLongDate } from '../tracker/use-long-date';
import { BundleFileList, FILE_LIST_MESSAGE_KEYS } from './BundleFileList';
import type { BundlePdfLabels } from './bundle-labels';
import { fileBytes } from './file-links';
import HearingBundleBuilder, { HEARING_BUNDLE_MESSAGE_KEYS } from './HearingBundleBuilder';
import { UPLOAD_MESSAGE_KEYS, UploadPanel } from './UploadPanel';

export const BUNDLE_MESSAGE_KEYS = [
  ...CASE_PICKER_MESSAGE_KEYS,
  ...UPLOAD_MESSAGE_KEYS,
  ...FILE_LIST_MESSAGE_KEYS,
  ...HEARING_BUNDLE_MESSAGE_KEYS,
  'bundle.loading',
  'bundle.loadFilesError',
  'bundle.loadErrorBody',
  'bundle.noCases',
  'bundle.toTracker',
  'bundle.storageUsed',
] as const;
type Key = (typeof BUNDLE_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages<Key>;
  locale: Locale;
  authPath: string;
  trackerPath: string;
  /** The hearing day screen (/hearing), linked after a build. */
  hearingPath: string;
  /** The BCP 47 tag for dates and plurals ('en-GB', 'pt-PT'). */
  dateLocale: DateLocale;
  /** The PDF's words: English for the bundle to file, the screen's for a reading copy. */
  pdfLabels: BundlePdfLabels;
}

type Bundle = Awaited<ReturnType<typeof loadBundle>>;
type Files = Bundle['files'];
const loadBundle = async (caseId: string) => await call(client.api.cases[':caseId'].bundle.$get({ param: { caseId } }));

export default function BundleScreen({ messages: t, locale, authPath, trackerPath, hearingPath, dateLocale, pdfLabels }: Props) {
  const cases = useOwnCases(authPath, () =>
    showToast({ title: t['caseFile.loadCasesError'], description: t['caseFile.loadCasesErrorBody'], variant: 'destructive' }),
  );
  const caseId = cases.status === 'ready' ? (cases.selected?.id ?? null) : null;
  const [files, setFiles] = useState<Files | null>(null);
  // How much of the plan's storage quota all the user's files take (every case).
  const [storage, setStorage] = useState<Bundle['storage'] | null>(null);
  const longDate = useLongDate(dateLocale);

  const reload = useCallback(async () => {
    if (!caseId) return;
    try {
      const bundle = await loadBundle(caseId);
      setFiles(bundle.files);
      setStorage(bundle.storage);
    } catch (error) {
      console.error('Bundle load failed', error);
      showToast({ title: t['bundle.loadFilesError'], description: t['bundle.loadErrorBody'], variant: 'destructive' });
    }
  }, [caseId, t]);

  useEffect(() => {
    setFiles(null);
    void reload();
  }, [reload]);

  if (cases.status === 'loading') return <p role="status">{t['bundle.loading']}</p>;
  if (cases.status === 'failed') return <p className="banner banner-warning">{t['caseFile.loadCasesErrorBody']}</p>;
  if (!cases.selected) {
    return (
      <p>
        {t['bundle.noCases']} <a href={trackerPath}>{t['bundle.toTracker']}</a>
      </p>
    );
  }

  const names = caseNames(cases.selected, t);
  return (
    <div className="bundle">
      <CasePicker cases={cases.cases} selectedId={cases.selected.id} onSelect={cases.select} messages={t} />
      <UploadPanel caseId={cases.selected.id} onUploaded={() => void reload()} messages={t} />
      {storage && (
        <p className="hint">
          <label htmlFor="bundle-storage">
            {format(t['bundle.storageUsed'], {
              used: formatFileSize(storage.usedBytes, locale),
              quota: formatFileSize(storage.quotaBytes, locale),
            })}
          </label>{' '}
          <meter id="bundle-storage" min={0} max={storage.quotaBytes} value={storage.usedBytes} />
        </p>
      )}
      {files === null ? (
        <p role="status">{t['bundle.loading']}</p>
      ) : (
        <BundleFileList
          files={files}
          onDeleted={(id) => {
            setFiles((current) => current?.filter((file) => file.id !== id) ?? null);
            void reload();
          }}
          messages={t}
          dateLocale={dateLocale}
          longDate={longDate}
          fileSize={(bytes) => formatFileSize(bytes, locale)}
        />
      )}
      {files !== null && files.length > 0 && (
        <HearingBundleBuilder
          key={cases.selected.id}
          caseId={cases.selected.id}
          hearingPath={`${hearingPath}?case=${cases.selected.id}`}
          files={files}
          pdfLabels={pdfLabels}
          fetchFile={fileBytes}
          // The case's name as the tribunal writes it ("Silva v Acme Ltd"), in both languages.
          title={`${names.claimant} v ${names.employer}`}
          fileBaseName={caseFileBaseName(names, caseNames(null, t))}
          messages={t}
          dateLocale={dateLocale}
        />
      )}
    </div>
  );
}
