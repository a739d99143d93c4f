/** Every string the tracker's ET1 panel shows in the screen's language (src/i18n); the answers have their own (ET1_ANSWER_KEYS). */
import type { Et1AnswerId, Et1AnswerKey, Et1SectionId } from '../../../domain/et1-form/answers';
import type { Messages } from '../../../i18n/island-messages';

const FIELD_IDS = [
  'name',
  'dateOfBirth',
  'respondentName',
  'certificate',
  'started',
  'ended',
  'gross',
  'net',
  'pension',
  'newJob',
  'claimTypes',
  'claimDetails',
  'remedy',
] as const satisfies readonly Et1AnswerId[];

/** Each section's heading: the same words the ET1 draft on /documents uses for it. */
export const ET1_SECTION_HEADINGS = {
  claimant: 'draft.et1.s1',
  respondent: 'draft.et1.s2',
  employment: 'draft.et1.s5',
  pay: 'draft.et1.s6',
  newJob: 'draft.et1.s7',
  claim: 'draft.et1.s8',
  remedy: 'draft.et1.s9',
} as const satisfies Record<Et1SectionId, string>;

/**
 * What the panel shows before its words are fetched (the page carries these): the introduction, its
 * links, and whether the answers are coming, cannot come, or have no saved case to come from.
 */
export const ET1_PANEL_FIRST_MESSAGE_KEYS = [
  'et1Form.intro',
  'et1Form.openForm',
  'et1Form.fullDrafts',
  'et1Form.notSaved',
  'et1Form.loading',
  'et1Form.loadError',
  'external.newTab',
] as const;
export type Et1PanelFirstMessageKey = (typeof ET1_PANEL_FIRST_MESSAGE_KEYS)[number];

/** The rest, drawn only with the answers: fetched with the answers' words, not carried in the page. */
export const ET1_PANEL_MESSAGE_KEYS = [
  ...Object.values(ET1_SECTION_HEADINGS),
  ...FIELD_IDS.map((field) => `et1Form.field.${field}` as const),
  'et1Form.readingCopy',
  'et1Form.copy',
  'et1Form.copyLabel',
  'et1Form.copied',
  'et1Form.copyFailed',
  'et1Form.count',
  'et1Form.over.one',
  'et1Form.over.other',
  'et1Form.overUpload',
  'et1Form.missing.case',
  'et1Form.missing.events',
  'et1Form.missing.payDetails',
  'et1Form.missing.complaints',
  'et1Form.missing.dateOfBirth',
  'et1Form.complaintsNotChosen',
  'et1Form.chooseComplaints',
  'et1Form.doubtful',
  'et1Form.notEnglish',
  'et1Form.attachParticulars',
] as const;
export type Et1PanelMessageKey = (typeof ET1_PANEL_MESSAGE_KEYS)[number];

/**
 * The answers' words, fetched when the panel is drawn (src/islands/island-words.ts): in English,
 * whatever the screen's language (they are filed), and on a Portuguese page the same in Portuguese
 * for a reading copy; with them, the panel's own words for the answers (in the screen's language).
 */
export interface Et1Words {
  messages: Messages<Et1PanelMessageKey>;
  answerWords: Messages<Et1AnswerKey>;
  readingWords?: Messages<Et1AnswerKey> | undefined;
}
