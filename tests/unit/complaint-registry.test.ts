/**
 * The complaint registry (src/domain/complaints): one record a complaint that every consumer reads,
 * and no module outside it mapping a claim type to law. The scenario walk takes each complaint,
 * alone, through the ET1 answers, the particulars of claim, the schedule of loss and the case's
 * limits on a fixed clock, and checks that they say the same thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseEventRecord } from '../../src/domain/case-events';
import { caseLimits } from '../../src/domain/case-limits';
import {
  type ComplaintChoice,
  type ComplaintId,
  complaintIds,
  complaintLaw,
  defaultChoice,
  et1ChoicesFor,
  interimReliefComplaints,
  isComplaintId,
} from '../../src/domain/complaints';
import { templates } from '../../src/domain/drafting/templates';
import { buildEt1Answers, ET1_ANSWER_KEYS } from '../../src/domain/et1-form/answers';
import { formatLongDate } from '../../src/domain/format';
import { limitKinds } from '../../src/domain/limit-rules';
import { computeScheduleOfLoss } from '../../src/domain/schedule-of-loss/compute';
import en from '../../src/i18n/en.json';
import { formatMoney } from '../../src/i18n/format';
import { pickMessages } from '../../src/i18n/island-messages';
import pt from '../../src/i18n/pt.json';
import { draftFacts, TODAY } from './_draft-facts';

const root = path.resolve(import.meta.dirname, '../..');
const catalogues: Record<string, Record<string, string>> = { en, pt };

function choiceOf(id: ComplaintId): ComplaintChoice {
  return {
    ...defaultChoice(null),
    complaints: [id],
    directCharacteristics: id === 'directDiscrimination' ? ['race'] : [],
    harassmentCharacteristics: id === 'harassment' ? ['sex'] : [],
    safetyRepresentative: id === 'healthAndSafetyDismissal',
  };
}

describe('the registry', () => {
  it('has one complete record for every complaint, with its words in both languages', () => {
    expect(Object.keys(complaintLaw).sort()).toEqual([...complaintIds].sort());
    for (const id of complaintIds) {
      const law = complaintLaw[id];
      expect(law.id).toBe(id);
      expect(law.statute, id).toMatch(/(Act|Order|Regulations) (19|20)\d\d/);
      expect(law.elements.length, id).toBeGreaterThanOrEqual(3);
      expect(law.et1.types.length, id).toBeGreaterThan(0);
      expect(limitKinds, id).toContain(law.limit.kind);
      expect(law.remedies.length, id).toBeGreaterThan(0);
      for (const key of [...law.elements, law.remedyWords, `complaints.option.${id}`, `complaints.hint.${id}`]) {
        for (const language of ['en', 'pt']) expect(catalogues[language]?.[key], `${language} ${key}`).toMatch(/\w/);
      }
    }
  });

  it('offers the two detriment complaints the law gives a discloser and a safety complainant (ERA s.47B, s.44)', () => {
    expect(complaintIds).toEqual(expect.arrayContaining(['whistleblowingDetriment', 'healthAndSafetyDetriment']));
    expect(isComplaintId('whistleblowingDetriment')).toBe(true);
    expect(complaintLaw.whistleblowingDetriment).toMatchObject({
      broughtUnder: 'ERA 1996 s.48(1A)',
      limit: { kind: 'detriment' },
    });
    expect(complaintLaw.whistleblowingDetriment.remedies).toContain('injuryToFeelings');
  });

  it('gives interim relief only for the reasons ERA s.128(1) lists', () => {
    const brings = complaintIds.filter((id) => interimReliefComplaints({ ...choiceOf(id), safetyRepresentative: true }).length);
    expect(brings.sort()).toEqual(['healthAndSafetyDismissal', 'tradeUnionDismissal', 'whistleblowingDismissal']);
    // s.100(1)(c)–(e): a dismissal for raising a safety concern has none.
    expect(interimReliefComplaints({ ...choiceOf('healthAndSafetyDismissal'), safetyRepresentative: false })).toEqual([]);
  });
});

describe('no module outside the registry maps a claim type to law', () => {
  const CLAIM_TYPE =
    '(unfair-dismissal|constructive-dismissal|whistleblowing-dismissal|unpaid-wages|breach-contract|redundancy|discrimination)';
  const forbidden: [RegExp, string][] = [
    [new RegExp(`claimType\\s*[!=]==?\\s*'${CLAIM_TYPE}'`), 'a branch on a claim type'],
    [
      /case '(unfair-dismissal|constructive-dismissal|whistleblowing-dismissal|unpaid-wages|breach-contract)':/,
      'a switch on a claim type',
    ],
    [/\b(kindForClaimType|defaultComplaints|withClaimTypeComplaints|serviceFiguresFor)\b/, 'a claim-type table of law'],
    [/Record<ClaimTypeId,/, 'a table keyed by claim type'],
  ];
  // Tables keyed by claim type that hold no law: the claim type's own name in a document's words,
  // the evidence a claim of the kind usually rests on, and the leading decisions our case-law table
  // files under it. Each is named here so a new one has to be looked at.
  const allowedTables = new Set([
    'src/domain/research/words.ts',
    'src/domain/drafting/templates/schedule-of-loss-words.ts',
    'src/domain/research/evidence-gaps.ts',
    'src/domain/research/sections.ts',
  ]);

  function files(dir: string): string[] {
    return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return relative === path.join('src', 'domain', 'complaints') ? [] : files(relative);
      return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [relative] : [];
    });
  }

  it('finds none in src/ or worker/', () => {
    const found: string[] = [];
    for (const file of [...files('src'), ...files('worker')]) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [pattern, what] of forbidden) {
        if (what === 'a table keyed by claim type' && allowedTables.has(file.split(path.sep).join('/'))) continue;
        const line = text.split('\n').findIndex((candidate) => pattern.test(candidate));
        if (line >= 0) found.push(`${file}:${line + 1}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the scan can fail (self-check)', () => {
    expect(forbidden.some(([pattern]) => pattern.test("if (record.claimType === 'redundancy') return 'redundancyPay';"))).toBe(
      true,
    );
    expect(forbidden.some(([pattern]) => pattern.test("    case 'unfair-dismissal':"))).toBe(true);
  });
});

/** A distinctive phrase of each complaint's own pleading paragraph, as the particulars write it. */
const pleads: Record<ComplaintId, string> = {
  unfairDismissal: 'contrary to section 94 of the Employment Rights Act 1996',
  wrongfulDismissal: 'without the notice the Claimant was entitled to',
  healthAndSafetyDismissal: 'section 100(1) of the Employment Rights Act 1996',
  whistleblowingDismissal: 'automatically unfair (section 103A)',
  tradeUnionDismissal: 'section 152 of the Trade Union and Labour Relations (Consolidation) Act 1992',
  whistleblowingDetriment: 'contrary to section 47B(1) and (1A) of the Employment Rights Act 1996',
  healthAndSafetyDetriment: 'contrary to section 44 of the Employment Rights Act 1996',
  tradeUnionDetriment: 'contrary to section 146 of the Trade Union and Labour Relations (Consolidation) Act 1992',
  redundancyPayment: 'entitled to a redundancy payment under section 135',
  unfairSelection: 'Even if the reason was redundancy (section 139)',
  directDiscrimination: 'section 13 of the',
  discriminationArising: 'something arising in consequence of',
  reasonableAdjustments: 'provision, criterion or practice',
  harassment: 'unwanted conduct related to the protected characteristic',
  victimisation: 'section 27(2) of the Equality Act 2010',
  holidayPay: 'regulations 14 and 30 of the Working Time Regulations 1998',
  unpaidWages: 'deductions from the Claimant',
  breachOfContract: 'Employment Tribunals Extension',
  equalPay: 'sections 64, 65 and 66 of the Equality Act 2010',
};

/** The dated event each complaint's limit runs from, where the case's main date (the dismissal) is not it. */
const eventFor: Partial<Record<ComplaintId, CaseEventRecord['kind']>> = {
  whistleblowingDetriment: 'detriment',
  healthAndSafetyDetriment: 'detriment',
  tradeUnionDetriment: 'detriment',
  directDiscrimination: 'discrimination',
  discriminationArising: 'discrimination',
  reasonableAdjustments: 'discrimination',
  harassment: 'discrimination',
  victimisation: 'discrimination',
  unpaidWages: 'deduction',
};

describe('every complaint, through every consumer (fixed clock)', () => {
  const words = pickMessages('en', ET1_ANSWER_KEYS);

  it.each(complaintIds.map((id) => [id]))('%s: the ET1 answers, the particulars, the schedule and the limits agree', (id) => {
    const base = draftFacts();
    const kind = eventFor[id];
    const events = kind
      ? [
          ...base.events,
          {
            ...base.events[0],
            id: 'ev-act',
            kind,
            date: '2026-08-14',
            description: 'What the Respondent did',
          } as CaseEventRecord,
        ]
      : base.events;
    const choice = choiceOf(id);
    const facts = { ...base, events, complaints: choice };
    const law = complaintLaw[id];

    // 1. The ET1: section 8.1 ticks each of the form's choices the registry names.
    const answers = buildEt1Answers({
      case: facts.case,
      events,
      payDetails: facts.payDetails,
      complaints: choice,
      words,
      longDate: (iso) => formatLongDate(iso, 'en'),
      money: (pence) => formatMoney(pence, 'en'),
    }).flatMap((section) => section.answers);
    const claimTypes = answers.find((answer) => answer.id === 'claimTypes')?.text ?? '';
    for (const type of et1ChoicesFor(choice).types) expect(claimTypes, id).toContain(en[`et1Form.answer.type.${type}`]);
    const remedy = answers.find((answer) => answer.id === 'remedy')?.text ?? '';
    expect(remedy, id).toContain(en[law.remedyWords as keyof typeof en]);

    // 2. The particulars plead it with its statute, not as a recited fact.
    const particulars = templates.particulars_of_claim(facts).content;
    expect(particulars, id).toContain(pleads[id]);

    // 3. The schedule of loss claims what the registry says it brings, and nothing it does not.
    const s = computeScheduleOfLoss({
      claimType: facts.case.claimType,
      dismissalDate: facts.case.dismissalDate,
      et1FiledDate: facts.case.et1FiledDate,
      hearingDate: facts.case.hearingDate,
      payDetails: facts.payDetails,
      complaints: choice,
      today: TODAY,
    });
    expect(s.basicAward !== null, id).toBe(law.remedies.includes('basicAward'));
    expect(s.injuryToFeelings !== null, id).toBe(law.remedies.includes('injuryToFeelings'));
    expect(s.redundancyPayment !== null, id).toBe(law.remedies.includes('redundancyPayment'));
    // A redundancy payment alone claims no compensatory award (ERA ss.135, 162).
    if (id === 'redundancyPayment') expect(s.compensatory).toBeNull();
    expect(s.compensatory?.cap?.kind === 'exempt', id).toBe(law.compensatoryCap === 'exempt');

    // 4. The limits: one runs from the complaint's own starting event, of the registry's kind.
    const limits = caseLimits(
      {
        claimType: facts.case.claimType,
        complaints: choice,
        dismissalDate: facts.case.dismissalDate,
        acasStartDate: facts.case.acasStartDate,
        acasEndDate: facts.case.acasEndDate,
        et1FiledDate: null,
        events,
      },
      TODAY,
    );
    const own = limits.find((limit) => limit.event.kind === law.limit.kind);
    expect(own, id).toBeDefined();
    expect(own?.event.eventId ?? 'main', id).toBe(kind ? 'ev-act' : 'main');
    // Interim relief: only for the s.128(1) complaints, with the dismissal's 7 days.
    const interim = limits.some((limit) => limit.interimRelief !== null);
    expect(interim, id).toBe(false); // the dismissal (28 August 2026) is long past its 7 days on the fixed clock
  });

  it('a detriment case with no main-date complaint still gets its own limit from the detriment, and the card leads with the open one', () => {
    const base = draftFacts();
    // An act in January 2026, long out of time, and the dismissal whose limit is still open.
    const events = [
      ...base.events,
      { ...base.events[0], id: 'old', kind: 'detriment', date: '2026-01-10', description: null } as CaseEventRecord,
    ];
    const limits = caseLimits(
      {
        claimType: 'whistleblowing-dismissal',
        complaints: {
          ...defaultChoice('whistleblowing-dismissal'),
          complaints: ['whistleblowingDismissal', 'whistleblowingDetriment'],
        },
        dismissalDate: base.case.dismissalDate,
        acasStartDate: base.case.acasStartDate,
        acasEndDate: base.case.acasEndDate,
        et1FiledDate: null,
        events,
      },
      TODAY,
    );
    // The open limit leads; the passed act sits below it.
    expect(limits[0]?.status.state).toBe('certificateReceived');
    expect(limits.at(-1)).toMatchObject({ event: { eventId: 'old' }, status: { state: 'outOfTime' } });
  });
});
