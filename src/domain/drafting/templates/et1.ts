/**
 * Answers for each section of the official ET1 claim form (the online form's sections, 2024
 * version), mapped from the case; what the case does not hold is listed, never made up. The
 * early conciliation certificate number is checked against Acas's format (R######/##/##).
 * Sections 8.1 and 9 are the tracker's ET1 answers (../../et1-form/answers.ts), from the
 * complaints chosen, so the draft, the panel and the particulars tick the same boxes.
 */

import type { MessageKey } from '../../../i18n/translate';
import { CERTIFICATE_PATTERN } from '../../case-schema';
import { mainDateEndsEmployment } from '../../complaints/reading';
import { buildEt1Answers, ET1_ANSWER_KEYS, type Et1AnswerKey } from '../../et1-form/answers';
import { caseName, chronologyEvent, draftOf, longDate, missingSection, money, storyEntries, wordsFor } from '../common';
import { limitLines } from '../deadline-words';
import type { Template } from '../facts';

export const et1: Template = (facts) => {
  const t = wordsFor(facts);
  const record = facts.case;
  const pay = facts.payDetails;
  const missing: string[] = [];
  const need = (key: MessageKey) => {
    missing.push(t(key));
    return `[${t(key)}]`;
  };
  const certificate = record.acasCertificateNumber;
  const certificateLine = certificate
    ? CERTIFICATE_PATTERN.test(certificate)
      ? t('draft.et1.certificateOk', { number: certificate })
      : t('draft.et1.certificateBad', { number: certificate })
    : need('draft.missing.certificate');
  // Sections 8.1 and 9 from the complaints chosen (or the claim type's suggestion), in the draft's words.
  const words = Object.fromEntries(ET1_ANSWER_KEYS.map((key) => [key, t(key)])) as Record<Et1AnswerKey, string>;
  const answers = buildEt1Answers({
    case: record,
    events: facts.events,
    payDetails: pay,
    complaints: facts.complaints,
    words,
    longDate: (iso) => longDate(facts, iso),
    money: (pence) => money(facts, pence),
  }).flatMap((section) => section.answers);
  const answerText = (id: 'claimTypes' | 'remedy') => answers.find((answer) => answer.id === id)?.text ?? null;
  const claimTypeLine =
    answerText('claimTypes') ?? need(record.claimType ? 'draft.missing.complaints' : 'draft.missing.claimType');
  // Section 5: the end of the employment. The case's main date is the end only where the claim
  // type says so (a dismissal, a resignation, a contract claim); otherwise it is the act or the payday.
  const endedLine = () => {
    const ends = mainDateEndsEmployment(record.claimType);
    const dismissal = facts.events.find((event) => event.kind === 'dismissal')?.date ?? null;
    const end = ends ? record.dismissalDate : dismissal;
    if (end) return `- ${t('draft.et1.ended')}: ${longDate(facts, end)}`;
    if (ends) return `- ${t('draft.et1.ended')}: ${need('draft.missing.dismissalDate')}`;
    return `- ${t('draft.et1.endedIfEnded')}`;
  };
  // Section 8.2 tells the story: the main event, the claimant's events and dated evidence.
  const background = storyEntries(facts).map((entry) => `- ${longDate(facts, entry.date)}: ${chronologyEvent(facts, entry)}`);
  return draftOf(
    facts,
    'et1',
    [
      `# ${t('documents.type.et1')}: ${caseName(facts)}`,
      t('draft.et1.intro'),
      // Every date that starts a limit has its own: the earliest first.
      limitLines(facts).join('\n'),
      `## ${t('draft.et1.s1')}`,
      `- ${t('draft.et1.name')}: ${record.claimantName}`,
      `- ${t('draft.et1.dateOfBirth')}: ${pay?.dateOfBirth ? longDate(facts, pay.dateOfBirth) : need('draft.missing.dateOfBirth')}`,
      `- ${t('draft.et1.contact')}`,
      `## ${t('draft.et1.s2')}`,
      `- ${t('draft.et1.employer')}: ${record.employerName}`,
      `- ${t('draft.et1.employerAddress')}`,
      `- ${t('draft.et1.certificate')}: ${certificateLine}`,
      `## ${t('draft.et1.s5')}`,
      `- ${t('draft.et1.started')}: ${pay?.employmentStart ? longDate(facts, pay.employmentStart) : need('draft.missing.employmentStart')}`,
      endedLine(),
      `## ${t('draft.et1.s6')}`,
      `- ${t('draft.et1.gross')}: ${pay?.weeklyGrossPence != null ? money(facts, pay.weeklyGrossPence) : need('draft.missing.weeklyGross')}`,
      `- ${t('draft.et1.net')}: ${pay?.weeklyNetPence != null ? money(facts, pay.weeklyNetPence) : need('draft.missing.weeklyNet')}`,
      `- ${t('draft.et1.pension')}: ${pay?.weeklyPensionPence != null ? money(facts, pay.weeklyPensionPence) : t('draft.et1.notGiven')}`,
      `## ${t('draft.et1.s7')}`,
      `- ${pay?.newJobStart ? t('draft.et1.newJob', { date: longDate(facts, pay.newJobStart), pay: pay.newWeeklyNetPence != null ? money(facts, pay.newWeeklyNetPence) : t('draft.et1.notGiven') }) : t('draft.et1.noNewJob')}`,
      `## ${t('draft.et1.s8')}`,
      `- ${t('draft.et1.claimType')}:`,
      claimTypeLine
        .split('\n')
        .map((line) => `  - ${line}`)
        .join('\n'),
      t('draft.et1.background'),
      background.length > 0 ? background.join('\n') : need('draft.missing.facts'),
      `## ${t('draft.et1.s9')}`,
      answerText('remedy') ?? t('draft.et1.remedyCompensation'),
      `## ${t('draft.et1.s11')}`,
      t('draft.et1.representative'),
      `## ${t('draft.et1.s12')}`,
      t('draft.et1.disability'),
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
