/**
 * The order reader, loaded when the claimant asks for it: the order's text (pasted or from a PDF)
 * is read by readOrder (src/domain/orders) with the case's hearing date, and each direction found
 * is offered; an accepted one becomes the claimant's own task through the tasks API, with its time,
 * so it is listed, in the calendar feed and in the reminders like any other.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { draftQuery } from '../../../domain/drafting/direction-link';
import { readOrder } from '../../../domain/orders/read-order';
import type { OrderDirection } from '../../../domain/orders/types';
import { format, type Messages, plural } from '../../../i18n/island-messages';
import { localizePath } from '../../../i18n/locales';
import { ApiFailure, call, client } from '../../../stores/api';
import { showToast } from '../../../stores/toasts';
import type { Issue } from '../../forms/issue-errors';
import type { TaskMessageKey } from '../tasks/task-message-keys';
import { type DirectionsContent, directionsContent, wordsFor } from './directions-content';
import { type OfferStatus, OrderOffer } from './OrderOffer';
import { OrderSourceForm } from './OrderSourceForm';
import { fromOrderOf, type TaskDraft, taskDraft } from './order-task';
import './orders.css';
import { storePageLimit } from '../../bundle/page-limit-store';

export interface OrderReaderProps {
  caseId: string;
  messages: Messages<TaskMessageKey>;
  longDate: (iso: string) => string;
  language: 'en' | 'pt';
  pluralLocale: string;
  onSaved: () => void;
  /** The case's hearing date was set from the order: the screen reads the case again. */
  onCaseChanged?: (() => void) | undefined;
}

interface Offer {
  key: number;
  direction: OrderDirection;
  status: OfferStatus;
  /** The date and time the claimant added the task with, which "Draft this now" carries. */
  accepted?: { date: string; time: string | null };
}

const signature = (direction: OrderDirection) => `${direction.quote}|${direction.date}|${direction.time}`;

export function OrderReader({ caseId, messages: t, longDate, language, pluralLocale, onSaved, onCaseChanged }: OrderReaderProps) {
  const id = useId();
  const [content, setContent] = useState<DirectionsContent | null>(null);
  const [hearingDate, setHearingDate] = useState<string | null | undefined>(undefined);
  const [offers, setOffers] = useState<Offer[] | null>(null);
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<string | null>(null);
  const added = useRef(new Set<string>());
  const lastRead = useRef<{ text: string; orderSent: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    void directionsContent(language).then((loaded) => current && setContent(loaded));
    call(client.api.cases[':id'].$get({ param: { id: caseId } }))
      .then((record) => current && setHearingDate(record.hearingDate))
      .catch(() => current && setHearingDate(null));
    return () => {
      current = false;
    };
  }, [caseId, language]);

  // After a read, an add or a dismissal: focus to the results' heading or the next offer.
  useEffect(() => {
    if (focusAfter.current === null) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  if (!content || hearingDate === undefined) return <p role="status">{t['orders.loading']}</p>;

  const headingOf = (offer: Offer) => `${id}-offer-${offer.key}`;
  const draftOf = (offer: Offer) => taskDraft(offer.direction, wordsFor(content, offer.direction).title, t);
  const resultsId = `${id}-results`;

  /** The case's hearing date as it is now (it may have been saved since the reader opened). */
  async function currentHearingDate(): Promise<string | null> {
    try {
      const record = await call(client.api.cases[':id'].$get({ param: { id: caseId } }));
      setHearingDate(record.hearingDate);
      return record.hearingDate;
    } catch {
      return hearingDate ?? null;
    }
  }

  async function read(text: string, orderSent: string | null, hearing?: string | null) {
    lastRead.current = { text, orderSent };
    const found = readOrder(text, { orderSent, hearingDate: hearing === undefined ? await currentHearingDate() : hearing });
    // Read again (with the sending date, say), a direction already added is shown as added.
    setOffers(
      found.map((direction, key) => ({
        key,
        direction,
        status: added.current.has(signature(direction)) ? 'accepted' : 'offered',
      })),
    );
    focusAfter.current = resultsId;
  }

  const setStatus = (key: number, status: OfferStatus) =>
    setOffers((all) => all?.map((offer) => (offer.key === key ? { ...offer, status } : offer)) ?? null);

  /** Focus moves on to the next offer still waiting, or to the results' heading. */
  function moveOnFrom(key: number, remaining: Offer[]) {
    const next =
      remaining.find((offer) => offer.key > key && offer.status !== 'accepted') ?? remaining.find((o) => o.status !== 'accepted');
    focusAfter.current = next ? headingOf(next) : resultsId;
  }

  /** /documents with the document this direction asks for, its due date and recipients filled in. */
  const draftHref = (offer: Offer) => {
    // Accepted, the date is the claimant's own: as certain as they made it.
    const query = draftQuery({ ...offer.direction, ...(offer.accepted ? { ...offer.accepted, certain: true } : {}) }, caseId);
    return query ? `${localizePath('/documents', language)}?${query}` : null;
  };

  const sameAsRead = (offer: Offer, values: TaskDraft) => {
    const read = draftOf(offer);
    return values.title === read.title && values.notes === read.notes;
  };

  async function accept(offer: Offer, values: TaskDraft): Promise<readonly Issue[] | null> {
    setBusy(true);
    try {
      await call(
        client.api.cases[':caseId'].tasks.$post({
          param: { caseId },
          json: {
            title: values.title,
            date: values.date,
            time: values.time,
            notes: values.notes,
            // Added as read, it keeps what the order says; changed by the claimant, their words stand.
            fromOrder: sameAsRead(offer, values) ? fromOrderOf(offer.direction) : null,
          },
        }),
      );
      showToast({ title: t['orders.addedToast'], variant: 'success' });
      // The bundle screen checks the bundle against the order's page limit.
      if (offer.direction.pageLimit !== null) storePageLimit(caseId, String(offer.direction.pageLimit));
      added.current.add(signature(offer.direction));
      const accepted = { date: values.date, time: values.time || null };
      const updated = (offers ?? []).map((o) => (o.key === offer.key ? { ...o, status: 'accepted' as const, accepted } : o));
      setOffers(updated);
      moveOnFrom(offer.key, updated);
      onSaved();
      return null;
    } catch (failure) {
      if (failure instanceof ApiFailure && (failure.status === 400 || failure.status === 409) && failure.issues.length > 0) {
        if (offer.status !== 'editing') setStatus(offer.key, 'editing');
        return failure.issues;
      }
      showToast({ title: t['tasks.error'], description: t['tasks.errorBody'], variant: 'destructive' });
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** The final hearing the order lists becomes the case's hearing date; the dates counted from it are read again. */
  async function setCaseHearing(offer: Offer) {
    const date = offer.direction.date;
    if (!date) return;
    setBusy(true);
    try {
      const record = await call(client.api.cases[':id'].$patch({ param: { id: caseId }, json: { hearingDate: date } }));
      setHearingDate(record.hearingDate);
      showToast({ title: format(t['orders.hearing.saved'], { date: longDate(date) }), variant: 'success' });
      if (lastRead.current) await read(lastRead.current.text, lastRead.current.orderSent, record.hearingDate);
      focusAfter.current = headingOf(offer);
      onCaseChanged?.();
    } catch {
      showToast({ title: t['tasks.error'], description: t['tasks.errorBody'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  function dismiss(offer: Offer) {
    const remaining = (offers ?? []).filter((o) => o.key !== offer.key);
    setOffers(remaining);
    moveOnFrom(offer.key, remaining);
    showToast({ title: t['orders.dismissedToast'], variant: 'success' });
  }

  const hearingNote = hearingDate
    ? format(t['orders.hearingKnown'], { date: longDate(hearingDate) })
    : t['orders.hearingUnknown'];

  return (
    <>
      <OrderSourceForm
        caseId={caseId}
        messages={t}
        hearingNote={hearingNote}
        locale={pluralLocale}
        onRead={(text, orderSent) => void read(text, orderSent)}
      />
      {offers !== null && (
        <section className="order-offers" aria-labelledby={resultsId} data-offers>
          <h4 id={resultsId} tabIndex={-1}>
            {offers.length === 0 ? t['orders.noneFound'] : plural(t, 'orders.found', offers.length, pluralLocale)}
          </h4>
          {offers.length > 0 && (
            <ul className="task-list">
              {offers.map((offer) => {
                const words = wordsFor(content, offer.direction);
                return (
                  <OrderOffer
                    key={offer.key}
                    direction={offer.direction}
                    status={offer.status}
                    words={words}
                    draft={draftOf(offer)}
                    messages={t}
                    longDate={longDate}
                    busy={busy}
                    headingId={headingOf(offer)}
                    draftHref={draftHref(offer)}
                    caseHearing={hearingDate}
                    onSetHearing={() => void setCaseHearing(offer)}
                    onAccept={(values) => accept(offer, values)}
                    onEdit={(editing) => {
                      setStatus(offer.key, editing ? 'editing' : 'offered');
                      if (!editing) focusAfter.current = headingOf(offer);
                    }}
                    onDismiss={() => dismiss(offer)}
                  />
                );
              })}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
