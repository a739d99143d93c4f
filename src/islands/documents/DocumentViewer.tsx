/**
 * The selected document: shown as formatted text, with Edit,
 * Save (back to view mode, the list reloads), the .txt and .docx downloads and Delete. Editing is
 * a plain text area holding the same markup; an empty or over-long text is caught before sending,
 * in the GOV.UK error summary and inline. The parent remounts this per document, so choosing
 * another document always leaves edit mode.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { MAX_DOCUMENT_CHARS, updateDocumentSchema } from '../../domain/documents';
import type { NotEnglishPassage } from '../../domain/english-check';
import { validationIssues } from '../../domain/validation';
import { format, type Messages } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { MarkupView } from '../drafting/MarkupView';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import type { DOCUMENTS_MESSAGE_KEYS } from './documents-message-keys';
import { downloadDocx, downloadText } from './download';
import { NotEnglish } from './NotEnglish';
import type { DocumentItem } from './use-documents';

type Key = (typeof DOCUMENTS_MESSAGE_KEYS)[number];

interface Props {
  document: DocumentItem;
  messages: Messages<Key>;
  /** The .docx footer's words in each document language (an English document on a Portuguese screen says "Page"). */
  pageLabels: Record<'en' | 'pt', string>;
  longDate: (iso: string) => string;
  /** BCP 47 tags by document language, for Word's spelling check. */
  onSaved(): void;
  onDelete(): void;
  onFailed(title: string): (error: unknown) => void;
  /** Shown above the text (whether its bundle page references are out of date). */
  notice?: React.ReactNode;
  /** Shown under the document (the paralegal review panel). */
  children?: React.ReactNode;
}

const WORD_LANGUAGE = { en: 'en-GB', pt: 'pt-PT' } as const;

/**
 * The passages of an English draft that are not in English (src/domain/english-check), worked out
 * after the draft is drawn: the language model loads only here, on first use.
 */
function useNotEnglish(content: string | null): NotEnglishPassage[] {
  const [found, setFound] = useState<{ content: string; passages: NotEnglishPassage[] } | null>(null);
  useEffect(() => {
    if (content === null) return;
    let current = true;
    void import('../../domain/english-check').then(({ notEnglishPassages }) => {
      if (current) setFound({ content, passages: notEnglishPassages(content) });
    });
    return () => {
      current = false;
    };
  }, [content]);
  return content !== null && found?.content === content ? found.passages : [];
}

const CONTENT_FIELD = ['content'] as const;

export function DocumentViewer({
  document: doc,
  messages: t,
  pageLabels,
  longDate,
  onSaved,
  onDelete,
  onFailed,
  notice,
  children,
}: Props) {
  const id = useId();
  const fieldId = `${id}-content`;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(doc.content);
  const form = useFieldErrors(CONTENT_FIELD, () => fieldId, t);
  const error = form.errors.content;
  const [saving, setSaving] = useState(false);
  const notEnglish = useNotEnglish(doc.language === 'en' ? doc.content : null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = updateDocumentSchema.safeParse({ content: text });
    if (!checked.success) {
      form.showIssues(validationIssues(checked.error), { fallback: t['form.invalidAnswer'] });
      return;
    }
    form.clear();
    setSaving(true);
    try {
      await call(client.api.documents[':id'].$patch({ param: { id: doc.id }, json: checked.data }));
      setEditing(false);
      showToast({ title: t['documents.saved'], description: t['documents.savedBody'], variant: 'success' });
      onSaved();
    } catch (failure) {
      onFailed(t['documents.saveFailed'])(failure);
    } finally {
      setSaving(false);
    }
  }

  async function docx() {
    try {
      await downloadDocx({
        title: doc.title,
        content: doc.content,
        language: WORD_LANGUAGE[doc.language],
        pageLabel: pageLabels[doc.language],
      });
    } catch (failure) {
      onFailed(t['documents.downloadFailed'])(failure);
    }
  }

  return (
    <section className="document-viewer card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{doc.title}</h2>
      <p className="document-meta">
        {format(t['documents.createdOn'], { date: longDate(doc.createdAt.slice(0, 10)) })}
        {doc.provider === 'llm' && <> · {t['documents.providerLlm']}</>}
      </p>
      {doc.language === 'pt' && (
        <p className="banner banner-info" lang="pt-PT">
          {t['documents.readingCopyBanner']}
        </p>
      )}
      {doc.unverifiedCitations.length > 0 && (
        <div className="banner banner-warning">
          <p>{t['documents.unverified']}</p>
          <ul>
            {doc.unverifiedCitations.map((citation) => (
              <li key={citation}>{citation}</li>
            ))}
          </ul>
        </div>
      )}
      {notice}
      {notEnglish.length > 0 && (
        <NotEnglish
          passages={notEnglish}
          messages={t}
          onUse={(source, english) => {
            // Into the editor, to be read and saved: the document itself changes only on Save.
            setText((current) => (editing ? current : doc.content).replace(source, english));
            setEditing(true);
          }}
        />
      )}
      {editing ? (
        <form onSubmit={(event) => void save(event)} noValidate>
          <ErrorSummary title={t['form.errorSummaryTitle']} errors={form.summary} attempt={form.attempt} />
          <div className="field">
            <label htmlFor={fieldId}>{t['documents.editorLabel']}</label>
            <FieldError fieldId={fieldId} message={error} prefix={t['form.errorPrefix']} />
            <textarea
              id={fieldId}
              className="document-editor"
              value={text}
              rows={24}
              maxLength={MAX_DOCUMENT_CHARS}
              onChange={(event) => setText(event.target.value)}
              {...fieldErrorProps(fieldId, error)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={saving} aria-busy={saving}>
              {t['documents.save']}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setEditing(false);
                setText(doc.content);
                form.clear();
              }}
            >
              {t['documents.cancel']}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="form-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                // The text as it is now: a refresh of its page references may have changed it.
                setText(doc.content);
                setEditing(true);
              }}
            >
              {t['documents.edit']}
            </button>
            <button type="button" className="button button-secondary" onClick={() => downloadText(doc.title, doc.content)}>
              {t['documents.downloadTxt']}
            </button>
            <button type="button" className="button button-secondary" onClick={() => void docx()}>
              {t['documents.downloadDocx']}
            </button>
            <button type="button" className="button button-danger" onClick={onDelete}>
              {t['documents.delete']}
            </button>
          </div>
          <div className="document-text" lang={WORD_LANGUAGE[doc.language]}>
            <MarkupView
              text={doc.content}
              headingOffset={2}
              tableLabel={t['documents.tableLabel']}
              newTabLabel={t['documents.newTab']}
            />
          </div>
        </>
      )}
      {children}
    </section>
  );
}
