/**
 * The admins' e-mail about new law-watch notices: plain text, in the admin's language when they
 * chose one (reminder settings), otherwise English and then Portuguese in one message, as the
 * account e-mails are. It says that nothing on the site changed: only an edit to the figures table does.
 */
import { translatePlural, translator } from '../i18n/translate';
import type { IsoDate } from './calendar';
import type { LawWatchNotice } from './law-watch';
import { describeReading, describeRows, targetHeading, type Wording } from './law-watch-words';

export type EmailLanguage = 'en' | 'pt';

function block(notice: LawWatchNotice, index: number, wording: Wording, t: ReturnType<typeof translator>): string {
  const lines = [
    `${index + 1}. ${targetHeading(notice.target, wording)}`,
    `   ${t('lawWatch.rowsTitle')}:`,
    ...describeRows(notice, wording).map((line) => `   - ${line}`),
  ];
  // An Act's instruments: the new ones are the news; a provision: what it said before, and now.
  if (notice.after.kind === 'provision') {
    lines.push(`   ${t('lawWatch.before')}:`);
    lines.push(
      ...(notice.before
        ? describeReading(notice.before, null, wording).map((line) => `   ${line}`)
        : [`   ${t('lawWatch.firstReading')}`]),
    );
  }
  lines.push(`   ${t('lawWatch.now')}:`);
  lines.push(...describeReading(notice.after, notice.before, wording).map((line) => `   ${line}`));
  lines.push(`   ${t('lawWatch.source')}: ${notice.sourceUrl}`);
  return lines.join('\n');
}

function part(language: EmailLanguage, notices: readonly LawWatchNotice[], adminUrl: string, date: (d: IsoDate) => string) {
  const t = translator(language);
  const wording: Wording = { say: (key, values) => t(key, values), date };
  return {
    subject: translatePlural(language, 'lawWatch.email.subject', notices.length),
    text: [
      translatePlural(language, 'lawWatch.email.intro', notices.length),
      t('lawWatch.email.nothingChanged'),
      notices.map((notice, index) => block(notice, index, wording, t)).join('\n\n'),
      `${t('lawWatch.email.review')}\n${adminUrl}`,
    ].join('\n\n'),
  };
}

export function lawWatchEmail(input: {
  language: EmailLanguage | null;
  notices: readonly LawWatchNotice[];
  /** The admin page in each language. */
  adminUrl: Record<EmailLanguage, string>;
  longDate: (date: IsoDate, language: EmailLanguage) => string;
}): { subject: string; text: string } {
  const one = (language: EmailLanguage) =>
    part(language, input.notices, input.adminUrl[language], (d) => input.longDate(d, language));
  if (input.language) return one(input.language);
  const en = one('en');
  const pt = one('pt');
  return { subject: `${en.subject} / ${pt.subject}`, text: `${en.text}\n\n— Português —\n\n${pt.text}` };
}
