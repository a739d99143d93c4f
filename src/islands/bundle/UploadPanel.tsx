/**
 * Adding files to a case's bundle on /bundle: several at once, each checked
 * in the browser first ('File too large' / 'Maximum file size is 10MB' before sending), then sent
 * one by one with its own progress bar. While sending, the input is disabled and a spinner shows;
 * afterwards the list reloads and the input is cleared.
 */
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { BUNDLE_ACCEPT } from '../../domain/bundle-files';
import { ClientFailureCode } from '../../domain/error-codes';
import { format } from '../../i18n/island-messages';
import { ApiFailure } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { uploadFile } from './upload';
import { percentOf, problemFor, type QueuedUpload, queueFor, type UploadProblem, update } from './upload-queue';

/** Upload toasts: a later successful upload clears an earlier upload's error. */
const UPLOAD_ACTION = 'bundle-upload';

export const UPLOAD_MESSAGE_KEYS = [
  'bundle.uploadHeading',
  'bundle.uploadLabel',
  'bundle.uploadHint',
  'bundle.uploading',
  'bundle.uploadProgress',
  'bundle.tooLargeTitle',
  'bundle.tooLargeBody',
  'bundle.uploaded',
  'bundle.uploadedBody',
  'bundle.uploadFailed',
  'bundle.state.waiting',
  'bundle.state.added',
  'bundle.problem.tooLarge',
  'bundle.problem.empty',
  'bundle.problem.unsupported',
  'bundle.problem.signature',
  'bundle.problem.limit',
  'bundle.problem.quota',
  'bundle.problem.unavailable',
  'bundle.problem.network',
  'bundle.problem.other',
] as const;
type Key = (typeof UPLOAD_MESSAGE_KEYS)[number];

interface Props {
  caseId: string;
  onUploaded(): void;
  messages: Record<Key, string>;
}

export function UploadPanel({ caseId, onUploaded, messages: t }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [busy, setBusy] = useState(false);

  const problemText = (problem: UploadProblem, name: string) => format(t[`bundle.problem.${problem}`], { file: name });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    if (files.length === 0) return;
    let current = queueFor(files);
    setQueue(current);
    if (current.some((item) => item.state === 'refused' && item.problem === 'tooLarge')) {
      showToast({
        title: t['bundle.tooLargeTitle'],
        description: t['bundle.tooLargeBody'],
        variant: 'destructive',
        action: UPLOAD_ACTION,
      });
    }
    setBusy(true);
    let added = 0;
    for (const [index, file] of files.entries()) {
      const item = current[index];
      if (item?.state !== 'waiting') continue;
      const sending = (percent: number) => {
        current = update(current, item.key, { key: item.key, name: item.name, state: 'sending', percent });
        setQueue(current);
      };
      sending(0);
      try {
        await uploadFile(caseId, file, ({ loaded, total }) => sending(percentOf(loaded, total)));
        current = update(current, item.key, { key: item.key, name: item.name, state: 'added' });
        added += 1;
      } catch (error) {
        const failure = error instanceof ApiFailure ? error : new ApiFailure(0, ClientFailureCode.NETWORK, String(error));
        const problem = problemFor(failure.code);
        current = update(current, item.key, { key: item.key, name: item.name, state: 'failed', problem });
        showToast({
          title: t['bundle.uploadFailed'],
          description: problemText(problem, item.name),
          variant: 'destructive',
          action: UPLOAD_ACTION,
        });
      }
      setQueue(current);
    }
    setBusy(false);
    if (input.current) input.current.value = '';
    if (added > 0) {
      showToast({
        title: t['bundle.uploaded'],
        description: t['bundle.uploadedBody'],
        variant: 'success',
        action: UPLOAD_ACTION,
      });
      onUploaded();
    }
  }

  return (
    <section className="bundle-upload" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t['bundle.uploadHeading']}</h2>
      <div className="field">
        <label htmlFor={`${id}-files`}>{t['bundle.uploadLabel']}</label>
        <p className="hint" id={`${id}-hint`}>
          {t['bundle.uploadHint']}
        </p>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={BUNDLE_ACCEPT}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
      </div>
      {busy && (
        <p className="bundle-busy" role="status">
          <span className="spinner" aria-hidden="true" />
          {t['bundle.uploading']}
        </p>
      )}
      {queue.length > 0 && (
        <ul className="upload-queue">
          {queue.map((item) => (
            <li key={item.key} className={`upload-item upload-${item.state}`}>
              <span className="upload-name">{item.name}</span>
              {item.state === 'sending' && (
                <progress max={100} value={item.percent} aria-label={format(t['bundle.uploadProgress'], { file: item.name })}>
                  {item.percent}%
                </progress>
              )}
              {item.state === 'waiting' && <span>{t['bundle.state.waiting']}</span>}
              {item.state === 'added' && <span>{t['bundle.state.added']}</span>}
              {(item.state === 'refused' || item.state === 'failed') && (
                <span className="upload-problem">{problemText(item.problem, item.name)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
