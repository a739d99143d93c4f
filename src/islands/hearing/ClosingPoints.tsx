/** The points to make at the end: one per issue of the list of issues, each saved against the copy last read. */
import { type FormEvent, useState } from 'react';
import { issueWordsKey } from '../../domain/hearing/schema';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { type FieldMessages, useFieldErrors } from '../forms/use-field-errors';
import type { HearingKit } from './hearing-kit';
import type { HearingMessages, IssueWords } from './messages';

type Point = HearingKit['closingPoints'][number];
const fieldId = (issue: string) => `closing-${issue.replace('.', '-')}`;

interface Props {
  kit: HearingKit;
  t: HearingMessages;
  issueWords: IssueWords;
  onChange: (points: Point[]) => void;
}

export function ClosingPoints({ kit, t, issueWords, onChange }: Props) {
  const stored = (issue: string) => kit.closingPoints.find((point) => point.issue === issue);
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(kit.issues.map((issue) => [issue, stored(issue)?.text ?? ''])),
  );
  // Each issue's point is a field of its own, saved by its own request.
  const { errors, attempt, summary, show, clear } = useFieldErrors(kit.issues, fieldId, t);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const found: FieldMessages<string> = {};
    let points = kit.closingPoints;
    for (const issue of kit.issues) {
      const text = values[issue] ?? '';
      const before = stored(issue);
      if (text === (before?.text ?? '')) continue;
      try {
        const saved = await call(
          client.api.cases[':caseId'].hearing['closing-points'][':issue'].$put({
            param: { caseId: kit.caseRecord.id, issue },
            json: { text, ...(before ? { updatedAt: before.updatedAt } : {}) },
          }),
        );
        points = [...points.filter((point) => point.issue !== issue), saved];
      } catch (error) {
        const key = error instanceof ApiFailure ? error.issues[0]?.key : undefined;
        found[issue] = (key && t[key as keyof HearingMessages]) || t['hearing.saveError'];
      }
    }
    onChange(points);
    if (Object.keys(found).length > 0) show(found);
    else {
      clear();
      showToast({ title: t['hearing.saved'] });
    }
    setBusy(false);
  }

  if (kit.issues.length === 0) return null;
  return (
    <section aria-labelledby="hearing-closing-title">
      <h2 id="hearing-closing-title">{t['hearing.closing.title']}</h2>
      <p className="hint">{t['hearing.closing.hint']}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary title={t['hearing.errorTitle']} errors={summary} attempt={attempt} />
        {kit.issues.map((issue) => {
          const id = fieldId(issue);
          const message = errors[issue];
          return (
            <div key={issue} className={`field${message ? ' field-invalid' : ''}`}>
              <label htmlFor={id}>{issueWords[issueWordsKey(issue)] ?? issue}</label>
              <FieldError fieldId={id} message={message} prefix={t['hearing.errorPrefix']} />
              <textarea
                id={id}
                rows={2}
                value={values[issue] ?? ''}
                onChange={(event) => setValues({ ...values, [issue]: event.target.value })}
                {...fieldErrorProps(id, message)}
              />
            </div>
          );
        })}
        <button type="submit" className="button" disabled={busy}>
          {t['hearing.closing.save']}
        </button>
      </form>
    </section>
  );
}
