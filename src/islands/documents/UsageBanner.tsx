/** The usage banner: what the claimant may still generate, from GET /api/documents/usage. */
import { format, type Messages, plural } from '../../i18n/island-messages';
import type { DOCUMENTS_MESSAGE_KEYS } from './documents-message-keys';
import type { DocumentUsage } from './use-documents';

type Key = (typeof DOCUMENTS_MESSAGE_KEYS)[number];

interface Props {
  usage: DocumentUsage;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
  pluralLocale: string;
  price: string;
  pricingPath: string;
}

export function UsageBanner({ usage, messages: t, longDate, pluralLocale, price, pricingPath }: Props) {
  if (usage.hasFeature) return <p className="banner banner-info">{t['documents.usage.unlimited']}</p>;
  const left = usage.usage.remaining;
  return (
    <div className="banner banner-info documents-usage">
      <p>
        {plural(t, 'documents.usage.et1Left', left, pluralLocale)}{' '}
        {format(t['documents.usage.resets'], { date: longDate(usage.usage.resetDate) })}
      </p>
      <p>{t['documents.usage.unchangedFree']}</p>
      {usage.credits > 0 && <p>{plural(t, 'documents.usage.credits', usage.credits, pluralLocale)}</p>}
      {usage.paymentsConfigured ? (
        <p>
          {format(t['documents.usage.others'], { price })} <a href={pricingPath}>{t['documents.usage.seePlans']}</a>
        </p>
      ) : (
        // Nothing can be bought on this server: say what is free instead of offering plans.
        <p>{t['documents.usage.comingSoon']}</p>
      )}
    </div>
  );
}
