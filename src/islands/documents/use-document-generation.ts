/**
 * Generating a document on /documents, and buying one the plan does not include: which type is
 * being generated, the complaints form for particulars of claim, and the offer to pay for one
 * document when the Worker refuses for want of an allowance or a credit. What a generation costs is
 * decided by the Worker; the screen says it by the refusal's code, in the reader's language.
 */
import { useState } from 'react';
import { discardTab, openPendingTab, sendTo } from '../../browser/pricing/new-tab';
import type { ComplaintChoice } from '../../domain/complaints';
import type { DocumentType } from '../../domain/document-types';
import { type DocumentLanguage, documentMessages } from '../../domain/documents';
import type { DirectionFact } from '../../domain/drafting/direction';
import { ErrorCode } from '../../domain/error-codes';
import type { Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import type { DOCUMENTS_MESSAGE_KEYS } from './documents-message-keys';
import type { DocumentUsage } from './use-documents';

type Key = (typeof DOCUMENTS_MESSAGE_KEYS)[number];

export interface DocumentGenerationInput {
  /** The case chosen, or null while none is. */
  caseId: string | null;
  language: DocumentLanguage;
  usage: DocumentUsage | null;
  messages: Messages<Key>;
  /** A new document: the screen shows it and reads the list again. */
  onGenerated(documentId: string): void;
  toAuth(): void;
}

export interface DocumentGeneration {
  /** The type being generated, or null. */
  busyType: DocumentType | null;
  /** The type offered for payment after a refusal, or null. */
  payFor: DocumentType | null;
  /** Whether the complaints form (particulars of claim plead the complaints chosen first) is open. */
  choosing: boolean;
  setChoosing(open: boolean): void;
  generate(documentType: DocumentType, complaints?: ComplaintChoice, direction?: DirectionFact): Promise<void>;
  buy(documentType: DocumentType): Promise<void>;
  /** Another case: no offer or form of the last one stays open. */
  reset(): void;
}

export function useDocumentGeneration(input: DocumentGenerationInput): DocumentGeneration {
  const { caseId, language, usage, messages: t, onGenerated, toAuth } = input;
  const [busyType, setBusyType] = useState<DocumentType | null>(null);
  const [payFor, setPayFor] = useState<DocumentType | null>(null);
  const [choosing, setChoosing] = useState(false);

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
      onGenerated(result.document.id);
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

  return {
    busyType,
    payFor,
    choosing,
    setChoosing,
    generate,
    buy,
    reset: () => {
      setPayFor(null);
      setChoosing(false);
    },
  };
}
