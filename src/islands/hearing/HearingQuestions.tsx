/**
 * Questions for the respondent's witnesses, grouped by witness, each against an issue of the list
 * of issues with the bundle pages it relies on; a short guide on how to ask; the add form follows
 * the GOV.UK error pattern. With no signal, a question checked here is kept on the device (and a
 * deletion too) and sent when the signal returns.
 */
import { type FormEvent, useState } from 'react';
import { issueWordsKey, questionInputSchema } from '../../domain/hearing/schema';
import { validationIssues } from '../../domain/validation';
import { format } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import type { HearingKit, Question } from './hearing-kit';
import type { HearingMessages, IssueWords } from './messages';
import { LOCAL_ID_PREFIX, type QueuedEdit } from './offline/edit-queue';
import { isNoSignal } from './offline/send-edit';

const FIELDS = ['witness', 'issue', 'text', 'pageRefs'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (name: Field) => `question-${name}`;

interface Props {
  kit: HearingKit;
  t: HearingMessages;
  issueWords: IssueWords;
  onChange: (questions: Question[]) => void;
  onNoSignal: (edit: QueuedEdit) => Promise<void>;
}

export function HearingQuestions({ kit, t, issueWords, onChange, onNoSignal }: Props) {
  const [values, setValues] = useState<Record<Field, string>>({
    witness: '',
    issue: kit.issues[0] ?? '',
    text: '',
    pageRefs: '',
  });
  const { errors, attempt, summary, showIssues, clear } = useFieldErrors(FIELDS, fieldId, t);
  const [busy, setBusy] = useState(false);
  const words = (issue: string) => issueWords[issueWordsKey(issue)] ?? issue;
  const witnesses = [...new Set(kit.questions.map((question) => question.witness))];

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const made = await call(
        client.api.cases[':caseId'].hearing.questions.$post({ param: { caseId: kit.caseRecord.id }, json: values }),
      );
      onChange([...kit.questions, made]);
      setValues({ ...values, text: '', pageRefs: '' });
      clear();
    } catch (error) {
      if (error instanceof ApiFailure && showIssues(error.issues)) return;
      if (isNoSignal(error)) await keepUntilSignal();
      else showToast({ title: t['hearing.saveError'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  /** No signal: the same checks the API makes, here, then the question waits on the device. */
  async function keepUntilSignal() {
    const checked = questionInputSchema.safeParse(values);
    if (!checked.success) {
      if (!showIssues(validationIssues(checked.error))) showToast({ title: t['hearing.saveError'], variant: 'destructive' });
      return;
    }
    try {
      await onNoSignal({ kind: 'addQuestion', localId: `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`, input: checked.data });
      setValues({ ...values, text: '', pageRefs: '' });
      clear();
    } catch {
      showToast({ title: t['hearing.saveError'], variant: 'destructive' });
    }
  }

  async function remove(question: Question) {
    try {
      // A question added with no signal and not yet sent exists only in the device's queue.
      if (question.id.startsWith(LOCAL_ID_PREFIX)) throw new TypeError('kept on this device only');
      await call(client.api['hearing-questions'][':id'].$delete({ param: { id: question.id } }));
      onChange(kit.questions.filter((item) => item.id !== question.id));
    } catch (error) {
      if (isNoSignal(error)) {
        await onNoSignal({ kind: 'deleteQuestion', id: question.id }).catch(() =>
          showToast({ title: t['hearing.saveError'], variant: 'destructive' }),
        );
      } else showToast({ title: t['hearing.saveError'], variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="hearing-questions-title">
      <h2 id="hearing-questions-title">{t['hearing.questions.title']}</h2>
      <h3>{t['hearing.questions.howTitle']}</h3>
      <ul>
        <li>{t['hearing.questions.how1']}</li>
        <li>{t['hearing.questions.how2']}</li>
        <li>{t['hearing.questions.how3']}</li>
        <li>{t['hearing.questions.how4']}</li>
      </ul>
      {kit.questions.length === 0 && <p>{t['hearing.questions.none']}</p>}
      {witnesses.map((witness) => (
        <div key={witness} className="hearing-witness">
          <h3>{witness}</h3>
          <ol className="hearing-question-list">
            {kit.questions
              .filter((question) => question.witness === witness)
              .map((question) => (
                <li key={question.id}>
                  <p className="hearing-question-text">{question.text}</p>
                  <p className="hint">{format(t['hearing.questions.issue'], { issue: words(question.issue) })}</p>
                  {question.pageRefs && (
                    <p className="hint">{format(t['hearing.questions.pages'], { pages: question.pageRefs })}</p>
                  )}
                  <button type="button" className="link-like" onClick={() => void remove(question)}>
                    {t['hearing.questions.delete']}
                  </button>
                </li>
              ))}
          </ol>
        </div>
      ))}
      <h3>{t['hearing.questions.addTitle']}</h3>
      {kit.issues.length === 0 ? (
        <p>{t['hearing.questions.noIssues']}</p>
      ) : (
        <form onSubmit={(event) => void add(event)} noValidate>
          <ErrorSummary title={t['hearing.errorTitle']} errors={summary} attempt={attempt} />
          <div className={`field${errors.witness ? ' field-invalid' : ''}`}>
            <label htmlFor={fieldId('witness')}>{t['hearing.questions.witness']}</label>
            <FieldError fieldId={fieldId('witness')} message={errors.witness} prefix={t['hearing.errorPrefix']} />
            <input
              id={fieldId('witness')}
              type="text"
              list="hearing-witnesses"
              value={values.witness}
              onChange={(event) => setValues({ ...values, witness: event.target.value })}
              {...fieldErrorProps(fieldId('witness'), errors.witness)}
            />
            <datalist id="hearing-witnesses">
              {witnesses.map((witness) => (
                <option key={witness} value={witness} />
              ))}
            </datalist>
          </div>
          <div className={`field${errors.issue ? ' field-invalid' : ''}`}>
            <label htmlFor={fieldId('issue')}>{t['hearing.questions.issueLabel']}</label>
            <FieldError fieldId={fieldId('issue')} message={errors.issue} prefix={t['hearing.errorPrefix']} />
            <select
              id={fieldId('issue')}
              value={values.issue}
              onChange={(event) => setValues({ ...values, issue: event.target.value })}
              {...fieldErrorProps(fieldId('issue'), errors.issue)}
            >
              {kit.issues.map((issue) => (
                <option key={issue} value={issue}>
                  {words(issue)}
                </option>
              ))}
            </select>
          </div>
          <div className={`field${errors.text ? ' field-invalid' : ''}`}>
            <label htmlFor={fieldId('text')}>{t['hearing.questions.text']}</label>
            <FieldError fieldId={fieldId('text')} message={errors.text} prefix={t['hearing.errorPrefix']} />
            <textarea
              id={fieldId('text')}
              rows={3}
              value={values.text}
              onChange={(event) => setValues({ ...values, text: event.target.value })}
              {...fieldErrorProps(fieldId('text'), errors.text)}
            />
          </div>
          <div className={`field${errors.pageRefs ? ' field-invalid' : ''}`}>
            <label htmlFor={fieldId('pageRefs')}>{t['hearing.questions.pageRefs']}</label>
            <p className="hint" id={`${fieldId('pageRefs')}-hint`}>
              {t['hearing.questions.pageRefsHint']}
            </p>
            <FieldError fieldId={fieldId('pageRefs')} message={errors.pageRefs} prefix={t['hearing.errorPrefix']} />
            <input
              id={fieldId('pageRefs')}
              type="text"
              value={values.pageRefs}
              onChange={(event) => setValues({ ...values, pageRefs: event.target.value })}
              {...fieldErrorProps(fieldId('pageRefs'), errors.pageRefs, `${fieldId('pageRefs')}-hint`)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t['hearing.questions.add']}
          </button>
        </form>
      )}
    </section>
  );
}
