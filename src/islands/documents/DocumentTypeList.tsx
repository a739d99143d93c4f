/**
 * The document types to generate on /documents, each with its Generate button; particulars of claim
 * open the complaints form first, and a type the plan does not cover offers one document to buy.
 */
import { documentTypes } from '../../domain/document-types';
import { format, type Messages } from '../../i18n/island-messages';
import ComplaintsForm from './ComplaintsForm';
import type { DOCUMENTS_MESSAGE_KEYS } from './documents-message-keys';
import type { DocumentGeneration } from './use-document-generation';
import type { DocumentUsage } from './use-documents';

type Key = (typeof DOCUMENTS_MESSAGE_KEYS)[number];

interface Props {
  caseId: string;
  generation: DocumentGeneration;
  usage: DocumentUsage | null;
  /** One document's price, formatted for the screen. */
  price: string;
  pricingPath: string;
  /** The unfair dismissal qualifying periods either side of their change (ComplaintsForm's hints). */
  qualifying: { before: string; date: string | null; after: string };
  messages: Messages<Key>;
  /** The last free ET1 draft of the month: the screen asks before it is used. */
  onLastFreeEt1(): void;
}

export function DocumentTypeList({
  caseId,
  generation,
  usage,
  price,
  pricingPath,
  qualifying,
  messages: t,
  onLastFreeEt1,
}: Props) {
  return (
    <ul className="document-types">
      {documentTypes.map((type) => (
        <li key={type} className="document-type card">
          <h3>{t[`documents.type.${type}`]}</h3>
          <p>{t[`documents.typeHint.${type}`]}</p>
          <button
            type="button"
            className="button"
            disabled={generation.busyType !== null}
            aria-busy={generation.busyType === type}
            aria-label={format(t['documents.generateLabel'], { type: t[`documents.type.${type}`] })}
            aria-expanded={type === 'particulars_of_claim' ? generation.choosing : undefined}
            onClick={() => {
              if (type === 'particulars_of_claim') generation.setChoosing(true);
              else if (type === 'et1' && usage?.lastFreeEt1) onLastFreeEt1();
              else void generation.generate(type);
            }}
          >
            {t['documents.generate']}
          </button>
          {type === 'particulars_of_claim' && generation.choosing && (
            <ComplaintsForm
              key={caseId}
              caseId={caseId}
              messages={t}
              busy={generation.busyType !== null}
              onSubmit={(choice) => void generation.generate(type, choice)}
              onCancel={() => generation.setChoosing(false)}
              qualifying={qualifying}
            />
          )}
          {generation.payFor === type && usage?.paymentsConfigured && (
            <div className="banner banner-warning" role="status">
              <p>
                <strong>{t['documents.paymentTitle']}</strong> {t['documents.paymentBody']}
              </p>
              <button type="button" className="button" onClick={() => void generation.buy(type)}>
                {format(t['documents.buy'], { price })}
              </button>{' '}
              <a href={pricingPath}>{t['documents.usage.seePlans']}</a>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
