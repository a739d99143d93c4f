/**
 * /documents: the chosen case's preparation dates, the document types to generate (in English to
 * file, or Portuguese to read; one filled in from a direction of an order when opened from the
 * order reader's "Draft this now"), the pay details the schedule of loss needs, My Documents (newest
 * first) and the selected document's viewer. Generating and buying live in ./use-document-generation;
 * what a generation costs is decided by the Worker, and the banner says what is left. Signed-out
 * readers go to /auth (useOwnCases).
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import { useCallback, useEffect, useId, useState } from 'react';
import type { DocumentLanguage } from '../../domain/documents';
import { readDraftQuery } from '../../domain/drafting/direction';
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
import { DocumentTypeList } from './DocumentTypeList';
import { DocumentViewer } from './DocumentViewer';
import { DOCUMENTS_MESSAGE_KEYS } from './documents-message-keys';
import { FromOrder, type FromOrderRequest } from './FromOrder';
import { PageRefsNotice } from './PageRefsNotice';
import PayDetailsForm from './PayDetailsForm';
import { PreparationSchedule } from './PreparationSchedule';
import ReviewPanel from './ReviewPanel';
import { UsageBanner } from './UsageBanner';
import { useDocumentGeneration } from './use-document-generation';
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
  // English whatever the screen's language: a document to file or send is drafted in English, and
  // Portuguese is an explicit choice of a reading copy.
  const [language, setLanguage] = useState<DocumentLanguage>('en');
  const [selectedId, setSelectedId] = useState<string | null>(null);
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
  const { items, usage, reload } = useDocuments(cases.status === 'ready', toAuth);
  const generation = useDocumentGeneration({
    caseId: cases.status === 'ready' ? (cases.selected?.id ?? null) : null,
    language,
    usage,
    messages: t,
    onGenerated: (documentId) => {
      setSelectedId(documentId);
      reload();
    },
    toAuth,
  });
  const { busyType, generate } = generation;
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
    onSettled: reload,
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

  return (
    <div className="documents">
      <CasePicker
        cases={cases.cases}
        selectedId={caseId}
        onSelect={(value) => {
          setSelectedId(null);
          generation.reset();
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
        <DocumentTypeList
          caseId={caseId}
          generation={generation}
          usage={usage}
          price={price}
          pricingPath={pricingPath}
          qualifying={qualifying}
          messages={t}
          onLastFreeEt1={() => setConfirmingLastFree(true)}
        />
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
          onSaved={reload}
          onDelete={() => deletion.ask(selected)}
          onFailed={failed}
          notice={
            <PageRefsNotice
              documentId={selected.id}
              updatedAt={selected.updatedAt}
              messages={t}
              dateLocale={dateLocale}
              onRefreshed={reload}
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
