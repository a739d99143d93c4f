/**
 * The order to read: its text pasted, or taken from a PDF in the case's documents or on the
 * device (read here, never uploaded), and the date it was sent (found in the text when the
 * claimant leaves it empty). Errors in the GOV.UK summary and inline.
 */
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isIsoDate } from '../../../domain/calendar';
import { sentDateIn } from '../../../domain/orders/read-order';
import { format, type Messages } from '../../../i18n/island-messages';
import { call, client } from '../../../stores/api';
import { fileBytes } from '../../bundle/file-links';
import { ErrorSummary, FieldError, fieldErrorProps } from '../../forms/ErrorSummary';
import { type FieldMessages, useFieldErrors } from '../../forms/use-field-errors';
import type { TaskMessageKey } from '../tasks/task-message-keys';

/** Longer than any case management order; a pasted bundle is not an order. */
export const MAX_ORDER_TEXT = 100_000;

type Field = 'text' | 'sent';
const FIELDS: readonly Field[] = ['text', 'sent'];
interface Props {
  caseId: string;
  messages: Messages<TaskMessageKey>;
  hearingNote: string | null;
  /** 'en-GB' or 'pt-PT', for numbers in messages. */
  locale: string;
  onRead: (text: string, orderSent: string | null) => void;
}
interface PdfFile {
  id: string;
  fileName: string;
}

export function OrderSourceForm({ caseId, messages: t, hearingNote, locale, onRead }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  const fieldId = (field: Field) => `${id}-${field}`;
  const { errors, attempt, summary, show, clear } = useFieldErrors(FIELDS, fieldId, t);
  const [files, setFiles] = useState<PdfFile[] | null>(null);
  const [chosen, setChosen] = useState('');
  const textArea = useRef<HTMLTextAreaElement>(null);

  // The reader opens at its first field: the button that opened it is gone.
  useEffect(() => {
    textArea.current?.focus();
  }, []);
  const [pdfState, setPdfState] = useState<{ busy: boolean; message: string | null; problem: boolean }>({
    busy: false,
    message: null,
    problem: false,
  });

  useEffect(() => {
    let current = true;
    call(client.api.cases[':caseId'].bundle.$get({ param: { caseId } }))
      .then(({ files: all }) => {
        if (current) setFiles(all.filter((file) => file.fileType === 'application/pdf'));
      })
      .catch(() => {
        if (current) setFiles([]);
      });
    return () => {
      current = false;
    };
  }, [caseId]);

  async function fromPdf(read: () => Promise<ArrayBuffer>, failure: string) {
    setPdfState({ busy: true, message: t['orders.extracting'], problem: false });
    let bytes: ArrayBuffer;
    try {
      bytes = await read();
    } catch {
      setPdfState({ busy: false, message: failure, problem: true });
      return;
    }
    try {
      const { pdfText } = await import('./pdf-text');
      const found = (await pdfText(bytes)).trim();
      if (found.replace(/\s+/g, '').length < 20) {
        setPdfState({ busy: false, message: t['orders.pdfNoText'], problem: true });
        return;
      }
      setText(found.slice(0, MAX_ORDER_TEXT));
      if (!sent) setSent(sentDateIn(found) ?? '');
      setPdfState({ busy: false, message: t['orders.extracted'], problem: false });
    } catch (error) {
      console.error('PDF text extraction failed', error);
      setPdfState({ busy: false, message: t['orders.pdfFailed'], problem: true });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldMessages<Field> = {};
    if (text.trim() === '') found.text = t['orders.validation.textRequired'];
    else if (text.length > MAX_ORDER_TEXT)
      found.text = format(t['orders.validation.textTooLong'], { max: MAX_ORDER_TEXT.toLocaleString(locale) });
    if (sent !== '' && !isIsoDate(sent)) found.sent = t['orders.validation.sentInvalid'];
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    clear();
    // Left empty: the date endorsed on the order, shown in the field so the claimant sees it.
    const orderSent = sent || sentDateIn(text);
    if (orderSent && !sent) setSent(orderSent);
    onRead(text, orderSent);
  }

  return (
    <form className="order-source" onSubmit={submit} noValidate>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <fieldset className="field">
        <legend>{t['orders.sourceLegend']}</legend>
        <div className="field">
          <label htmlFor={fieldId('text')}>{t['orders.textLabel']}</label>
          <p className="hint" id={`${fieldId('text')}-hint`}>
            {t['orders.textHint']}
          </p>
          <FieldError fieldId={fieldId('text')} message={errors.text} prefix={t['form.errorPrefix']} />
          <textarea
            id={fieldId('text')}
            rows={8}
            ref={textArea}
            lang="en"
            value={text}
            onChange={(event) => setText(event.target.value)}
            {...fieldErrorProps(fieldId('text'), errors.text, `${fieldId('text')}-hint`)}
          />
        </div>
        {files !== null && files.length === 0 ? (
          <p className="hint">{t['orders.bundleNone']}</p>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-bundle`}>{t['orders.bundleLabel']}</label>
            <div className="case-picker-row">
              <select id={`${id}-bundle`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">{t['orders.bundleChoose']}</option>
                {(files ?? []).map((file) => (
                  <option key={file.id} value={file.id}>
                    {file.fileName}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button-secondary"
                disabled={chosen === '' || pdfState.busy}
                onClick={() => void fromPdf(() => fileBytes(chosen), t['orders.fileFailed'])}
              >
                {t['orders.useFile']}
              </button>
            </div>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-local`}>{t['orders.localLabel']}</label>
          <p className="hint" id={`${id}-local-hint`}>
            {t['orders.localHint']}
          </p>
          <input
            id={`${id}-local`}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={`${id}-local-hint`}
            disabled={pdfState.busy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              if (file) void fromPdf(() => file.arrayBuffer(), t['orders.pdfFailed']);
            }}
          />
        </div>
        <p role="status" className={pdfState.problem ? 'banner banner-warning' : undefined}>
          {pdfState.message}
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor={fieldId('sent')}>{t['orders.sentLabel']}</label>
        <p className="hint" id={`${fieldId('sent')}-hint`}>
          {t['orders.sentHint']}
        </p>
        <FieldError fieldId={fieldId('sent')} message={errors.sent} prefix={t['form.errorPrefix']} />
        <input
          id={fieldId('sent')}
          type="date"
          value={sent}
          onChange={(event) => setSent(event.target.value)}
          {...fieldErrorProps(fieldId('sent'), errors.sent, `${fieldId('sent')}-hint`)}
        />
      </div>
      {hearingNote && <p className="hint">{hearingNote}</p>}
      <button type="submit" className="button" disabled={pdfState.busy}>
        {t['orders.read']}
      </button>
    </form>
  );
}
