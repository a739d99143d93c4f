/**
 * A task read from a tribunal's order is worded from what the order says, in the reader's
 * language: its title from the kind of direction and who must act, its notes from the order's words
 * with the paragraph. The same task reads in English on the English page and in Portuguese on the
 * Portuguese one, whichever page added it.
 */
import { describe, expect, it } from 'vitest';
import { reminderEmail } from '../../src/domain/reminders/email';
import { type TaskFromOrder, taskFromOrder } from '../../src/domain/tasks/from-order';
import { taskNotes, taskTitle, type Words } from '../../src/domain/tasks/words';
import { translate } from '../../src/i18n/translate';

const words =
  (locale: 'en' | 'pt'): Words =>
  (key, values) =>
    translate(locale, key, values);

const fromOrder: TaskFromOrder = {
  kind: 'impactStatement',
  party: 'claimant',
  paragraph: '4',
  quote: 'The claimant must send the respondent by 4.00 pm on 23 December 2026 an impact statement.',
};
// Added on the Portuguese page: the title stored is Portuguese.
const task = {
  source: 'own' as const,
  kind: null,
  title: 'Declaração…, a seu cargo',
  rule: null,
  notes: 'Do despacho…',
  fromOrder,
};

describe('a task read from an order', () => {
  it('is named in the page’s language, not the one it was added in', () => {
    expect(taskTitle(task, words('en'))).toBe('Disability impact statement, by you');
    expect(taskTitle(task, words('pt'))).toBe('Declaração sobre o impacto da deficiência (impact statement), a seu cargo');
  });

  it('quotes the order with its paragraph, framed in the page’s language', () => {
    expect(taskNotes(task, words('en'))).toBe(`From the order, paragraph 4: “${fromOrder.quote}”`);
    expect(taskNotes(task, words('pt'))).toBe(`Do despacho, parágrafo 4: «${fromOrder.quote}»`);
  });

  it('keeps the claimant’s own words for a task they wrote', () => {
    const own = { ...task, title: 'My own task', notes: 'mine', fromOrder: null };
    expect(taskTitle(own, words('en'))).toBe('My own task');
    expect(taskNotes(own, words('en'))).toBe('mine');
  });

  it('reads back only a direction that is one', () => {
    expect(taskFromOrder(JSON.stringify(fromOrder))).toEqual(fromOrder);
    expect(taskFromOrder(JSON.stringify({ ...fromOrder, kind: 'essay' }))).toBeNull();
    expect(taskFromOrder('{not json')).toBeNull();
    expect(taskFromOrder(null)).toBeNull();
  });
});

describe('the reminder e-mail of a task read from an order', () => {
  it('names it in the e-mail’s language', () => {
    const reminder = {
      source: 'own',
      kind: null,
      title: 'Disability impact statement, by you',
      notes: null,
      dueDate: '2026-12-23',
      dueTime: '16:00',
      caseLabel: 'Acme Ltd',
      caseUrl: 'https://tribunal.example/pt/tracker?case=1',
      rule: null,
      fromOrder,
    };
    const { text } = reminderEmail({
      language: 'pt',
      today: '2026-12-20',
      tasks: [reminder],
      unsubscribeUrl: 'https://tribunal.example/u',
      settingsUrl: 'https://tribunal.example/pt/tracker#account',
    });
    expect(text).toContain('1. Declaração sobre o impacto da deficiência (impact statement), a seu cargo');
    expect(text).not.toContain('Disability impact statement');
  });
});
