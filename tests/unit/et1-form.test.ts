/**
 * The ET1 panel's answers (src/domain/et1-form): every section from the case, in English whatever
 * the screen's language, nothing invented, and every answer with a limit in the online form checked
 * against it, never cut.
 */
import { describe, expect, it } from 'vitest';
import type { CaseEventRecord } from '../../src/domain/case-events';
import type { CaseRecord } from '../../src/domain/case-record';
import { claimTypeIds } from '../../src/domain/case-values';
import { type ComplaintChoice, defaultChoice } from '../../src/domain/complaints';
import { buildEt1Answers, ET1_ANSWER_KEYS, type Et1Answer, type Et1Input } from '../../src/domain/et1-form/answers';
import { checkLimit, ET1_FIELD_LIMITS, et1LimitedFields } from '../../src/domain/et1-form/limits';
import { formatLongDate } from '../../src/domain/format';
import { emptyPayDetails, type PayDetails } from '../../src/domain/pay-details';
import { formatMoney } from '../../src/i18n/format';
import { pickMessages } from '../../src/i18n/island-messages';

const record: CaseRecord = {
  id: 'c1',
  claimantName: 'Ana Silva',
  employerName: 'Harbour Logistics Ltd',
  claimType: 'unfair-dismissal',
  dismissalDate: '2026-08-28',
  acasStartDate: '2026-09-20',
  acasEndDate: '2026-10-30',
  acasCertificateNumber: 'R123456/26/01',
  et1FiledDate: null,
  hearingDate: null,
  notes: 'Private notes never go in the form',
  stage2Checklist: {} as CaseRecord['stage2Checklist'],
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
};

const event = (id: string, date: string, kind: CaseEventRecord['kind'], description: string | null) => ({
  id,
  date,
  kind,
  description,
});

const pay: PayDetails = {
  ...emptyPayDetails,
  dateOfBirth: '1990-03-31',
  employmentStart: '2019-01-07',
  weeklyGrossPence: 52_000,
  weeklyNetPence: 41_050,
};

function input(overrides: Partial<Et1Input> = {}, language: 'en' | 'pt' = 'en'): Et1Input {
  return {
    case: record,
    events: [event('e1', '2026-08-28', 'dismissal', 'Dismissed at a meeting with the operations manager')],
    payDetails: pay,
    complaints: null,
    words: pickMessages(language, ET1_ANSWER_KEYS),
    longDate: (iso) => formatLongDate(iso, language),
    money: (pence) => formatMoney(pence, language),
    ...overrides,
  };
}

function answers(sections: ReturnType<typeof buildEt1Answers>): Map<string, Et1Answer> {
  return new Map(sections.flatMap((section) => section.answers.map((item) => [item.id, item] as const)));
}

describe('buildEt1Answers', () => {
  it('answers each section of the form from the case, in the form’s order, in English', () => {
    const sections = buildEt1Answers(input());
    expect(sections.map((section) => section.id)).toEqual(['claimant', 'respondent', 'employment', 'pay', 'claim', 'remedy']);
    const byId = answers(sections);
    expect(byId.get('name')?.text).toBe('Ana Silva');
    expect(byId.get('dateOfBirth')?.text).toBe('31 March 1990');
    expect(byId.get('respondentName')).toMatchObject({ text: 'Harbour Logistics Ltd', limit: { length: 21, max: 100, over: 0 } });
    expect(byId.get('certificate')).toMatchObject({ text: 'R123456/26/01', doubtful: false });
    expect(byId.get('started')?.text).toBe('7 January 2019');
    expect(byId.get('ended')?.text).toBe('28 August 2026');
    expect(byId.get('gross')?.text).toBe('£520 a week');
    expect(byId.get('net')?.text).toBe('£410.50 a week');
    expect(byId.get('pension')).toMatchObject({ text: null, from: 'payDetails' });
    // Before any choice, the claim type's suggestion: unfair dismissal, as the form names it.
    expect(byId.get('claimTypes')?.text).toBe('Unfair dismissal (including constructive dismissal)');
    expect(byId.get('claimDetails')?.text).toBe(
      [
        'Claim against Harbour Logistics Ltd: unfair dismissal. What happened, in date order:',
        '28 August 2026: Dismissal: Dismissed at a meeting with the operations manager',
      ].join('\n'),
    );
    expect(byId.get('remedy')?.text).toContain('What I want if my claim succeeds: Compensation.');
    expect(byId.get('remedy')?.text).toContain('Employment Rights Act 1996, sections 118 to 124');
    // The claimant's private notes are not an answer.
    expect(JSON.stringify(sections)).not.toContain('Private notes');
  });

  it('writes a Portuguese reading copy from the Portuguese words, with the same answers', () => {
    const byId = answers(buildEt1Answers(input({}, 'pt')));
    expect(byId.get('ended')?.text).toBe('28 de agosto de 2026');
    expect(byId.get('claimTypes')?.text).toBe('Despedimento injusto, incluindo despedimento indireto (Unfair dismissal)');
  });

  it('leaves what the case does not hold empty, saying where to add it, and invents nothing', () => {
    const byId = answers(
      buildEt1Answers(input({ case: { ...record, claimType: null, acasCertificateNumber: null }, events: [], payDetails: null })),
    );
    for (const id of ['dateOfBirth', 'started', 'gross', 'net', 'certificate', 'claimTypes', 'remedy'] as const) {
      expect(byId.get(id)?.text, id).toBeNull();
    }
    expect(byId.get('started')?.from).toBe('payDetails');
    expect(byId.get('claimTypes')?.from).toBe('complaints');
    // Without a claim type the case's date is not known to end the employment.
    expect(byId.get('ended')?.text).toBeNull();
    // The main date still tells the story, without a claim line and without an internal label.
    expect(byId.get('claimDetails')?.text).toBe('28 August 2026: The main event of my claim');
  });

  it('takes the end of employment from a dismissal event, not from a discrimination claim’s act', () => {
    const discrimination = { ...record, claimType: 'discrimination' as const, dismissalDate: '2026-06-01' };
    expect(answers(buildEt1Answers(input({ case: discrimination, events: [] }))).get('ended')?.text).toBeNull();
    const dismissed = [event('e2', '2026-07-15', 'dismissal', null)];
    expect(answers(buildEt1Answers(input({ case: discrimination, events: dismissed }))).get('ended')?.text).toBe('15 July 2026');
  });

  it('flags a certificate number that is not in Acas’s format, without changing it', () => {
    const byId = answers(buildEt1Answers(input({ case: { ...record, acasCertificateNumber: 'R12345/26/1' } })));
    expect(byId.get('certificate')).toMatchObject({ text: 'R12345/26/1', doubtful: true });
  });

  it('says how much to cut from an answer over the form’s limit, and keeps every character', () => {
    const events = Array.from({ length: 14 }, (_, n) =>
      event(`e${n}`, `2026-0${1 + (n % 8)}-${String(10 + n).padStart(2, '0')}`, 'detriment', 'x'.repeat(190)),
    );
    const details = answers(buildEt1Answers(input({ events }))).get('claimDetails');
    const text = details?.text ?? '';
    // The claim line, the case's main date and the fourteen events.
    expect(text.split('\n')).toHaveLength(16);
    expect(details?.limit).toEqual({ length: text.length, max: 2500, over: text.length - 2500 });
    expect(details?.limit?.over).toBeGreaterThan(0);
    const longName = 'A'.repeat(104);
    expect(answers(buildEt1Answers(input({ case: { ...record, employerName: longName } }))).get('respondentName')).toMatchObject({
      text: longName,
      limit: { length: 104, max: 100, over: 4 },
    });
  });

  it('has a section 8.1 box and a section 9 remedy for every claim type, in both languages', () => {
    for (const claimType of claimTypeIds) {
      for (const language of ['en', 'pt'] as const) {
        const byId = answers(buildEt1Answers(input({ case: { ...record, claimType } }, language)));
        expect(byId.get('claimTypes')?.text, `${claimType} ${language}`).toMatch(/\w/);
        expect(byId.get('remedy')?.limit?.over, `${claimType} ${language}`).toBe(0);
      }
    }
  });

  it('ticks every complaint chosen as the online form names it: whistleblowing, its detriment and holiday pay', () => {
    // The care worker's case: dismissed after raising unsafe staffing, detriment before it, holiday pay owed.
    const complaints: ComplaintChoice = {
      ...defaultChoice(null),
      complaints: ['whistleblowingDismissal', 'unfairDismissal', 'whistleblowingDetriment', 'holidayPay', 'wrongfulDismissal'],
    };
    const events = [
      event(
        'e1',
        '2026-06-02',
        'disclosure',
        'Told the registered manager in writing that night shifts were below safe staffing levels',
      ),
      event('e2', '2026-06-20', 'detriment', 'Taken off the rota for two weeks'),
      event('e3', '2026-08-28', 'dismissal', null),
    ];
    const byId = answers(
      buildEt1Answers(input({ complaints, events, case: { ...record, claimType: 'whistleblowing-dismissal' } })),
    );
    expect(byId.get('claimTypes')?.text).toBe(
      [
        'Breach of contract',
        'Pay-related claim: Holiday pay; Notice pay',
        'Unfair dismissal (including constructive dismissal)',
        'Whistleblowing',
      ].join('\n'),
    );
    const details = byId.get('claimDetails')?.text ?? '';
    expect(details).toContain(
      'Claim against Harbour Logistics Ltd: unfair dismissal, notice pay (wrongful dismissal), automatically unfair dismissal for making protected disclosures, detriment for making protected disclosures and holiday pay.',
    );
    expect(details).toContain(
      '2 June 2026: Disclosure of wrongdoing (whistleblowing): Told the registered manager in writing that night shifts were below safe staffing levels',
    );
    const remedy = byId.get('remedy')?.text ?? '';
    expect(remedy).toContain('The holiday pay I am owed');
    expect(remedy).toContain('Compensation for the detriments I suffered for making protected disclosures');
    expect(remedy).toContain('to which the usual cap does not apply');
  });

  it('a redundancy case ticks the redundancy payment and, for unfair selection, unfair dismissal; discrimination names each characteristic', () => {
    const redundancy = answers(buildEt1Answers(input({ case: { ...record, claimType: 'redundancy' } })));
    expect(redundancy.get('claimTypes')?.text).toBe(
      'Pay-related claim: Redundancy pay\nUnfair dismissal (including constructive dismissal)',
    );
    const discrimination: ComplaintChoice = {
      ...defaultChoice(null),
      complaints: ['directDiscrimination', 'harassment', 'reasonableAdjustments', 'equalPay'],
      directCharacteristics: ['race'],
      harassmentCharacteristics: ['sex'],
    };
    const byId = answers(buildEt1Answers(input({ complaints: discrimination })));
    expect(byId.get('claimTypes')?.text).toBe(
      'Discrimination of any type: Disability; Race; Sex (including equal pay)\nOther type of claim: Equal pay (Equality Act 2010, section 66)',
    );
    expect(byId.get('remedy')?.text).toContain('What I want if my claim succeeds: Compensation; A tribunal recommendation.');
  });

  it('adds section 7 only once a new job is recorded', () => {
    const withJob = { ...pay, newJobStart: '2026-10-05', newWeeklyNetPence: 38_000 };
    const sections = buildEt1Answers(input({ payDetails: withJob }));
    expect(sections.map((section) => section.id)).toContain('newJob');
    expect(answers(sections).get('newJob')?.text).toBe('I started new work on 5 October 2026, paid £380 a week after tax.');
  });
});

describe('the ET1 field limits', () => {
  it('has one row per limited field, each with its source in the online form’s code', () => {
    expect(Object.keys(ET1_FIELD_LIMITS).sort()).toEqual([...et1LimitedFields].sort());
    for (const field of et1LimitedFields) expect(ET1_FIELD_LIMITS[field].source).toMatch(/^hmcts\/et-sya-frontend, .+: \w+/);
  });

  it('counts as the form does (the trimmed answer) and reports nothing to cut at the limit', () => {
    expect(checkLimit(`  ${'a'.repeat(2500)}\n`, 'claimDetails')).toEqual({ length: 2500, max: 2500, over: 0 });
    expect(checkLimit('a'.repeat(2501), 'remedy')).toEqual({ length: 2501, max: 2500, over: 1 });
  });
});
