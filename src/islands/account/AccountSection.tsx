/**
 * Your account under the tracker (/tracker#account): reminder settings, saved searches, and the
 * data export and deletion, as one island. The page hydrates it only when it comes into view
 * (`client:visible`): on a phone it sits below the whole case, so its script, its three requests and
 * its render no longer compete with the case on the way in; reached by its link, it is in view at
 * once. The wrapper is always drawn, even before the panels know the session, because the browser
 * can only watch an element that is there.
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import type { ReminderLanguage } from '../../domain/reminders/schema';
import type { Messages } from '../../i18n/island-messages';
import AccountPanel, { ACCOUNT_MESSAGE_KEYS } from './AccountPanel';
import ReminderSettings, { REMINDER_SETTINGS_MESSAGE_KEYS } from './ReminderSettings';
import SavedSearches, { SAVED_SEARCHES_MESSAGE_KEYS } from './SavedSearches';

export const ACCOUNT_SECTION_MESSAGE_KEYS = [
  ...REMINDER_SETTINGS_MESSAGE_KEYS,
  ...SAVED_SEARCHES_MESSAGE_KEYS,
  ...ACCOUNT_MESSAGE_KEYS,
] as const;
type Key = (typeof ACCOUNT_SECTION_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages<Key>;
  lang: ReminderLanguage;
  homePath: string;
}

export default function AccountSection({ messages, lang, homePath }: Props) {
  return (
    <div className="account-panels">
      <ReminderSettings messages={messages} lang={lang} />
      <SavedSearches messages={messages} lang={lang} />
      <AccountPanel messages={messages} homePath={homePath} />
    </div>
  );
}
