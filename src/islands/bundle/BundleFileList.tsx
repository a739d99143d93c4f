/**
 * The files of a case's bundle on /bundle: titled with their count; each row its name,
 * size in B/KB/MB, upload date, Download, and Delete behind the confirmation 'Delete {file}?'.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { todayInLondon } from '../../domain/calendar';
import { ErrorCode } from '../../domain/error-codes';
import { format, plural } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { downloadFile } from './file-links';

export const FILE_LIST_MESSAGE_KEYS = [
  'bundle.listTitle.one',
  'bundle.listTitle.other',
  'bundle.empty',
  'bundle.uploadedOn',
  'bundle.download',
  'bundle.downloadLabel',
  'bundle.delete',
  'bundle.deleteLabel',
  'bundle.deleteTitle',
  'bundle.deleteBody',
  'bundle.cancel',
  'bundle.deleted',
  'bundle.deleteFailed',
  'bundle.downloadFailed',
  'bundle.fileGone',
  'bundle.tryAgain',
] as const;
type Key = (typeof FILE_LIST_MESSAGE_KEYS)[number];

export interface ListedFile {
  id: string;
  fileName: string;
  fileSize: number;
  uploadDate: string;
}

interface Props {
  files: readonly ListedFile[];
  onDeleted(id: string): void;
  messages: Record<Key, string>;
  dateLocale: string;
  longDate(iso: string): string;
  fileSize(bytes: number): string;
}

/** Our words for a failed download or delete, by its code: never the server's English message. */
function failureWords(error: unknown, t: Record<Key, string>): string {
  return error instanceof ApiFailure && error.code === ErrorCode.NOT_FOUND ? t['bundle.fileGone'] : t['bundle.tryAgain'];
}

export function BundleFileList({ files, onDeleted, messages: t, dateLocale, longDate, fileSize }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState<ListedFile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a delete the button that opened the dialog has gone with its row: focus goes to the
  // list's heading, which now says how many files are left.
  const [deletedCount, setDeletedCount] = useState(0);
  useEffect(() => {
    if (deletedCount > 0) heading.current?.focus();
  }, [deletedCount]);

  async function download(file: ListedFile) {
    setDownloading(file.id);
    try {
      await downloadFile(file.id);
    } catch (error) {
      showToast({
        title: t['bundle.downloadFailed'],
        description: failureWords(error, t),
        variant: 'destructive',
      });
    } finally {
      setDownloading(null);
    }
  }

  async function remove(file: ListedFile) {
    setDeleting(true);
    try {
      await call(client.api.bundles[':id'].$delete({ param: { id: file.id } }));
      // The dialog closes (ConfirmDialog's layout effect, flushed here) before the toast, so the
      // toast is not inserted while the page behind the modal is inert.
      flushSync(() => setConfirming(null));
      showToast({ title: t['bundle.deleted'], variant: 'success' });
      onDeleted(file.id);
      setDeletedCount((n) => n + 1);
    } catch (error) {
      flushSync(() => setConfirming(null));
      showToast({
        title: t['bundle.deleteFailed'],
        description: failureWords(error, t),
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className="bundle-files" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {plural(t, 'bundle.listTitle', files.length, dateLocale)}
      </h2>
      {files.length === 0 ? (
        <p>{t['bundle.empty']}</p>
      ) : (
        <ul className="bundle-file-list">
          {files.map((file) => (
            <li key={file.id} className="bundle-file">
              <span className="bundle-file-name">{file.fileName}</span>
              <span className="bundle-file-meta">
                {fileSize(file.fileSize)} ·{' '}
                {format(t['bundle.uploadedOn'], { date: longDate(todayInLondon(new Date(file.uploadDate))) })}
              </span>
              <span className="bundle-file-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={format(t['bundle.downloadLabel'], { file: file.fileName })}
                  disabled={downloading === file.id}
                  onClick={() => void download(file)}
                >
                  {t['bundle.download']}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={format(t['bundle.deleteLabel'], { file: file.fileName })}
                  onClick={() => setConfirming(file)}
                >
                  {t['bundle.delete']}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={format(t['bundle.deleteTitle'], { file: confirming?.fileName ?? '' })}
        description={t['bundle.deleteBody']}
        confirmLabel={t['bundle.delete']}
        cancelLabel={t['bundle.cancel']}
        busy={deleting}
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
