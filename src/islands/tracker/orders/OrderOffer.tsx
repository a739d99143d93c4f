/**
 * One direction the reader found, offered as a task: what kind it is and who must act, the date
 * and time (or what it waits for), why a date needs checking, how it was worked out, the order's
 * own words, what the direction asks and how to do it well, and Add / Edit / Dismiss.
 */

import { useId } from 'react';
import type { OrderDirection } from '../../../domain/orders/types';
import { format, type Messages } from '../../../i18n/island-messages';
import type { Issue } from '../../forms/issue-errors';
import type { TaskMessageKey } from '../tasks/task-message-keys';
import type { KindWords } from './directions-content';
import { OfferEditForm } from './OfferEditForm';
import type { TaskDraft } from './order-task';

export type OfferStatus = 'offered' | 'editing' | 'accepted';

interface Props {
  direction: OrderDirection;
  status: OfferStatus;
  words: KindWords;
  draft: TaskDraft;
  messages: Messages<TaskMessageKey>;
  longDate: (iso: string) => string;
  busy: boolean;
  /** The id its heading carries, so focus can be moved to it. */
  headingId: string;
  /** /documents with the document the direction asks for filled in, or null when it asks for none the claimant drafts. */
  draftHref: string | null;
  /** The case's hearing date as stored, for a final hearing the order lists. */
  caseHearing: string | null;
  /** Makes this final hearing's day the case's hearing date. */
  onSetHearing: () => void;
  /** Adds the task; answers the issues the Worker refused it for, or null. */
  onAccept: (values: TaskDraft) => Promise<readonly Issue[] | null>;
  onEdit: (editing: boolean) => void;
  onDismiss: () => void;
}

/**
 * The final hearing the order lists is not a task to mark done: it is offered as the case's hearing
 * date (set, or changed when the order moves it), so the dates counted from the hearing follow it.
 */
function HearingChoice(props: Props & { date: string; name: string }) {
  const { direction, messages: t, longDate, busy, caseHearing, date, name } = props;
  const same = caseHearing === date;
  const state = same
    ? t['orders.hearing.same']
    : caseHearing === null
      ? t['orders.hearing.none']
      : format(direction.relisted ? t['orders.hearing.moved'] : t['orders.hearing.differs'], { date: longDate(caseHearing) });
  const action = caseHearing === null ? t['orders.hearing.set'] : t['orders.hearing.update'];
  return (
    <div data-hearing-choice>
      <p className="hint">{t['orders.hearing.notTask']}</p>
      <p data-hearing-state>{state}</p>
      <p className="task-actions">
        {!same && (
          <button type="button" className="button" disabled={busy} aria-label={`${action}: ${name}`} onClick={props.onSetHearing}>
            {action}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-label={`${t['orders.dismiss']}: ${name}`}
          onClick={props.onDismiss}
        >
          {t['orders.dismiss']}
        </button>
      </p>
    </div>
  );
}

function workingText(direction: OrderDirection, t: Messages<TaskMessageKey>, longDate: (iso: string) => string): string | null {
  const working = direction.working;
  if (!working) return null;
  if (working.from === 'text') return format(t['orders.working.text'], { words: working.words });
  return format(t[`orders.working.${working.from}`], { date: longDate(working.anchor), words: working.words });
}

export function OrderOffer(props: Props) {
  const { direction, status, words, draft, messages: t, longDate, busy, headingId } = props;
  const id = useId();
  // A hearing is on its day; a direction is due by it.
  const [due, dueAt] = direction.listing
    ? (['orders.hearing.on', 'orders.hearing.onAt'] as const)
    : (['orders.due', 'orders.dueAt'] as const);
  const when = direction.date
    ? format(direction.time ? t[dueAt] : t[due], { date: longDate(direction.date), time: direction.time ?? '' })
    : null;
  // Each button names its direction: a list of offers has many 'Add to my tasks'.
  const name = when ? `${words.title}, ${when}` : words.title;
  const working = workingText(direction, t, longDate);
  const label = direction.paragraph ? format(t['orders.quoteParagraph'], { paragraph: direction.paragraph }) : t['orders.quote'];

  return (
    <li
      className="task-item order-offer"
      data-offer
      data-kind={direction.kind}
      data-certain={direction.certain ? 'true' : 'false'}
      data-status={status}
    >
      <h5 id={headingId} tabIndex={-1}>
        {words.title}
      </h5>
      <p>{format(t['orders.who'], { party: t[`orders.party.${direction.party}`] })}</p>
      {direction.pageLimit !== null && <p>{format(t['orders.pageLimit'], { pages: direction.pageLimit })}</p>}
      {when && direction.date ? (
        <p className="task-when">
          <strong>
            <time dateTime={direction.time ? `${direction.date}T${direction.time}` : direction.date}>{when}</time>
          </strong>
        </p>
      ) : (
        direction.waitsFor && (
          <p className="task-when" data-waits-for={direction.waitsFor.on}>
            {format(t[`orders.waitsFor.${direction.waitsFor.on}`], { words: direction.waitsFor.words })}
          </p>
        )
      )}
      {direction.date && !direction.certain && (
        <div className="banner banner-warning" data-uncertain>
          <p>{t['orders.uncertain']}</p>
          <ul>
            {direction.doubts.map((doubt) => (
              <li key={doubt}>{t[`orders.doubt.${doubt}`]}</li>
            ))}
          </ul>
        </div>
      )}
      {working && <p className="task-rule">{working}</p>}
      <figure className="order-quote">
        <figcaption>{label}</figcaption>
        <blockquote lang="en">{direction.quote}</blockquote>
      </figure>
      <details className="order-explain">
        <summary>{t['orders.explain']}</summary>
        <p>{words.asks}</p>
        <p>{words.howTo}</p>
        <p className="hint">{t['orders.authority']}</p>
      </details>
      {props.draftHref && (
        <p className="order-draft">
          <a
            className="button button-secondary"
            href={props.draftHref}
            aria-label={`${t['orders.draftNow']}: ${name}`}
            data-draft-now
          >
            {t['orders.draftNow']}
          </a>
        </p>
      )}
      {direction.listing === 'final' && direction.date ? (
        <HearingChoice {...props} date={direction.date} name={name} />
      ) : status === 'accepted' ? (
        <p className="order-accepted" data-accepted>
          {t['orders.accepted']}
        </p>
      ) : status === 'editing' ? (
        <OfferEditForm draft={draft} messages={t} busy={busy} onSave={props.onAccept} onCancel={() => props.onEdit(false)} />
      ) : (
        <>
          {!direction.date && (
            <p className="hint" id={`${id}-needs-date`}>
              {t['orders.needsDate']}
            </p>
          )}
          <p className="task-actions">
            {direction.date && (
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={`${t['orders.accept']}: ${name}`}
                onClick={() => void props.onAccept(draft)}
              >
                {t['orders.accept']}
              </button>
            )}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              aria-label={`${t['orders.edit']}: ${name}`}
              aria-describedby={direction.date ? undefined : `${id}-needs-date`}
              onClick={() => props.onEdit(true)}
            >
              {t['orders.edit']}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              aria-label={`${t['orders.dismiss']}: ${name}`}
              onClick={props.onDismiss}
            >
              {t['orders.dismiss']}
            </button>
          </p>
        </>
      )}
    </li>
  );
}
