/**
 * The deadline card as a claimant reads it, rendered on a fixed clock in both languages: the words
 * of each state, never 'Deadline May Have Passed' while conciliation is under way or after an ET1
 * filed in time, and the six-month limit named but not relied on until its row is verified.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { caseLimits } from '../../src/domain/case-limits';
import type { ClaimTypeId } from '../../src/domain/case-values';
import { type ComplaintChoice, defaultChoice } from '../../src/domain/complaints';
import { figures } from '../../src/domain/figures';
import { formatLongDate } from '../../src/domain/format';
import type { LimitKind } from '../../src/domain/limit-rules';
import { pickMessages } from '../../src/i18n/island-messages';
import type { Locale } from '../../src/i18n/locales';
import { translate } from '../../src/i18n/translate';
import DeadlineCard, { DEADLINE_MESSAGE_KEYS } from '../../src/islands/tracker/DeadlineCard';

const TODAY = '2026-11-23';

type Events = { id: string; kind: LimitKind; date: string; description: string | null }[];

const claimTypeOf: Record<LimitKind, ClaimTypeId | null> = {
  dismissal: 'unfair-dismissal',
  discrimination: 'discrimination',
  deduction: 'unpaid-wages',
  contract: 'breach-contract',
  detriment: null,
  equalPay: null,
};

function card(
  input: {
    event: string | null;
    dayA?: string;
    dayB?: string;
    filed?: string;
    kind?: LimitKind;
    events?: Events;
    claimType?: ClaimTypeId | null;
    complaints?: ComplaintChoice;
  },
  locale: Locale = 'en',
  today = TODAY,
): string {
  const limits = caseLimits(
    {
      claimType: input.claimType ?? claimTypeOf[input.kind ?? 'dismissal'],
      complaints: input.complaints ?? null,
      dismissalDate: input.event,
      acasStartDate: input.dayA ?? null,
      acasEndDate: input.dayB ?? null,
      et1FiledDate: input.filed ?? null,
      events: input.events ?? [],
    },
    today,
  );
  const html = renderToStaticMarkup(
    createElement(DeadlineCard, {
      limits,
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
    expect(text).toContain(
      'A time limit of 3 months starting with 20 October 2026 (that day counts) ends on 19 January 2027: the day before the same date 3 months later, or the last day of that month when it has no such date (the corresponding-date rule).',
    );
    expect(text).not.toContain('less one day');
    expect(text).toContain('Add these dates to my calendar (.ics)');
  });

  it('in conciliation: the safe date and the latest possible one, in fail-safe words, with the facts assumed', () => {
    // The primary limit (18 November 2026) is before today; Day A was in time. The certificate
    // comes by 2 February 2027 at the latest (Day A + 12 weeks), which gives 2 March 2027.
    const text = card({ event: '2026-08-19', dayA: '2026-11-10' });
    expect(text.startsWith('Your ET1 date is not known yet')).toBe(true);
    // The safe date is the s.207B date with Day B = Day A: one month after 10/11/2026.
    expect(text).toContain('To be safe, file your ET1 by 10/12/2026');
    expect(text).toContain('Your last day is no later than 02/03/2027');
    expect(text).toContain(
      'To be safe, make sure the tribunal receives your ET1 by 10 December 2026: your last day can be no earlier than that, whatever day the certificate comes, and this date does not change.',
    );
    expect(text).toContain('Look for the certificate in your e-mail, spam folder included');
    expect(text).not.toContain('The safe date, 10 December 2026, has passed');
    // After the safe date: a warning, never a later "safe" date.
    const later = card({ event: '2026-08-19', dayA: '2026-11-10' }, 'en', '2026-12-20');
    expect(later).toContain('To be safe, file your ET1 by 10/12/2026');
    expect(later).toContain('The safe date, 10 December 2026, has passed.');
    expect(text).toContain(
      'Early conciliation lasts at most 12 weeks from Day A (10 November 2026), so the certificate must have come by 2 February 2027.',
    );
    expect(text).not.toContain('Deadline May Have Passed');
  });

  it('from the day the certificate must have come: asks for its date, no later than the latest date', () => {
    const text = card({ event: '2026-08-19', dayA: '2026-11-10' }, 'en', '2027-02-02');
    expect(text.startsWith('Enter the date you received your Acas certificate')).toBe(true);
    expect(text).toContain('Your last day is no later than 02/03/2027');
    expect(text).toContain('Until then, your last day is no later than 2 March 2027.');
    // And once that has gone, passed (conciliation lasts at most 12 weeks, Early Conciliation Rules
    // r.6 as amended by SI 2025/1153): never a date that moves with today.
    expect(card({ event: '2026-08-19', dayA: '2026-11-10' }, 'en', '2027-03-03').startsWith('Deadline May Have Passed')).toBe(
      true,
    );
  });

  it('leads with the earliest limit of the case and names its event (an act before the dismissal)', () => {
    // Dismissal 1/10/2026 → 31/12/2026 (Acas not yet); an act of discrimination on 25/9/2026 → 24/12/2026.
    const events: Events = [{ id: 'ev-1', kind: 'discrimination', date: '2026-09-25', description: null }];
    const text = card({ event: '2026-10-01', kind: 'discrimination', events });
    expect(text.startsWith('Contact Acas by 24/12/2026')).toBe(true);
    expect(text).toContain(
      'This is the earliest time limit in your case that is still open: it runs from the act of discrimination on 25 September 2026.',
    );
  });

  it('names interim relief only for the complaints ERA s.128(1) lists, while its 7 days are open (s.128(2))', () => {
    const safety = (safetyRepresentative: boolean): ComplaintChoice => ({
      ...defaultChoice('unfair-dismissal'),
      complaints: ['healthAndSafetyDismissal'],
      safetyRepresentative,
    });
    // A designated safety representative's dismissal (s.100(1)(a)–(b)) brings it ...
    const text = card({ event: '2026-11-20', complaints: safety(true) });
    expect(text).toContain('Your complaints include one that can bring interim relief');
    expect(text).toContain(
      'within 7 days after your employment ended: by 27 November 2026 (ERA 1996 s.128(2); TULRCA 1992 s.161(2))',
    );
    // ... a dismissal for raising a safety concern (s.100(1)(c)–(e)) does not, nor an ordinary unfair dismissal.
    expect(card({ event: '2026-11-20', complaints: safety(false) })).not.toContain('interim relief');
    expect(card({ event: '2026-11-20' })).not.toContain('interim relief');
    // Gone once the 7 days have passed, and never on a discrimination card.
    expect(card({ event: '2026-11-15', complaints: safety(true) })).not.toContain('interim relief');
    expect(card({ event: '2026-11-20', kind: 'discrimination' })).not.toContain('interim relief');
    // A discrimination case with a dismissal recorded after the act: the 7 days run from that dismissal.
    const events: Events = [{ id: 'ev-dismissed', kind: 'dismissal', date: '2026-11-19', description: null }];
    const whistle: ComplaintChoice = {
      ...defaultChoice('discrimination'),
      complaints: ['directDiscrimination', 'whistleblowingDismissal'],
      directCharacteristics: ['race'],
    };
    expect(card({ event: '2026-10-01', kind: 'discrimination', events, complaints: whistle })).toContain('by 26 November 2026');
  });

  it('a whistleblowing dismissal (ERA s.103A) gets the dismissal limit and the interim relief date, in both languages', () => {
    const text = card({ event: '2026-11-20', claimType: 'whistleblowing-dismissal' });
    // Three months beginning with 20 November 2026 (ERA s.111(2)(a)), as for any unfair dismissal.
    expect(text.startsWith('Contact Acas by 19/02/2027')).toBe(true);
    expect(text).toContain('a dismissal for whistleblowing, s.103A');
    expect(text).toContain('within 7 days after your employment ended: by 27 November 2026 (ERA 1996 s.128(2)');
    const pt = card({ event: '2026-11-20', claimType: 'whistleblowing-dismissal' }, 'pt');
    expect(pt).toContain('um despedimento por denúncia de irregularidades, secção 103A');
    expect(pt).toContain('até 27 de novembro de 2026');
  });

  it('leads with the limit still open and shows an earlier act out of time below it, with what may still save it', () => {
    // A detriment on 10 January 2026 (limit 9 April 2026, Acas contacted later: out of time) and the
    // dismissal on 28 August 2026 with its certificate (open until 6 January 2027).
    const events: Events = [{ id: 'ev-old', kind: 'detriment', date: '2026-01-10', description: 'Taken off the rota' }];
    const text = card({ event: '2026-08-28', dayA: '2026-09-20', dayB: '2026-10-30', events });
    expect(heading(text)).toContain('Your ET1 Filing Deadline');
    expect(text).toContain('Last day to present your ET1 06/01/2027');
    expect(text).toContain('Earlier time limits that have passed');
    expect(text).toContain('This does not end the rest of your claim: the date above still stands.');
    expect(text).toContain('one of a series of similar acts, the last of them in time (section 48(3)(a)');
    expect(text).not.toContain('Acas was contacted after the time limit ended');
  });

  it('a case with only an act under "other dates" still gets its card', () => {
    const events: Events = [{ id: 'ev-1', kind: 'discrimination', date: '2026-09-26', description: 'Manager mocked my accent' }];
    const text = card({ event: null, dayA: '2026-11-01', dayB: '2026-11-20', kind: 'discrimination', events });
    expect(heading(text)).toContain('Your ET1 Filing Deadline');
    expect(text).toContain('Last day to present your ET1 13/01/2027');
    expect(text).toContain('it runs from the act of discrimination on 26 September 2026 (“Manager mocked my accent”).');
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
    expect(card({ event: '2026-08-23' }, 'pt').startsWith('O prazo pode ter terminado')).toBe(true);
  });
});

describe('the tracker labels for the dates that start and stop the clock', () => {
  it('Day B is the day the certificate was received or treated as received; an e-mailed one, the day sent (EC Rules r.9; ERA s.207B(2)(b))', () => {
    expect(translate('en', 'tracker.acasEndDate')).toBe(
      'Day you received the Acas certificate, or are treated as receiving it (Day B): for an e-mailed certificate, the day it was sent',
    );
    expect(translate('pt', 'tracker.acasEndDate')).toContain(
      'considera recebido (Dia B): se foi enviado por e-mail, o dia do envio',
    );
  });

  it('a deductions claim runs from the payday of the (last) deduction (ERA s.23(2)-(3))', () => {
    expect(translate('en', 'tracker.deductionDate')).toBe('Payday of the (last) deduction from your wages');
    expect(translate('en', 'events.kind.deduction')).toContain('payday of the last deduction');
    expect(translate('en', 'limits.what.deduction')).toBe('the payday of the (last) deduction from wages');
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
    expect(text).toContain('A time limit of 6 months starting with 20 October 2026');
    expect(text).not.toContain('Reports say');
  });
});
