/**
 * The deadline card as a claimant reads it, rendered on a fixed clock in both languages: the words
 * of each state, never 'Deadline May Have Passed' while conciliation is under way or after an ET1
 * filed in time, and the six-month limit named but not relied on until its row is verified.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { et1Deadline } from '../../src/domain/deadlines';
import { figures } from '../../src/domain/figures';
import type { LimitKind } from '../../src/domain/limit-rules';
import { formatLongDate } from '../../src/i18n/format';
import { pickMessages } from '../../src/i18n/island-messages';
import type { Locale } from '../../src/i18n/locales';
import DeadlineCard, { DEADLINE_MESSAGE_KEYS } from '../../src/islands/tracker/DeadlineCard';

const TODAY = '2026-11-23';

function card(
  input: { event: string; dayA?: string; dayB?: string; filed?: string; kind?: LimitKind },
  locale: Locale = 'en',
): string {
  const deadline = et1Deadline({
    eventDate: input.event,
    acasDayA: input.dayA ?? null,
    acasDayB: input.dayB ?? null,
    kind: input.kind ?? 'dismissal',
    today: TODAY,
  });
  const html = renderToStaticMarkup(
    createElement(DeadlineCard, {
      deadline,
      today: TODAY,
      et1FiledDate: input.filed ?? null,
      caseId: 'case-1',
      messages: pickMessages(locale, DEADLINE_MESSAGE_KEYS),
      longDate: (iso: string) => formatLongDate(iso, locale),
      pluralLocale: locale === 'pt' ? 'pt-PT' : 'en-GB',
    }),
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const heading = (text: string) => text.split(' ').slice(0, 12).join(' ');

describe('the deadline card', () => {
  it('no conciliation yet: Contact Acas by the date', () => {
    const text = card({ event: '2026-10-20' });
    expect(text.startsWith('Contact Acas by 19/01/2027')).toBe(true);
    expect(text).toContain('This is the one date that matters now');
    expect(text).toContain('The time limit is 3 months less one day from 20 October 2026');
    expect(text).toContain('Add these dates to my calendar (.ics)');
  });

  it('in conciliation: the ET1 date is not known yet, with its lower bound, and never "passed"', () => {
    // The primary limit (18 November 2026) is before today; Day A was in time.
    const text = card({ event: '2026-08-19', dayA: '2026-11-10' });
    expect(text.startsWith('Your ET1 date is not known yet')).toBe(true);
    expect(text).toContain(
      'Early conciliation started on 10 November 2026. Your last day to present the ET1 will be at least one month after the day you receive the Acas certificate, and no earlier than 23 December 2026.',
    );
    expect(text).not.toContain('Deadline May Have Passed');
    expect(text).not.toContain('calendar');
  });

  it('certificate received: the date and its working', () => {
    const text = card({ event: '2026-09-10', dayA: '2026-10-01', dayB: '2026-11-01' });
    expect(heading(text)).toContain('Your ET1 Filing Deadline');
    expect(text).toContain('Last day to present your ET1 09/01/2027');
    expect(text).toContain('Early conciliation from 1 October 2026 to 1 November 2026 adds 31 days, which gives 9 January 2027.');
  });

  it('one day of conciliation reads "1 day", not "1 days"', () => {
    const text = card({ event: '2026-09-10', dayA: '2026-10-01', dayB: '2026-10-02' });
    expect(text).toContain('adds 1 day,');
  });

  it('out of time: names the tribunal discretion for the kind of claim, and where to get advice', () => {
    const dismissal = card({ event: '2026-06-01', dayA: '2026-09-01' });
    expect(dismissal.startsWith('Acas was contacted after the time limit')).toBe(true);
    expect(dismissal).toContain('not reasonably practicable to claim in time');
    expect(dismissal).toContain('(ERA 1996 s.111(2)(b))');
    expect(dismissal).toContain('it is an exception, not a second deadline');
    expect(dismissal).toContain('Get advice today');
    const discrimination = card({ event: '2026-06-01', dayA: '2026-09-01', kind: 'discrimination' });
    expect(discrimination).toContain('just and equitable (EqA 2010 s.123(1)(b))');
  });

  it('passed: only for a limit before today in a case not yet filed', () => {
    const text = card({ event: '2026-08-23' });
    expect(text.startsWith('Deadline May Have Passed')).toBe(true);
    expect(text).toContain('The last day was 22 November 2026, and no ET1 is recorded as filed.');
    expect(card({ event: '2026-08-24' }).startsWith('Contact Acas by 23/11/2026')).toBe(true);
  });

  it('filed: in time, late, or to be checked once Day B is entered — never "may have passed"', () => {
    const inTime = card({ event: '2026-06-01', dayA: '2026-07-01', dayB: '2026-08-01', filed: '2026-09-15' });
    expect(inTime.startsWith('Filed on 15/09/2026 — in time')).toBe(true);
    expect(inTime).not.toContain('Deadline May Have Passed');
    const late = card({ event: '2026-06-01', dayA: '2026-07-01', dayB: '2026-08-01', filed: '2026-10-02' });
    expect(late.startsWith('Filed after the limit of 01/10/2026')).toBe(true);
    expect(late).toContain('not reasonably practicable');
    const unknown = card({ event: '2026-06-01', dayA: '2026-07-01', filed: '2026-09-20' });
    expect(unknown.startsWith('Filed on 20/09/2026')).toBe(true);
    expect(unknown).toContain('Enter the date you received the Acas certificate (Day B)');
  });

  it('speaks Portuguese, with plurals from Intl.PluralRules', () => {
    expect(card({ event: '2026-10-20' }, 'pt').startsWith('Contacte a Acas até 19/01/2027')).toBe(true);
    expect(card({ event: '2026-08-19', dayA: '2026-11-10' }, 'pt').startsWith('A data do seu ET1 ainda não se sabe')).toBe(true);
    expect(card({ event: '2026-09-10', dayA: '2026-10-01', dayB: '2026-10-02' }, 'pt')).toContain('acrescenta 1 dia,');
    expect(card({ event: '2026-08-23' }, 'pt').startsWith('O Prazo Pode Ter Terminado')).toBe(true);
  });
});

describe('the card and the six-month limit (ERA 2025 Sch. 12)', () => {
  const row = figures.claimTimeLimit.rows[1] as { confidence: string };
  afterEach(() => {
    row.confidence = 'reported';
  });

  it('while reported: the three-month date, and a plain warning that six months may apply', () => {
    const text = card({ event: '2026-10-20' });
    expect(text.startsWith('Contact Acas by 19/01/2027')).toBe(true);
    expect(text).toContain(
      'Reports say the Employment Rights Act 2025 gives 6 months for events from 1 October 2026. This has not been verified, so the dates here use 3 months: relying on the longer limit is a risk.',
    );
    expect(text).toContain('How to check this change');
    expect(card({ event: '2026-09-30' })).not.toContain('Reports say');
  });

  it('once the row is verified, the card gives the six-month date and no warning', () => {
    row.confidence = 'high';
    const text = card({ event: '2026-10-20' });
    expect(text.startsWith('Contact Acas by 19/04/2027')).toBe(true);
    expect(text).toContain('The time limit is 6 months less one day');
    expect(text).not.toContain('Reports say');
  });
});
