/**
 * The reminder and digest e-mails' words, in the account's language only (English or
 * European Portuguese): pure functions of their input, so the unit tests print them exactly.
 * Plain text, like every e-mail the Mailer sends.
 */

import { translatePlural, translator } from '../../i18n/translate';
import { daysBetween, type IsoDate, parseIsoDate } from '../calendar';
import type { TaskFromOrder } from '../tasks/from-order';
import { isTaskKind } from '../tasks/kinds';
import type { TaskRule } from '../tasks/rules';
import { taskWorking, taskTitle as titleOfTask } from '../tasks/words';
import { kindWords, ownTaskTodo, ownTaskWhy, unknownKindTitle } from './kinds';
import type { ReminderLanguage } from './schema';

const dateLocale: Record<ReminderLanguage, string> = { en: 'en-GB', pt: 'pt-PT' };

/**
 * "Monday 23 November 2026" / "segunda-feira, 23 de novembro de 2026". Assembled from the weekday
 * and month names, so every runtime's ICU writes it the same way; the calendar day itself, read at
 * noon UTC, so no time zone moves it.
 */
export function longDate(date: IsoDate, language: ReminderLanguage): string {
  const instant = new Date(`${date}T12:00:00Z`);
  const name = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(dateLocale[language], { ...options, timeZone: 'UTC' }).format(instant);
  const { year, day } = parseIsoDate(date);
  const weekday = name({ weekday: 'long' });
  const monthName = name({ month: 'long' });
  return language === 'pt' ? `${weekday}, ${day} de ${monthName} de ${year}` : `${weekday} ${day} ${monthName} ${year}`;
}

/** The singular or plural word for a count, by the language's plural rules (CLDR, through Intl.PluralRules). */
function plural(language: ReminderLanguage, count: number, one: string, other: string): string {
  return new Intl.PluralRules(dateLocale[language]).select(count) === 'one' ? one : other;
}

function relative(today: IsoDate, due: IsoDate, language: ReminderLanguage): string {
  const days = daysBetween(today, due);
  if (language === 'pt') return days === 0 ? 'hoje' : days === 1 ? 'amanhã' : `daqui a ${days} dias`;
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}

export interface ReminderTask {
  source: string;
  kind: string | null;
  /** The claimant's own words (own tasks). */
  title: string | null;
  notes: string | null;
  dueDate: IsoDate;
  /** HH:MM, Europe/London. */
  dueTime: string | null;
  /** The employer's name, to tell the reader's cases apart. */
  caseLabel: string;
  /** Absolute link to the case on the tracker. */
  caseUrl: string;
  /** The rule and working of a computed task, as stored with it (null for the claimant's own). */
  rule: TaskRule | null;
  /** For a task read from a tribunal's order: the direction, named in the e-mail's language. */
  fromOrder?: TaskFromOrder | null;
}

/**
 * A time of day as each language says a cut-off: "4pm" / "4.30pm" in English, "16:00" in
 * Portuguese (the EAT's 4pm rule, r.37(1A), reads best as the English rule states it).
 */
export function clockTime(time: string, language: ReminderLanguage): string {
  if (language === 'pt') return time;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour}${suffix}` : `${hour}.${String(minutes).padStart(2, '0')}${suffix}`;
}

/** How a computed task's date was reached, in the account's language (the tracker's working). */
function workingOf(task: ReminderTask, language: ReminderLanguage): string[] {
  const words = translator(language);
  return taskWorking(
    { rule: task.rule },
    (key, values) => words(key, values),
    (unit, count) => translatePlural(language, `unit.${unit}`, count),
    (iso) => longDate(iso, language),
  );
}

export interface ReminderEmailInput {
  language: ReminderLanguage;
  today: IsoDate;
  tasks: readonly ReminderTask[];
  unsubscribeUrl: string;
  /** Absolute link to the account's settings (turn back on, change language). */
  settingsUrl: string;
}

const words = {
  en: {
    subjectOne: (title: string, when: string) => `Reminder: ${title} (${when})`,
    subjectMany: (count: number, when: string) => `Reminder: ${count} dates on your claim, the first ${when}`,
    intro: 'This is your reminder from Tribunal Toolkit about dates on your Employment Tribunal claim.',
    due: 'Due',
    at: 'by',
    working: 'How this date was worked out',
    case: 'Case',
    why: 'Why it matters',
    notes: 'Your notes',
    todo: 'What to do',
    open: 'Open the case',
    check: 'Check every date against the tribunal’s own letters and orders: they always come first.',
    why_you: 'You get these reminders because they are on for your account. To stop them, open this link (no need to sign in):',
    settings: 'To turn them back on or change their language, go to Your account:',
  },
  pt: {
    subjectOne: (title: string, when: string) => `Lembrete: ${title} (${when})`,
    subjectMany: (count: number, when: string) => `Lembrete: ${count} datas na sua ação, a primeira ${when}`,
    intro: 'Este é o seu lembrete do Tribunal Toolkit sobre datas da sua ação no Tribunal do Trabalho (Employment Tribunal).',
    due: 'Data',
    at: 'até às',
    working: 'Como esta data foi calculada',
    case: 'Processo',
    why: 'Porque é importante',
    notes: 'As suas notas',
    todo: 'O que fazer',
    open: 'Abrir o processo',
    check: 'Confirme cada data nas cartas e nos despachos do próprio tribunal: prevalecem sempre.',
    why_you:
      'Recebe estes lembretes porque estão ativos na sua conta. Para deixar de os receber, abra esta ligação (não precisa de iniciar sessão):',
    settings: 'Para voltar a ativá-los ou mudar o idioma, aceda a A sua conta:',
  },
} as const;

function taskTitle(task: ReminderTask, language: ReminderLanguage): string {
  if (task.fromOrder)
    return titleOfTask(
      { source: 'own', kind: null, title: task.title, rule: null, fromOrder: task.fromOrder },
      translator(language),
    );
  if (task.source === 'own' && task.title) return task.title;
  // The tracker's and the calendar's name for the date, so the e-mail names it the same way.
  const source = task.source === 'computed' || task.source === 'suggested' ? task.source : 'own';
  const kind = isTaskKind(task.kind) ? task.kind : null;
  return (
    (kind && titleOfTask({ source, kind, title: task.title, rule: null }, translator(language))) || unknownKindTitle[language]
  );
}

/** One e-mail listing every task a reader is reminded of on this run, soonest first. */
export function reminderEmail(input: ReminderEmailInput): { subject: string; text: string } {
  const { language, today } = input;
  const w = words[language];
  const tasks = [...input.tasks].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || (a.dueTime ?? '').localeCompare(b.dueTime ?? ''),
  );
  const first = tasks[0];
  if (!first) throw new RangeError('A reminder needs at least one task');
  const subject =
    tasks.length === 1
      ? w.subjectOne(taskTitle(first, language), relative(today, first.dueDate, language))
      : w.subjectMany(tasks.length, relative(today, first.dueDate, language));

  const blocks = tasks.map((task, index) => {
    const own = task.source === 'own';
    // While the certificate is awaited the ET1 task is the safe date (its rule says `earliest`): ask for the certificate.
    const awaiting = task.kind === 'presentBy' && task.rule?.type === 'figure' && task.rule.earliest;
    const kind = kindWords(awaiting ? 'presentByAwaitingCertificate' : task.kind, language);
    const when = `${relative(today, task.dueDate, language)}, ${longDate(task.dueDate, language)}${task.dueTime ? ` ${w.at} ${clockTime(task.dueTime, language)}` : ''}`;
    const working = own ? [] : workingOf(task, language);
    const lines = [
      `${index + 1}. ${taskTitle(task, language)}`,
      `   ${w.due}: ${when}`,
      `   ${w.case}: ${task.caseLabel}`,
      own ? `   ${w.why}: ${ownTaskWhy[language]}` : `   ${w.why}: ${kind.why}`,
      ...(own && task.notes && !task.fromOrder ? [`   ${w.notes}: ${task.notes.replace(/\s*\n\s*/g, ' ')}`] : []),
      `   ${w.todo}: ${own ? ownTaskTodo[language] : kind.todo}`,
      ...(working.length > 0 ? [`   ${w.working}:`, ...working.map((line) => `   - ${line}`)] : []),
      `   ${w.open}: ${task.caseUrl}`,
    ];
    return lines.join('\n');
  });

  const text = [w.intro, ...blocks, w.check, `${w.why_you}\n${input.unsubscribeUrl}`, `${w.settings}\n${input.settingsUrl}`].join(
    '\n\n',
  );
  return { subject, text };
}

export interface DigestDecision {
  caseName: string;
  citation: string;
  decisionDate: IsoDate | null;
  year: number;
  /** Absolute link to the decision's own page (src/domain/case-law-address.ts). */
  url: string;
}

export interface DigestEmailInput {
  language: ReminderLanguage;
  searches: readonly { name: string; decisions: readonly DigestDecision[] }[];
  unsubscribeUrl: string;
  settingsUrl: string;
}

const digestWords = {
  en: {
    subject: (count: number) => `New case law for your saved searches: ${count} ${plural('en', count, 'decision', 'decisions')}`,
    intro: 'New decisions matching your saved case-law searches on Tribunal Toolkit:',
    search: 'Saved search',
    decided: 'decided',
    note: 'A decision is only a guide: check how it applies to the facts of your own claim.',
    why_you: 'You get this weekly digest because you saved these searches. To stop it, open this link (no need to sign in):',
    settings: 'To turn the digest back on, or rename or delete your saved searches, go to Your account:',
  },
  pt: {
    subject: (count: number) =>
      `Nova jurisprudência nas suas pesquisas guardadas: ${count} ${plural('pt', count, 'decisão', 'decisões')}`,
    intro: 'Novas decisões que correspondem às suas pesquisas de jurisprudência guardadas no Tribunal Toolkit:',
    search: 'Pesquisa guardada',
    decided: 'decidido em',
    note: 'Uma decisão é apenas uma orientação: verifique como se aplica aos factos da sua própria ação.',
    why_you:
      'Recebe este resumo semanal porque guardou estas pesquisas. Para deixar de o receber, abra esta ligação (não precisa de iniciar sessão):',
    settings: 'Para voltar a ativar o resumo, ou mudar o nome ou apagar as suas pesquisas guardadas, aceda a A sua conta:',
  },
} as const;

/** The weekly digest: every unsent decision, grouped by saved search. */
export function digestEmail(input: DigestEmailInput): { subject: string; text: string } {
  const w = digestWords[input.language];
  const count = input.searches.reduce((sum, search) => sum + search.decisions.length, 0);
  const blocks = input.searches.map((search) =>
    [
      `${w.search}: ${search.name}`,
      ...search.decisions.map((d) => {
        const when = d.decisionDate ? `${w.decided} ${longDate(d.decisionDate, input.language)}` : String(d.year);
        return `- ${d.caseName}, ${d.citation} (${when})\n  ${d.url}`;
      }),
    ].join('\n'),
  );
  const text = [w.intro, ...blocks, w.note, `${w.why_you}\n${input.unsubscribeUrl}`, `${w.settings}\n${input.settingsUrl}`].join(
    '\n\n',
  );
  return { subject: w.subject(count), text };
}
