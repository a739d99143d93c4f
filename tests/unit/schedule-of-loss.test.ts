/**
 * The schedule of loss against hand-computed examples. Each example writes out its
 * arithmetic; weeks are days/7 rounded to two decimals and pounds × those weeks to the penny.
 * Figures from the table: week's pay cap £719 (from 6 April 2025) and £751 (from 6 April 2026),
 * compensatory cap £123,543 (from 6 April 2026) or 52 weeks' gross pay, no cap from 1 January 2027,
 * Acas uplift up to 25%, loss of statutory rights £500 (conventional, unverified).
 */
import { describe, expect, it } from 'vitest';
import { emptyChecklist } from '../../src/domain/case-notes';
import type { CaseRecord } from '../../src/domain/case-record';
import type { ComplaintChoice } from '../../src/domain/complaints';
import type { DraftFacts } from '../../src/domain/drafting/facts';
import { parseMarkup } from '../../src/domain/drafting/markup';
import { scheduleOfLossTemplate } from '../../src/domain/drafting/templates/schedule-of-loss';
import { emptyPayDetails, type PayDetails } from '../../src/domain/pay-details';
import { computeScheduleOfLoss, type ScheduleInput } from '../../src/domain/schedule-of-loss/compute';
import { ageOn, completeYearsOfService, lossPeriod } from '../../src/domain/schedule-of-loss/loss-periods';

function caseRecord(overrides: Partial<CaseRecord>): CaseRecord {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    claimantName: 'Ana Silva',
    employerName: 'Acme Logistics Ltd',
    claimType: 'unfair-dismissal',
    dismissalDate: null,
    acasStartDate: null,
    acasEndDate: null,
    acasCertificateNumber: null,
    et1FiledDate: null,
    hearingDate: null,
    notes: null,
    stage2Checklist: emptyChecklist,
    createdAt: '2026-07-01T09:00:00.000Z',
    updatedAt: '2026-07-01T09:00:00.000Z',
    ...overrides,
  };
}

function facts(record: CaseRecord, payDetails: PayDetails | null, today: string, language: 'en' | 'pt' = 'en'): DraftFacts {
  return {
    today,
    language,
    case: record,
    events: [],
    evidence: [],
    chronology: [],
    bundleFiles: [],
    payDetails,
    complaints: null,
    authorities: [],
  };
}

function inputOf(f: DraftFacts): ScheduleInput {
  return {
    claimType: f.case.claimType,
    dismissalDate: f.case.dismissalDate,
    et1FiledDate: f.case.et1FiledDate,
    hearingDate: f.case.hearingDate,
    payDetails: f.payDetails,
    complaints: f.complaints,
    today: f.today,
  };
}

// (a) A high earner dismissed on 30 June 2026: the 52 weeks' gross pay cap bites.
const capCase = facts(
  caseRecord({ dismissalDate: '2026-06-30', et1FiledDate: '2026-09-20', hearingDate: '2027-06-30' }),
  {
    dateOfBirth: '1980-03-15',
    employmentStart: '2016-09-01',
    weeklyGrossPence: 200_000,
    weeklyNetPence: 140_000,
    weeklyPensionPence: 15_000,
    newJobStart: null,
    newWeeklyNetPence: null,
    futureLossWeeks: 52,
    noticePayReceivedPence: null,
    otherPaymentsReceivedPence: null,
  },
  '2026-11-22',
);

// (b) Dismissed on 15 February 2027: no cap; new work from 1 April 2027.
const post2027Case = facts(
  caseRecord({ dismissalDate: '2027-02-15', et1FiledDate: '2027-05-01', hearingDate: '2027-09-13' }),
  {
    dateOfBirth: '1990-05-20',
    employmentStart: '2020-01-06',
    weeklyGrossPence: 150_000,
    weeklyNetPence: 105_000,
    weeklyPensionPence: 0,
    newJobStart: '2027-04-01',
    newWeeklyNetPence: 70_000,
    futureLossWeeks: 26,
    noticePayReceivedPence: null,
    otherPaymentsReceivedPence: null,
  },
  '2027-05-10',
);

// (c) Constructive dismissal at 50 with 12 years: the 41+ band; no hearing date yet.
const olderCase = facts(
  caseRecord({ claimType: 'constructive-dismissal', dismissalDate: '2026-03-31', et1FiledDate: '2026-06-20' }),
  {
    ...emptyPayDetails,
    dateOfBirth: '1975-08-10',
    employmentStart: '2014-02-03',
    weeklyGrossPence: 60_000,
    weeklyNetPence: 48_000,
  },
  '2026-11-22',
);

// (d) Under two years' service, and only some of the pay details given.
const shortCase = facts(
  caseRecord({ dismissalDate: '2026-10-16' }),
  { ...emptyPayDetails, dateOfBirth: '2001-07-01', employmentStart: '2025-03-03', weeklyGrossPence: 45_000 },
  '2026-11-22',
);

describe('counting years and weeks', () => {
  it('counts whole years of age and service, and part weeks as days/7 to two decimals', () => {
    expect(ageOn('1980-03-15', '2026-03-14')).toBe(45);
    expect(ageOn('1980-03-15', '2026-03-15')).toBe(46);
    // 29 February: the birthday in a common year is 1 March.
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21);
    expect(ageOn('2004-02-29', '2026-03-01')).toBe(22);
    // 30 June 2014 to 29 June 2026, both days included, is 12 complete years; a day less is 11.
    expect(completeYearsOfService('2014-06-30', '2026-06-29')).toBe(12);
    expect(completeYearsOfService('2014-06-30', '2026-06-28')).toBe(11);
    // 1 to 10 July: 10 days = 10/7 = 1.428… → 1.43 weeks.
    expect(lossPeriod('2026-07-01', '2026-07-10')).toEqual({
      from: '2026-07-01',
      to: '2026-07-10',
      days: 10,
      weeksHundredths: 143,
    });
    expect(lossPeriod('2026-07-10', '2026-07-09')).toBeNull();
  });
});

describe('(a) a cap case: dismissed 30 June 2026 on £2,000 a week gross', () => {
  const s = computeScheduleOfLoss(inputOf(capCase));

  it('computes the basic award with the week’s pay capped at £751', () => {
    // Age on 30 June 2026: born 15 March 1980 → 46. Service from 1 September 2016: 9 complete years.
    // Years worked at ages 45, 44, 43, 42, 41: 5 × 1.5 = 7.5 weeks; at 40, 39, 38, 37: 4 × 1 = 4.
    // 11.5 weeks × £751 (capped from £2,000) = £8,636.50.
    expect(s.basicAward).toMatchObject({
      age: 46,
      completeYears: 9,
      weeks: 11.5,
      weekPence: 75_100,
      weekCapped: true,
      pence: 863_650,
    });
  });

  it('computes each head of the compensatory award', () => {
    // Loss to date: 1 July 2026 to 30 June 2027 = 365 days = 52.14 weeks × £1,400 = £72,996.00.
    expect(s.compensatory?.lossToDate).toMatchObject({
      period: { from: '2026-07-01', to: '2027-06-30', days: 365, weeksHundredths: 5214 },
      grossLossPence: 7_299_600,
      newEarnings: null,
      pence: 7_299_600,
      toToday: false,
    });
    // Pension: 52.14 × £150 = £7,821.00 to date; 52 × £150 = £7,800 future.
    expect(s.compensatory?.pension).toMatchObject({
      toDate: { pence: 782_100 },
      future: { weeks: 52, pence: 780_000 },
      pence: 1_562_100,
    });
    // Future loss: 52 × (£1,400 − £0) = £72,800.
    expect(s.compensatory?.futureLoss).toMatchObject({ weeklyLossPence: 140_000, pence: 7_280_000 });
    expect(s.compensatory?.statutoryRights?.pence).toBe(50_000);
    // 72,996 + 7,821 + 7,800 + 72,800 + 500 = £161,917.00.
    expect(s.compensatory?.subtotalPence).toBe(16_191_700);
  });

  it('applies the lower cap: 52 × £2,000 = £104,000, below £123,543', () => {
    expect(s.compensatory?.cap).toMatchObject({ kind: 'limit', weeksOfPayPence: 10_400_000, pence: 10_400_000 });
    // Uplift: 25% of £161,917 = £40,479.25; capped either way.
    expect(s.uplift).toMatchObject({ basePence: 16_191_700, maxPence: 4_047_925 });
    // Totals: £8,636.50 + £104,000 = £112,636.50 with or without uplift.
    expect(s.totals).toEqual({
      basicPence: 863_650,
      compensatoryLowPence: 10_400_000,
      compensatoryHighPence: 10_400_000,
      lowPence: 11_263_650,
      highPence: 11_263_650,
      capBites: true,
      capBitesWithoutUplift: true,
    });
    expect(s.missing).toEqual([]);
  });

  it('writes the working, the cap and the sources into the draft', () => {
    const draft = scheduleOfLossTemplate(capCase);
    expect(draft.documentType).toBe('schedule_of_loss');
    expect(draft.title).toBe('Schedule of Loss — Ana Silva v Acme Logistics Ltd');
    expect(draft.content).toContain('## Ana Silva v Acme Logistics Ltd');
    expect(draft.content).toContain(
      '| 9 complete years counted, age 46 at the effective date of termination: 11.5 weeks’ pay by the age bands of ERA 1996 s.119 × £751.00 | £8,636.50 |',
    );
    expect(draft.content).toContain(
      '| Loss of earnings to date | 1 July 2026 to 30 June 2027: 365 days = 52.14 weeks × net weekly pay of £1,400.00 | £72,996.00 |',
    );
    expect(draft.content).toContain('- 52 weeks × gross weekly pay of £2,000.00 = £104,000.00 (ERA 1996 s.124(1ZA)).');
    expect(draft.content).toContain(
      '- The lower limit, £104,000.00, applies and reduces the award: the compensatory award is at most £104,000.00.',
    );
    expect(draft.content).toContain('| Total | £112,636.50 | £112,636.50 |');
    expect(draft.content).toContain('Nothing: every figure this schedule needs is recorded.');
    expect(draft.content).toMatch(
      /- Loss of statutory rights: £500.00 from 1 January 1987 — Conventional sum, not statutory .* — not verified: check it before relying on it/,
    );
    // Unfair dismissal: no injury-to-feelings section.
    expect(draft.content).not.toContain('Injury to feelings');
    expect(draft.content).not.toMatch(/\{\w+\}/);
    expect(draft.content).toContain("- Cap in weeks' gross pay: 52 weeks from 29 July 2013");
    // The markup parses into the tables the .docx export draws.
    expect(parseMarkup(draft.content).filter((block) => block.kind === 'table').length).toBeGreaterThanOrEqual(4);
    expect(draft.missing).toEqual([]);
  });
});

describe('(b) a post-2027 case: dismissed 15 February 2027, new work from 1 April 2027', () => {
  const s = computeScheduleOfLoss(inputOf(post2027Case));

  it('computes the awards with no cap', () => {
    // Age 36 (born 20 May 1990), 7 complete years from 6 January 2020: 7 × 1 week × £751 = £5,257.
    expect(s.basicAward).toMatchObject({ age: 36, completeYears: 7, weeks: 7, pence: 525_700 });
    // 16 February to 13 September 2027: 13 + 31 + 30 + 31 + 30 + 31 + 31 + 13 = 210 days = 30.00 weeks × £1,050 = £31,500.
    // New work 1 April to 13 September: 30 + 31 + 30 + 31 + 31 + 13 = 166 days = 23.71 weeks × £700 = £16,597.
    // Net loss to date: £31,500 − £16,597 = £14,903.
    expect(s.compensatory?.lossToDate).toMatchObject({
      period: { days: 210, weeksHundredths: 3000 },
      grossLossPence: 3_150_000,
      newEarnings: { period: { from: '2027-04-01', days: 166, weeksHundredths: 2371 }, pence: 1_659_700 },
      pence: 1_490_300,
    });
    // Future loss: 26 × (£1,050 − £700) = 26 × £350 = £9,100. Pension £0 a week.
    expect(s.compensatory?.futureLoss?.pence).toBe(910_000);
    expect(s.compensatory?.pension?.pence).toBe(0);
    // 14,903 + 0 + 9,100 + 500 = £24,503.
    expect(s.compensatory?.subtotalPence).toBe(2_450_300);
    expect(s.compensatory?.cap).toMatchObject({ kind: 'none' });
    // Uplift: 25% × £24,503 = £6,125.75. Totals: £5,257 + £24,503 = £29,760; with uplift £35,885.75.
    expect(s.totals).toEqual({
      basicPence: 525_700,
      compensatoryLowPence: 2_450_300,
      compensatoryHighPence: 3_062_875,
      lowPence: 2_976_000,
      highPence: 3_588_575,
      capBites: false,
      capBitesWithoutUplift: false,
    });
    // From 1 January 2027 the qualifying period is six months: met.
    expect(s.qualifyingService).toMatchObject({ met: true, completeYears: 7 });
  });

  it('says there is no cap and shows the new earnings deducted', () => {
    const { content } = scheduleOfLossTemplate(post2027Case);
    expect(content).toContain(
      '- No cap: the limit on the compensatory award was removed for dismissals with an effective date of termination on or after 1 January 2027',
    );
    expect(content).toContain(
      '| Less: net earnings in new work | 1 April 2027 to 13 September 2027: 166 days = 23.71 weeks × new net weekly pay of £700.00 | −£16,597.00 |',
    );
    expect(content).toContain('| Net loss of earnings to date |  | £14,903.00 |');
    expect(content).toContain('| Total | £29,760.00 | £35,885.75 |');
    expect(content).toContain('between £0.00 and £6,125.75');
  });
});

describe('(c) the 41+ band: aged 50 with 12 years, dismissed 31 March 2026', () => {
  const s = computeScheduleOfLoss(inputOf(olderCase));

  it('counts the years from 41 at one and a half weeks', () => {
    // Born 10 August 1975: 50 on 31 March 2026. From 3 February 2014: 12 complete years.
    // Ages 49…41: 9 years × 1.5 = 13.5 weeks; ages 40, 39, 38: 3 × 1 = 3. 16.5 weeks × £600 = £9,900
    // (£600 is below the £719 cap in force on 31 March 2026).
    expect(s.basicAward).toMatchObject({
      age: 50,
      completeYears: 12,
      weeks: 16.5,
      weekPence: 60_000,
      weekCapped: false,
      pence: 990_000,
    });
    expect(s.basicAward?.weekCap.row.value).toEqual({ kind: 'money', pence: 71_900 });
  });

  it('runs the loss to today without a hearing date, and lists what is missing', () => {
    // 1 April to 22 November 2026: 30 + 31 + 30 + 31 + 31 + 30 + 31 + 22 = 236 days = 33.71 weeks × £480 = £16,180.80.
    expect(s.compensatory?.lossToDate).toMatchObject({
      period: { days: 236, weeksHundredths: 3371 },
      pence: 1_618_080,
      toToday: true,
    });
    expect(s.compensatory?.pension).toBeNull();
    expect(s.compensatory?.futureLoss).toBeNull();
    // £16,180.80 + £500 = £16,680.80; cap the lower of £118,223 and 52 × £600 = £31,200: does not bite
    // even with the 25% uplift (£4,170.20 → £20,851.00).
    expect(s.compensatory?.subtotalPence).toBe(1_668_080);
    expect(s.compensatory?.cap).toMatchObject({ kind: 'limit', pence: 3_120_000 });
    expect(s.totals).toMatchObject({ lowPence: 2_658_080, highPence: 3_075_100, capBites: false });
    expect(s.missing).toEqual(['weeklyPension', 'futureLossWeeks', 'hearingDate']);
    const draft = scheduleOfLossTemplate(olderCase);
    expect(draft.content).toContain(
      '- There is no hearing date yet, so the loss runs to today; update it when the hearing is listed.',
    );
    expect(draft.content).toContain(
      '- The lower limit is £31,200.00; the award claimed is below it, so the cap does not reduce it.',
    );
    expect(draft.missing).toEqual([
      "your employer's weekly pension contribution (0 if none)",
      'how many weeks of future loss you claim after the hearing',
      'the hearing date (until then the loss runs to today)',
    ]);
    // No line without its input.
    expect(draft.content).not.toContain('pension contributions');
    expect(draft.content).not.toContain('Future loss of earnings');
  });
});

describe('(d) under two years’ service', () => {
  const s = computeScheduleOfLoss(inputOf(shortCase));

  it('computes the basic award and notes the qualifying period (ERA s.108)', () => {
    // Born 1 July 2001: 25 on 16 October 2026. From 3 March 2025: 1 complete year, worked at 24: 1 week × £450.
    expect(s.basicAward).toMatchObject({ age: 25, completeYears: 1, weeks: 1, pence: 45_000 });
    // Statutory notice for under two years: one week → 23 October 2026, still one year.
    expect(s.basicAward?.noticeExtension).toEqual({ noticeWeeks: 1, extendedDate: '2026-10-23', completeYears: 1, age: 25 });
    expect(s.qualifyingService).toMatchObject({
      met: false,
      completeYears: 1,
      figure: { row: { value: { amount: 2, unit: 'year' } } },
    });
    const { content } = scheduleOfLossTemplate(shortCase);
    expect(content).toContain(
      '- Qualifying period: ordinary unfair dismissal needs 2 years of continuous employment on 16 October 2026 (ERA 1996 s.108(1)); 1 complete years are recorded.',
    );
  });

  it('leaves out every line whose input is missing and lists it', () => {
    expect(s.compensatory?.lossToDate).toBeNull();
    expect(s.compensatory?.futureLoss).toBeNull();
    expect(s.missing).toEqual(['weeklyNet', 'weeklyPension', 'futureLossWeeks', 'hearingDate']);
    const { content } = scheduleOfLossTemplate(shortCase);
    expect(content).not.toContain('Loss of earnings to date');
    expect(content).not.toContain('Net weekly pay');
    expect(content).toContain(
      '## Still needed\n\nThese lines are left out until the case holds:\n\n- your net weekly pay, after tax\n',
    );
  });
});

describe('missing inputs and other claims', () => {
  it('lists everything and computes nothing without pay details', () => {
    const bare = facts(caseRecord({ dismissalDate: '2026-09-30' }), null, '2026-11-22');
    const s = computeScheduleOfLoss(inputOf(bare));
    expect(s.basicAward).toBeNull();
    expect(s.compensatory).toBeNull();
    expect(s.totals).toBeNull();
    expect(s.missing).toEqual([
      'dateOfBirth',
      'employmentStart',
      'weeklyGross',
      'weeklyNet',
      'weeklyPension',
      'futureLossWeeks',
      'hearingDate',
    ]);
    const { content } = scheduleOfLossTemplate(bare);
    expect(content).not.toContain('## Basic award');
    expect(content).not.toContain('£');
    expect(content).not.toContain('## Totals');
  });

  it('asks for the claim type and the termination date', () => {
    const s = computeScheduleOfLoss(inputOf(facts(caseRecord({ claimType: null }), null, '2026-11-22')));
    expect(s.missing).toEqual(['claimType']);
    const d = computeScheduleOfLoss(inputOf(facts(caseRecord({}), capCase.payDetails, '2026-11-22')));
    expect(d.missing).toEqual(['dismissalDate', 'hearingDate']);
    expect(d.basicAward).toBeNull();
  });

  it('shows the Vento bands for the presentation date as ranges, and no cap, for discrimination', () => {
    const disc = facts(
      caseRecord({
        claimType: 'discrimination',
        dismissalDate: '2026-06-30',
        et1FiledDate: '2026-08-01',
        hearingDate: '2027-06-30',
      }),
      capCase.payDetails,
      '2026-11-22',
    );
    const s = computeScheduleOfLoss(inputOf(disc));
    expect(s.basicAward).toBeNull();
    expect(s.compensatory?.cap).toBeNull();
    expect(s.compensatory?.statutoryRights).toBeNull();
    // Presented 1 August 2026: the bands for claims from 6 April 2026, which could not be checked
    // against the Ninth Addendum, so every schedule that shows them says they are not verified.
    expect(s.injuryToFeelings?.bands.map((b) => b.figure.row.value)).toEqual([
      { kind: 'moneyRange', minPence: 120_000, maxPence: 1_270_000 },
      { kind: 'moneyRange', minPence: 1_270_000, maxPence: 3_810_000 },
      { kind: 'moneyRange', minPence: 3_810_000, maxPence: 6_350_000 },
    ]);
    expect(s.injuryToFeelings?.bands.every((b) => b.figure.row.confidence === 'unverified')).toBe(true);
    expect(s.missing).toEqual([]);
    const { content } = scheduleOfLossTemplate(disc);
    expect(content).toContain('| Lower band (less serious cases) | £1,200.00 – £12,700.00 |');
    expect(content).toContain('not verified: check it before relying on it');
    // A claim presented in 2025 takes the Eighth Addendum's bands.
    const earlier = computeScheduleOfLoss(inputOf({ ...disc, case: { ...disc.case, et1FiledDate: '2025-08-01' } }));
    expect(earlier.injuryToFeelings?.bands[0]?.figure.row.value).toEqual({
      kind: 'moneyRange',
      minPence: 120_000,
      maxPence: 1_210_000,
    });
    expect(content).toContain('There is no cap on compensation for discrimination (Equality Act 2010 s.124).');
    expect(content).toContain('Injury to feelings comes on top, in the band the tribunal finds.');
  });

  it('computes no award for unpaid wages, and gives the breach of contract cap', () => {
    const wages = facts(
      caseRecord({ claimType: 'breach-contract', dismissalDate: '2026-09-30' }),
      capCase.payDetails,
      '2026-11-22',
    );
    const s = computeScheduleOfLoss(inputOf(wages));
    expect(s.basicAward).toBeNull();
    expect(s.compensatory).toBeNull();
    expect(s.contractCap?.row.value).toEqual({ kind: 'money', pence: 2_500_000 });
    expect(scheduleOfLossTemplate(wages).content).toContain('The tribunal can award at most £25,000.00 for breach of contract');
  });
});

describe('the Portuguese draft', () => {
  it('is written in European Portuguese with pt-PT numbers and dates', () => {
    const draft = scheduleOfLossTemplate({ ...capCase, language: 'pt' });
    expect(draft.title).toBe('Mapa de prejuízos — Ana Silva v Acme Logistics Ltd');
    expect(draft.content).toContain('# Mapa de prejuízos');
    expect(draft.content).toContain('## Indemnização de base (basic award)');
    expect(draft.content).toContain('## Indemnização compensatória (compensatory award, secção 123 do ERA 1996)');
    expect(draft.content).toContain(
      '| Perda de salários até à data | 1 de julho de 2026 a 30 de junho de 2027: 365 dias = 52,14 semanas × salário semanal líquido de 1400,00 £ | 72 996,00 £ |',
    );
    expect(draft.content).toContain('| Total | 112 636,50 £ | 112 636,50 £ |');
    expect(draft.content).toContain('## Ainda em falta');
    expect(draft.content).not.toMatch(/Basic award\n|Still needed|Loss of earnings/);
  });
});

describe('corrections from the review of the drafts (ERA s.124(1A), Acas Code para 1, ITEPA 2003 ss.401 and 403, the cap’s removal by ERA 2025)', () => {
  const choice = (complaints: ComplaintChoice['complaints']): ComplaintChoice => ({
    complaints,
    directCharacteristics: [],
    harassmentCharacteristics: [],
    unfairReasons: [],
    safetyRepresentative: false,
  });

  it('applies no cap to a dismissal claimed under s.103A or s.100, and says what cap an ordinary one would have', () => {
    const whistle = { ...capCase, complaints: choice(['unfairDismissal', 'whistleblowingDismissal']) };
    const s = computeScheduleOfLoss(inputOf(whistle));
    expect(s.compensatory?.cap).toMatchObject({
      kind: 'exempt',
      complaints: ['whistleblowingDismissal'],
      otherwise: { pence: 10_400_000 },
    });
    // Uncapped: £161,917 without uplift; with 25%, £202,396.25 (and the basic award on top).
    expect(s.totals).toMatchObject({ compensatoryLowPence: 16_191_700, compensatoryHighPence: 20_239_625, capBites: false });
    const { content } = scheduleOfLossTemplate(whistle);
    expect(content).toContain('because of a protected disclosure (ERA 1996 s.103A)');
    expect(content).toContain('the cap does not apply to those dismissals (ERA 1996 s.124(1A))');
    expect(content).toContain('here £104,000.00');
    const safety = computeScheduleOfLoss(inputOf({ ...capCase, complaints: choice(['healthAndSafetyDismissal']) }));
    expect(safety.compensatory?.cap).toMatchObject({ kind: 'exempt', complaints: ['healthAndSafetyDismissal'] });
  });

  it('a whistleblowing dismissal claim type is the s.103A complaint: no cap and no qualifying period, before any choice', () => {
    const whistle = { ...capCase, case: { ...capCase.case, claimType: 'whistleblowing-dismissal' as const } };
    const s = computeScheduleOfLoss(inputOf(whistle));
    expect(s.remedies.unfairDismissal).toBe(true);
    expect(s.compensatory?.cap).toMatchObject({ kind: 'exempt', complaints: ['whistleblowingDismissal'] });
    expect(s.totals?.capBites).toBe(false);
    expect(scheduleOfLossTemplate(whistle).content).toContain('the cap does not apply to those dismissals (ERA 1996 s.124(1A))');
    // Under two years' service: the s.103A complaint needs none (ERA s.108(3)(ff)), but ordinary
    // unfair dismissal, suggested beside it as a fallback, does: the line says it is not met.
    const short = { ...shortCase, case: { ...shortCase.case, claimType: 'whistleblowing-dismissal' as const } };
    expect(computeScheduleOfLoss(inputOf(short)).qualifyingService).toMatchObject({ met: false });
    // With s.103A alone, no qualifying period line at all.
    const only = { ...short, complaints: choice(['whistleblowingDismissal']) };
    expect(computeScheduleOfLoss(inputOf(only)).qualifyingService).toBeNull();
    expect(scheduleOfLossTemplate(only).content).not.toContain('Qualifying period');
    // Once the claimant chooses, the choice is the claim: without the s.103A complaint, the claim
    // type adds nothing back (the ET1 answers and the particulars read the same choice).
    const chosen = { ...whistle, complaints: choice(['unfairDismissal', 'wrongfulDismissal']) };
    expect(computeScheduleOfLoss(inputOf(chosen)).compensatory?.cap).toMatchObject({ kind: 'limit' });
  });

  it('shows no Acas uplift on a redundancy-only claim (Code para 1), but does when discrimination is also claimed', () => {
    const redundancy = { ...capCase, case: { ...capCase.case, claimType: 'redundancy' as const } };
    const s = computeScheduleOfLoss(inputOf(redundancy));
    expect(s.uplift).toBeNull();
    expect(s.noUplift).toBe('redundancyOnly');
    expect(s.totals?.compensatoryHighPence).toBe(s.totals?.compensatoryLowPence);
    const { content } = scheduleOfLossTemplate(redundancy);
    expect(content).toContain('does not apply to redundancy dismissals (Code, paragraph 1)');
    expect(content).not.toContain('the tribunal may increase the award by up to 25%');
    const withDiscrimination = { ...redundancy, complaints: choice(['redundancyPayment', 'unfairSelection', 'victimisation']) };
    expect(computeScheduleOfLoss(inputOf(withDiscrimination)).uplift).not.toBeNull();
  });

  it('sets pay in lieu of notice and other payments received against the loss, before the cap', () => {
    const paid = {
      ...post2027Case,
      payDetails: {
        ...(post2027Case.payDetails as PayDetails),
        noticePayReceivedPence: 420_000,
        otherPaymentsReceivedPence: 100_000,
      },
    };
    const s = computeScheduleOfLoss(inputOf(paid));
    // £24,503 − £4,200 − £1,000 = £19,303.
    expect(s.compensatory).toMatchObject({
      grossSubtotalPence: 2_450_300,
      received: { noticePayPence: 420_000, otherPence: 100_000, pence: 520_000 },
      subtotalPence: 1_930_300,
    });
    expect(s.totals?.compensatoryLowPence).toBe(1_930_300);
    const { content } = scheduleOfLossTemplate(paid);
    expect(content).toContain('| Less: pay in lieu of notice received | Recorded in your pay details | −£4,200.00 |');
    expect(content).toContain('| Compensatory award after payments received, before any cap |  | £19,303.00 |');
  });

  it('grosses up the part of the award above £30,000 (ITEPA ss.401, 403), without inventing a tax rate', () => {
    const s = computeScheduleOfLoss(inputOf(capCase));
    // £8,636.50 basic + £161,917 compensatory before the cap = £170,553.50; above £30,000: £140,553.50.
    expect(s.grossingUp).toMatchObject({ awardPence: 17_055_350, abovePence: 14_055_350 });
    const { content } = scheduleOfLossTemplate(capCase);
    expect(content).toContain('## Tax on the award (grossing up)');
    expect(content).toContain('is taxed above £30,000.00 (Income Tax (Earnings and Pensions) Act 2003, ss.401 and 403)');
    expect(content).toContain('Shove v Downs Surgical [1984] ICR 532');
    expect(content).toContain('before it applies any cap (Hardie Grant London v Aspden UKEAT/0242/11)');
    // Below the threshold there is nothing to gross up: £5,257 + £24,503 = £29,760.
    expect(computeScheduleOfLoss(inputOf(post2027Case)).grossingUp).toBeNull();
  });

  it('says discrimination awards carry interest without giving a rate, and carries the Vento caveat', () => {
    const disc = facts(
      caseRecord({
        claimType: 'discrimination',
        dismissalDate: '2026-06-30',
        et1FiledDate: '2026-08-01',
        hearingDate: '2027-06-30',
      }),
      capCase.payDetails,
      '2026-11-22',
    );
    expect(computeScheduleOfLoss(inputOf(disc)).interest).toBe(true);
    const { content } = scheduleOfLossTemplate(disc);
    expect(content).toContain('## Interest');
    expect(content).toContain('(Employment Tribunals (Interest on Awards in Discrimination Cases) Regulations 1996)');
    expect(content).toContain('[add the interest claimed, with the rate and the dates it runs from');
    expect(content).toContain('check the Presidential Guidance on judiciary.uk for a newer addendum');
    expect(computeScheduleOfLoss(inputOf(capCase)).interest).toBe(false);
  });

  it('marks the transitional rule of the cap’s removal as reported, both for a 2027 dismissal and for an earlier one heard after', () => {
    const after = computeScheduleOfLoss(inputOf(post2027Case)).compensatory?.cap;
    // The cap that applied the day before: lower of £123,543 and 52 × £1,500 = £78,000.
    expect(after).toMatchObject({
      kind: 'none',
      transition: { from: '2027-01-01', confidence: 'reported', otherwise: { pence: 7_800_000 } },
    });
    expect(scheduleOfLossTemplate(post2027Case).content).toContain(
      'Reported, not verified: that the removal goes by the effective date of termination. If it goes by another date, the earlier cap may apply to this dismissal: £78,000.00',
    );
    const before = computeScheduleOfLoss(inputOf(capCase)).compensatory?.cap;
    expect(before).toMatchObject({ kind: 'limit', transition: { from: '2027-01-01', confidence: 'reported', otherwise: null } });
    expect(scheduleOfLossTemplate(capCase).content).toContain(
      'The cap is removed for dismissals from 1 January 2027 (Employment Rights Act 2025); that it goes by the effective date of termination is reported, not verified.',
    );
  });
});
