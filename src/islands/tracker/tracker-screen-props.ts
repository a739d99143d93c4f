/**
 * What the tracker's screen is given: its message keys (each part's, gathered), the page's props, and
 * what the first paint (src/browser/tracker-first.ts) already knows when React takes over. Apart from
 * the screen so the page and the first paint read them without the screen's code.
 */

import type { CaseEventRecord } from '../../domain/case-events';
import type { CaseRecord } from '../../domain/case-record';
import { caseMessages } from '../../domain/case-values';
import type { ComplaintChoice } from '../../domain/complaints/choice';
import type { Messages } from '../../i18n/island-messages';
import { SUPPORT_PANEL_MESSAGE_KEYS } from '../support/SupportPanel';
import { CASE_EVENT_MESSAGE_KEYS } from './CaseEvents';
import { CASE_FORM_MESSAGE_KEYS } from './CaseForm';
import { DEADLINE_MESSAGE_KEYS } from './DeadlineCard';
import type { LongDateWords } from './long-date';
import { TIMELINE_MESSAGE_KEYS } from './Timeline';
import { TASK_MESSAGE_KEYS } from './tasks/task-message-keys';

export const TRACKER_MESSAGE_KEYS = [
  'hearing.link',
  ...DEADLINE_MESSAGE_KEYS,
  ...TASK_MESSAGE_KEYS,
  ...CASE_EVENT_MESSAGE_KEYS,
  ...CASE_FORM_MESSAGE_KEYS,
  ...TIMELINE_MESSAGE_KEYS,
  ...SUPPORT_PANEL_MESSAGE_KEYS,
  'tracker.loading',
  'tracker.workingOut',
  'tracker.eventsUnknown',
  'tracker.caseLabel',
  'tracker.newCase',
  'tracker.untitledCase',
  'tracker.caseOption',
  'tracker.saved',
  'tracker.savedBody',
  'tracker.error',
  'tracker.saveError',
  'tracker.conflictTitle',
  'tracker.conflict',
  'tracker.loadError',
  'tracker.unsavedWarning',
  'tracker.quickActions',
  'tracker.startAcas',
  'tracker.fileEt1',
  'external.newTab',
  ...Object.values(caseMessages),
] as const;
export type Key = (typeof TRACKER_MESSAGE_KEYS)[number];

/**
 * The messages the first paint draws with (the case picker, the card and its states), carried in
 * the page; the screen's others are fetched when React takes over (src/islands/island-words.ts).
 */
export const TRACKER_FIRST_MESSAGE_KEYS = [
  ...DEADLINE_MESSAGE_KEYS,
  'tracker.workingOut',
  'tracker.eventsUnknown',
  'tracker.caseLabel',
  'tracker.newCase',
  'tracker.caseOption',
] as const satisfies readonly Key[];
type FirstKey = (typeof TRACKER_FIRST_MESSAGE_KEYS)[number];

/** The screen's words, fetched when React takes over (src/pages/island-words/[file].json.ts writes them). */
export interface TrackerWords {
  messages: Messages<Key>;
}

/**
 * What the first paint (src/browser/tracker-first.ts) already knows when React takes over: the
 * cases, the one open, and that case's dated events and complaints, so React's first render draws
 * the same card in place of the first paint's, without asking again.
 */
export interface TrackerFirstAnswer {
  cases: readonly CaseRecord[];
  selectedId: string | null;
  events: { caseId: string; items: readonly CaseEventRecord[]; failed?: true } | null;
  complaints: { caseId: string; choice: ComplaintChoice | null } | null;
}

export interface TrackerScreenProps {
  messages: Messages<Key>;
  claimTypeLabels: Record<string, string>;
  authPath: string;
  /** The BCP 47 tag for dates and plurals ('en-GB', 'pt-PT'). */
  dateLocale: string;
  /** That language's words for a long date, so none is made with Intl in the browser (./long-date.ts). */
  longDateWords?: LongDateWords | undefined;
  /** The page's language, and its /pricing (the support panel's add-on link). */
  language: 'en' | 'pt';
  pricingPath: string;
  /** The hearing day screen (/hearing), linked once the case has a hearing date. */
  hearingPath: string;
}

/** What the page carries for the first paint: the screen's props with only the first paint's messages. */
export interface TrackerPageProps extends Omit<TrackerScreenProps, 'messages'> {
  messages: Messages<FirstKey>;
  /** Where the screen's words (TrackerWords) are. */
  wordsPath: string;
}
