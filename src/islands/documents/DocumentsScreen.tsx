/**
 * /documents: the chosen case's preparation dates, the document types to generate (in English to
 * file, or Portuguese to read; one filled in from a direction of an order when opened from the
 * order reader's "Draft this now"), the pay details the schedule of loss needs, My Documents (newest first) and the selected document's viewer. What a
 * generation costs is decided by the Worker; the banner says what is left. Signed-out readers go
 * to /auth (useOwnCases).
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import { useCallback, useEffect, useId, useState } from 'react';
import { discardTab, openPendingTab, sendTo } from '../../browser/pricing/new-tab';
import type { ComplaintChoice } from '../../domain/complaints';
import { type DocumentType, documentTypes } from '../../domain/document-types';
import { type DocumentLanguage, documentMessages } from '../../domain/documents';
import { type DirectionFact, readDraftQuery } from '../../domain/drafting/direction';
import { ErrorCode } from '../../domain/error-codes';
import { PAY_PER_DOCUMENT_PENCE } from '../../domain/plans';
import { format, type Messages } from '../../i18n/island-messages';
import type { Locale } from '../../i18n/locales';
import { ApiFailure, call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { showToast } from '../../stores/toasts';
import { CasePicker } from '../cases/CasePicker';
import { useOwnCases } from '../cases/use-own-cases';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { useConfirmDelete } from '../forms/use-confirm-delete';
import { useLongDate } from '../tracker/use-long-date';
import ComplaintsForm from './ComplaintsForm';
import { DocumentViewer } from './DocumentViewer';
import { DOCUMENTS_MESSAGE_KEYS } from './documents-message-keys';
import { FromOrder, type FromOrderRequest } from './FromOrder';
import { PageRefsNotice } from './PageRefsNotice';
import PayDetailsForm from './PayDetailsForm';
import { PreparationSchedule } from './PreparationSchedule';
import ReviewPanel from './ReviewPanel';
import { UsageBanner } from './UsageBanner';
import { type DocumentItem, useDocuments } from './use-documents';

export { DOCUMENTS_MESSAGE_KEYS };

type Key = (typeof DOCUMENTS_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages<Key>;
  locale: Locale;
  authPath: string;
  trackerPath: string;
  pricingPath: string;
  /** The BCP 47 tag for dates and plurals ('en-GB', 'pt-PT'). */
  dateLocale: string;
  /** "Page {page} of {pages}" in each document language, whatever the screen's: a .docx footer speaks the document's. */
  pageLabels: Record<DocumentLanguage, string>;
  /** The unfair dismissal qualifying periods either side of their change, formatted by the page from the figures table. */
  qualifying: { before: string; date: string | null; after: string };
}

export default function DocumentsScreen({
  messages: t,
  locale,
  authPath,
  trackerPath,
  pricingPath,
  dateLocale,
  pageLabels,
  qualifying,
}: Props) {
  const id = useId();
  const longDate = useLongDate(dateLocale);
  const [version, setVersion] = useState(0);
  // English whatever the screen's language: a document to file or send is drafted in English, and
  // Portuguese is an explicit choice of a reading copy.
  const [language, setLanguage] = useState<DocumentLanguage>('en');
  const [busyType, setBusyType] = useState<DocumentType | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [payFor, setPayFor] = useState<DocumentType | null>(null);
  // Particulars of claim plead the complaints chosen first (ComplaintsForm).
  const [choosing, setChoosing] = useState(false);
  // The last free ET1 draft of the month is used only once the claimant has said so.
  const [confirmingLastFree, setConfirmingLastFree] = useState(false);
  // Opened from a direction of an order ("Draft this now"): the document, its due date and recipients.
  const [fromOrder, setFromOrder] = useState<FromOrderRequest>(null);
  useEffect(() => {
    const search = window.location.search;
    if (!new URLSearchParams(search).has('type')) return;
    setFromOrder(readDraftQuery(search) ?? 'invalid');
  }, []);
  const toAuth = useCallback(() => window.location.replace(authUrlFrom(authPath, window.location)), [authPath]);
  const cases = useOwnCases(authPath, () =>
    showToast({ title: t['caseFile.loadCasesError'], description: t['caseFile.loadCasesErrorBody'], variant: 'destructive' }),
  );
  const { items, usage } = useDocuments(cases.status === 'ready', version, toAuth);
  const failed = (title: string) => (error: unknown) => {
    if (error instanceof ApiFailure && error.status === 401) {
      toAuth();
      return;
    }
    console.error(title, error);
    showToast({ title, description: t['documents.tryAgain'], variant: 'destructive' });
  };
  const deletion = useConfirmDelete<DocumentItem>({
    remove: (doc) => call(client.api.documents[':id'].$delete({ param: { id: doc.id } })),
    onDeleted: (doc) => {
      if (selectedId === doc.id) setSelectedId(null);
      showToast({ title: t['documents.deleted'], description: t['documents.deletedBody'], variant: 'success' });
    },
    onFailed: failed(t['documents.deleteFailed']),
    onSettled: () => setVersion((n) => n + 1),
  });
  const price = new Intl.NumberFormat(dateLocale, { style: 'currency', currency: 'GBP', minimumFractionDigits: 0 }).format(
    PAY_PER_DOCUMENT_PENCE / 100,
  );

  if (cases.status === 'loading') return <p role="status">{t['documents.loading']}</p>;
  if (cases.status === 'failed') return <p className="banner banner-warning">{t['caseFile.loadCasesErrorBody']}</p>;
  const selectedCase = cases.selected;
  if (!selectedCase) {
    return (
      <p className="banner banner-info">
        {t['documents.noCases']} <a href={trackerPath}>{t['documents.noCasesLink']}</a>
      </p>
    );
  }
  const caseId = selectedCase.id;
  const caseDocuments = (items ?? []).filter((item) => item.caseId === caseId);
  const selected = caseDocuments.find((item) => item.id === selectedId) ?? null;

  async function generate(documentType: DocumentType, complaints?: ComplaintChoice, direction?: DirectionFact) {
    if (!caseId) {
      showToast({ title: t['documents.noCaseTitle'], description: t['documents.noCaseBody'], variant: 'destructive' });
      return;
    }
    setBusyType(documentType);
    setPayFor(null);
    try {
      // The choice is kept first, so the ET1 answers and the deadline card follow it even when this generation is refused.
      if (complaints) await call(client.api.cases[':caseId'].complaints.$put({ param: { caseId }, json: complaints }));
      const result = await call(
        client.api.documents.generate.$post({
          json: { caseId, documentType, language, ...(complaints ? { complaints } : {}), ...(direction ? { direction } : {}) },
        }),
      );
      setChoosing(false);
      setSelectedId(result.document.id);
      setVersion((n) => n + 1);
      showToast({ title: t['documents.generated'], description: t['documents.generatedBody'], variant: 'success' });
      if (result.paymentNotice)
        showToast({ title: t['documents.comingSoonTitle'], description: t['documents.usage.comingSoon'] });
      if (result.draftingNotice) {
        showToast({
          title: t['documents.draftingNoticeTitle'],
          description: t[`documents.draftingNotice.${result.draftingNotice}`],
        });
      }
    } catch (error) {
      if (error instanceof ApiFailure && error.code === ErrorCode.USAGE_LIMIT_REACHED) {
        const payments = usage?.paymentsConfigured === true;
        showToast({
          title: t['documents.limitReached'],
          description: payments ? t['documents.et1LimitReached'] : t['documents.et1LimitReachedNoPayments'],
          variant: 'destructive',
        });
        // Nothing can be bought where payments are off: no button that could only fail.
        if (payments) setPayFor(documentType);
      } else if (error instanceof ApiFailure && error.code === ErrorCode.DOCUMENT_PAYMENT_REQUIRED) {
        if (usage?.paymentsConfigured) setPayFor(documentType);
      } else if (error instanceof ApiFailure && error.status === 401) {
        toAuth();
      } else {
        console.error('Generation failed', error);
        const known = error instanceof ApiFailure && error.issues.some((issue) => issue.key === documentMessages.noCase);
        showToast({
          title: known ? t['documents.noCaseTitle'] : t['documents.generationFailed'],
          description: known ? t['documents.noCaseBody'] : t['documents.generationFailedBody'],
          variant: 'destructive',
        });
      }
    } finally {
      setBusyType(null);
    }
  }

  async function buy(documentType: DocumentType) {
    const tab = openPendingTab();
    try {
      const { url } = await call(client.api.billing['document-credit'].$post({ json: { documentType } }));
      sendTo(tab, url);
    } catch (error) {
      discardTab(tab);
      const unavailable = error instanceof ApiFailure && error.code === ErrorCode.PAYMENTS_UNAVAILABLE;
      if (error instanceof ApiFailure && error.status === 401) toAuth();
      else
        showToast({
          title: t['documents.buyFailed'],
          description: unavailable ? t['documents.paymentsUnavailable'] : t['documents.buyFailedBody'],
          variant: 'destructive',
        });
    }
  }

  return (
    <div className="documents">
      <CasePicker
        cases={cases.cases}
        selectedId={caseId}
        onSelect={(value) => {
          setSelectedId(null);
          setPayFor(null);
          setChoosing(false);
          cases.select(value);
        }}
        messages={t}
      />
      {usage && (
        <UsageBanner
          usage={usage}
          messages={t}
          longDate={longDate}
          pluralLocale={dateLocale}
          price={price}
          pricingPath={pricingPath}
        />
      )}
      <PreparationSchedule
        hearingDate={selectedCase.hearingDate}
        messages={t}
        longDate={longDate}
        pluralLocale={dateLocale}
        trackerPath={trackerPath}
      />

      <section aria-labelledby={`${id}-generate`}>
        <h2 id={`${id}-generate`}>{t['documents.generateHeading']}</h2>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t['documents.language']}</label>
          <p className="hint" id={`${id}-language-hint`}>
            {t['documents.languageHint']}
          </p>
          <select
            id={`${id}-language`}
            aria-describedby={`${id}-language-hint`}
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'pt' ? 'pt' : 'en')}
          >
            <option value="en">{t['documents.languageEn']}</option>
            <option value="pt">{t['documents.languagePt']}</option>
          </select>
        </div>
        {fromOrder && (
          <FromOrder
            request={fromOrder}
            messages={t}
            longDate={longDate}
            busy={busyType !== null}
            headingId={`${id}-from-order`}
            onDraft={(type, direction) => void generate(type, undefined, direction)}
          />
        )}
        <ul className="document-types">
          {documentTypes.map((type) => (
            <li key={type} className="document-type card">
              <h3>{t[`documents.type.${type}`]}</h3>
              <p>{t[`documents.typeHint.${type}`]}</p>
              <button
                type="button"
                className="button"
                disabled={busyType !== null}
                aria-busy={busyType === type}
                aria-label={format(t['documents.generateLabel'], { type: t[`documents.type.${type}`] })}
                aria-expanded={type === 'particulars_of_claim' ? choosing : undefined}
                onClick={() => {
                  if (type === 'particulars_of_claim') setChoosing(true);
                  else if (type === 'et1' && usage?.lastFreeEt1) setConfirmingLastFree(true);
                  else void generate(type);
                }}
              >
                {t['documents.generate']}
              </button>
              {type === 'particulars_of_claim' && choosing && (
                <ComplaintsForm
                  key={caseId}
                  caseId={caseId}
                  messages={t}
                  busy={busyType !== null}
                  onSubmit={(choice) => void generate(type, choice)}
                  onCancel={() => setChoosing(false)}
                  qualifying={qualifying}
                />
              )}
              {payFor === type && usage?.paymentsConfigured && (
                <div className="banner banner-warning" role="status">
                  <p>
                    <strong>{t['documents.paymentTitle']}</strong> {t['documents.paymentBody']}
                  </p>
                  <button type="button" className="button" onClick={() => void buy(type)}>
                    {format(t['documents.buy'], { price })}
                  </button>{' '}
                  <a href={pricingPath}>{t['documents.usage.seePlans']}</a>
                </div>
              )}
            </li>
          ))}
        </ul>
        <details className="pay-details">
          <summary>{t['documents.payDetailsHeading']}</summary>
          <PayDetailsForm key={caseId} caseId={caseId} messages={t} locale={locale} />
        </details>
      </section>

      <section aria-labelledby={`${id}-mine`}>
        <h2 id={`${id}-mine`}>{t['documents.myDocuments']}</h2>
        {items === null ? (
          <p role="status">{t['documents.loading']}</p>
        ) : caseDocuments.length === 0 ? (
          <p>{t['documents.empty']}</p>
        ) : (
          <ul className="my-documents">
            {caseDocuments.map((doc) => (
              <li key={doc.id}>
                <button
                  type="button"
                  className="link-button"
                  aria-current={doc.id === selectedId ? 'true' : undefined}
                  onClick={() => setSelectedId(doc.id)}
                >
                  {doc.title}
                </button>{' '}
                <span className="document-meta">
                  {format(t['documents.createdOn'], { date: longDate(doc.createdAt.slice(0, 10)) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {selected ? (
        <DocumentViewer
          key={selected.id}
          document={selected}
          messages={t}
          pageLabels={pageLabels}
          longDate={longDate}
          onSaved={() => setVersion((n) => n + 1)}
          onDelete={() => deletion.ask(selected)}
          onFailed={failed}
          notice={
            <PageRefsNotice
              documentId={selected.id}
              updatedAt={selected.updatedAt}
              messages={t}
              dateLocale={dateLocale}
              onRefreshed={() => setVersion((n) => n + 1)}
              onFailed={failed}
            />
          }
        >
          <ReviewPanel documentId={selected.id} messages={t} locale={locale} />
        </DocumentViewer>
      ) : (
        caseDocuments.length > 0 && <p className="document-hint">{t['documents.selectDocument']}</p>
      )}

      <ConfirmDialog
        open={confirmingLastFree}
        title={t['documents.lastFree.title']}
        description={format(t['documents.lastFree.body'], {
          date: usage ? longDate(usage.usage.resetDate) : '',
        })}
        confirmLabel={t['documents.lastFree.confirm']}
        cancelLabel={t['dialog.cancel']}
        onConfirm={() => {
          setConfirmingLastFree(false);
          void generate('et1');
        }}
        onCancel={() => setConfirmingLastFree(false)}
      />

      <ConfirmDialog
        {...deletion.dialog}
        title={t['documents.deleteTitle']}
        description={format(t['documents.deleteBody'], { title: deletion.pending?.title ?? '' })}
        confirmLabel={t['dialog.delete']}
        cancelLabel={t['dialog.cancel']}
      />
    </div>
  );
}
