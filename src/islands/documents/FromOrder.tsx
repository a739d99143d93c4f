/**
 * /documents opened from a direction of a tribunal's order ("Draft this now" on the tracker's order
 * reader): the document it asks for, when it is due, who it goes to and the order's words, with
 * the button that drafts it. The query string is read through the same schema the Worker checks
 * the request with; one that does not read says so rather than drafting from a guess.
 */
import type { DocumentType } from '../../domain/document-types';
import type { DirectionFact } from '../../domain/drafting/direction';
import { format, type Messages } from '../../i18n/island-messages';

export const FROM_ORDER_MESSAGE_KEYS = [
  'documents.fromOrder.heading',
  'documents.fromOrder.due',
  'documents.fromOrder.dueAt',
  'documents.fromOrder.sendTo',
  'documents.fromOrder.respondent',
  'documents.fromOrder.tribunal',
  'documents.fromOrder.quote',
  'documents.fromOrder.invalid',
  'documents.generateLabel',
] as const;

type Key = (typeof FROM_ORDER_MESSAGE_KEYS)[number] | `documents.type.${DocumentType}`;

/** What the address asked for: nothing, a direction that reads, or one that does not. */
export type FromOrderRequest = null | 'invalid' | { type: DocumentType; direction: DirectionFact };

interface Props {
  request: Exclude<FromOrderRequest, null>;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
  busy: boolean;
  headingId: string;
  onDraft: (type: DocumentType, direction: DirectionFact) => void;
}

export function FromOrder({ request, messages: t, longDate, busy, headingId, onDraft }: Props) {
  if (request === 'invalid') return <p className="banner banner-warning">{t['documents.fromOrder.invalid']}</p>;
  const { type, direction } = request;
  const typeName = t[`documents.type.${type}`];
  const due = direction.due
    ? format(t[direction.time ? 'documents.fromOrder.dueAt' : 'documents.fromOrder.due'], {
        date: longDate(direction.due),
        time: direction.time ?? '',
      })
    : null;
  const recipients = direction.to.map((who) => t[`documents.fromOrder.${who}`]).join(', ');
  return (
    <section className="card from-order" aria-labelledby={headingId} data-from-order={type}>
      <h3 id={headingId} tabIndex={-1}>
        {t['documents.fromOrder.heading']}: {typeName}
      </h3>
      {due && (
        <p>
          <strong>{due}</strong>
        </p>
      )}
      {recipients && <p>{format(t['documents.fromOrder.sendTo'], { recipients })}</p>}
      {direction.quote && (
        <figure className="order-quote">
          <figcaption>{t['documents.fromOrder.quote']}</figcaption>
          <blockquote lang="en">{direction.quote}</blockquote>
        </figure>
      )}
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => onDraft(type, direction)}>
        {format(t['documents.generateLabel'], { type: typeName })}
      </button>
    </section>
  );
}
