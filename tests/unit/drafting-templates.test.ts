/**
 * The templates on a realistic case: each type holds the case's own facts in the right
 * sections, in both languages, and cites nothing our reviewed tables cannot verify. Fixed dates.
 */
import { describe, expect, it } from 'vitest';
import type { CaseEventRecord } from '../../src/domain/case-events';
import { claimTypeIds } from '../../src/domain/case-schema';
import { buildChronology } from '../../src/domain/chronology';
import { type ComplaintChoice, defaultChoice, offeredComplaints } from '../../src/domain/complaints';
import { findCitations } from '../../src/domain/drafting/citations';
import { caseLimits, limitSentence } from '../../src/domain/drafting/deadline-words';
import type { DraftFacts } from '../../src/domain/drafting/facts';
import { reviewedCitationKeys } from '../../src/domain/drafting/reviewed-citations';
import { templates } from '../../src/domain/drafting/templates';
import { buildAnalysis } from '../../src/domain/research/analysis';
import { draftFacts } from './_draft-facts';

const types = Object.keys(templates) as (keyof typeof templates)[];

describe('drafting templates', () => {
  it('cite only statutes and cases our reviewed tables hold, for every claim type and language', () => {
    const known = reviewedCitationKeys();
    for (const claimType of claimTypeIds) {
      for (const language of ['en', 'pt'] as const) {
        for (const type of types) {
          const base = draftFacts({}, language);
          const facts = { ...base, case: { ...base.case, claimType }, authorities: [] };
          const unknown = findCitations(templates[type](facts).content).filter(
            (found) => !found.keys.every((key) => known.has(key)),
          );
          expect(
            unknown.map((found) => found.text),
            `${claimType} ${type} ${language}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('the ET1 answers map the case: parties, dates, pay, the certificate checked, the deadline', () => {
    const text = templates.et1(draftFacts()).content;
    expect(text).toContain('- Name: Ana Silva');
    expect(text).toContain("- Employer's name: Harbour Logistics Ltd");
    expect(text).toContain("R123456/26/01 (in Acas's format)");
    expect(text).toContain('- Employment started: 4 February 2019');
    expect(text).toContain('- Pay before tax, per week: £620');
    // 28 Aug 2026: 3 months → 27 Nov; EC Day A 20 Sep → Day B 30 Oct adds 40 days (ERA s.207B(3)).
    expect(text).toContain('the claim must be presented by 6 January 2027');
    expect(text).toContain('- Employment ended: 28 August 2026');
    expect(text).not.toContain('or the date of what you complain about');
    // A discrimination case's main date is the act, not the end of the employment.
    const discrimination = templates.et1({
      ...draftFacts(),
      events: [],
      case: { ...draftFacts().case, claimType: 'discrimination' },
    });
    expect(discrimination.content).toContain(
      '- Employment ended: if it has, the date; if not, answer that it continues (the form asks)',
    );
    const bad = templates.et1(draftFacts({ case: { ...draftFacts().case, acasCertificateNumber: 'R12/3' } })).content;
    expect(bad).toContain('R12/3 — this does not look like an Acas number');
  });

  it('the witness statement numbers its paragraphs in order, cites exhibits by E-number and file, ends with the statement of truth', () => {
    const text = templates.witness_statement(draftFacts()).content;
    const numbers = [...text.matchAll(/^(\d+)\. /gm)].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(text).toContain('1. I am Ana Silva, the Claimant in this claim. I worked for Harbour Logistics Ltd.');
    expect(text).toContain(
      'On 10 August 2026: E-mail to the operations manager about forklift brakes. A copy is in the bundle as forklift-email.pdf (E1).',
    );
    expect(text).toContain('On 28 August 2026, I was dismissed at a meeting with the operations manager.');
    expect(text).toContain('I believe that the facts stated in this witness statement are true.');
    expect(text).toContain('- Dates for this evidence, so it can take its place: Contract of employment');
    expect(templates.witness_statement(draftFacts()).missing).toHaveLength(1);
  });

  it('the bundle guide lists the case’s files and the dates from the hearing date', () => {
    const text = templates.bundle_guide(draftFacts()).content;
    expect(text).toContain(
      '| E1 | 10 August 2026 | E-mail to the operations manager about forklift brakes | forklift-email.pdf |',
    );
    expect(text).toContain('- payslips-2026.pdf');
    // Hearing 19 April 2027: 8 weeks before is 22 February, 6 weeks before is 8 March.
    expect(text).toContain('agree the bundle between 22 February 2027 and 8 March 2027');
  });

  it('the reply to the ET3 gives the earliest response date from the filing date and the post-judgment limits', () => {
    const base = draftFacts();
    const text = templates.response_to_et3({ ...base, case: { ...base.case, et1FiledDate: '2026-11-02' } }).content;
    expect(text).toContain('You filed on 2 November 2026, so the response is due on 30 November 2026 at the earliest');
    // EAT Rules 1993 r.3(3) and r.37(1A): from the reasons only when asked for in time or reserved, otherwise the judgment; by 4pm.
    expect(text).toContain(
      'Appeal to the Employment Appeal Tribunal: the notice must arrive by 4pm on the last day, within 42 days of the written reasons being sent if they were asked for at the hearing or within 14 days of the judgment being sent (or were reserved), and otherwise within 42 days of the judgment being sent.',
    );
  });

  it('writes Portuguese with the termbase’s words and keeps the claimant’s own words as they are', () => {
    const text = templates.particulars_of_claim(draftFacts({}, 'pt')).content;
    expect(text).toContain('1. O demandante é Ana Silva.');
    expect(text).toContain('No Tribunal do Trabalho (Employment Tribunal)');
    expect(text).toContain(
      'Em 28 de agosto de 2026, o demandado despediu o demandante. Nas palavras do próprio demandante: «I was dismissed at a meeting with the operations manager».',
    );
    expect(text).toContain('despedimento injusto (unfair dismissal)');
  });

  it('lists what the case lacks instead of inventing it', () => {
    const base = draftFacts();
    const bare = { ...base, payDetails: null, events: [], evidence: [], chronology: [], bundleFiles: [] };
    const et1 = templates.et1(bare);
    expect(et1.missing).toEqual([
      'Your date of birth',
      'The date your employment started',
      'Your weekly pay before tax',
      'Your weekly pay after tax',
      'What happened, with dates: add events or dated evidence to your case',
    ]);
    expect(et1.content).toContain('## Still needed');
    expect(templates.timeline(bare).missing).toEqual(['The dates of your case (dismissal, Acas, events) or dated evidence']);
  });
});

const event = (id: string, kind: CaseEventRecord['kind'], date: string, description: string | null): CaseEventRecord => ({
  id,
  caseId: draftFacts().case.id,
  kind,
  date,
  description,
  createdAt: '2026-07-01T09:00:00.000Z',
  updatedAt: '2026-07-01T09:00:00.000Z',
});

const choice = (complaints: ComplaintChoice['complaints'], more: Partial<ComplaintChoice> = {}): ComplaintChoice => ({
  complaints,
  directCharacteristics: [],
  harassmentCharacteristics: [],
  unfairReasons: [],
  safetyRepresentative: false,
  ...more,
});

/** The realistic case with other events, the chronology rebuilt from them. */
function withEvents(
  events: CaseEventRecord[],
  overrides: Partial<DraftFacts> = {},
  language: 'en' | 'pt' = 'en',
  record: Partial<DraftFacts['case']> = {},
): DraftFacts {
  const base = draftFacts(overrides, language);
  const merged = { ...base.case, ...record };
  return { ...base, case: merged, events, chronology: buildChronology(merged, events, base.evidence) };
}

/** The pleading without the note to the claimant (deleted before filing) and the 'Still needed' list. */
const pleading = (content: string) => content.split(/\n## (?:Before you file|Antes de apresentar)/)[0] ?? '';

describe('the particulars of claim plead every complaint chosen', () => {
  const dismissal = event('ev-1', 'dismissal', '2026-08-28', 'I was dismissed at a meeting with the operations manager');
  const mocked = event('ev-2', 'discrimination', '2026-06-20', 'Manager mocked my accent');

  it('pleads each chosen complaint with its statute: unfair and wrongful dismissal, s.103A, holiday pay', () => {
    const facts = withEvents([dismissal], {
      complaints: choice(['unfairDismissal', 'wrongfulDismissal', 'whistleblowingDismissal', 'holidayPay'], {
        unfairReasons: ['noInvestigation', 'noAppeal'],
      }),
    });
    const { content, missing } = templates.particulars_of_claim(facts);
    expect(content).toContain('The Claimant was unfairly dismissed, contrary to section 94 of the Employment Rights Act 1996.');
    expect(content).toContain('at least the statutory minimum notice (section 86 of the Employment Rights Act 1996)');
    expect(content).toContain(
      'The Claimant made one or more protected disclosures (section 43B of the Employment Rights Act 1996)',
    );
    expect(content).toContain('so the dismissal was automatically unfair (section 103A)');
    expect(content).toContain('(regulations 14 and 30 of the Working Time Regulations 1998)');
    expect(missing).toEqual(
      expect.arrayContaining([
        'Your protected disclosures: what, when, to whom, what you believed they showed and why in the public interest',
        'Your notice period and the notice pay owed',
        'Your holiday pay: the leave year, the days due and taken, and the amount',
      ]),
    );
    expect(content).toContain('a basic award and a compensatory award for unfair dismissal and the sums owed');
  });

  it('asks for the complaints, not the claim type, when a discrimination case has none chosen yet', () => {
    const base = draftFacts();
    const facts = { ...base, case: { ...base.case, claimType: 'discrimination' as const } };
    const { content, missing } = templates.particulars_of_claim(facts);
    // The claim type's suggestion (direct discrimination) is pleaded with its gap, never a guessed characteristic.
    expect(missing).toContain('The complaints: choose them on the documents page before drafting');
    expect(content).toContain('[to complete: the protected characteristic');
    expect(missing).not.toContain('The type of claim');
  });

  it('pleads why the dismissal was unfair from the reasons ticked, and the qualifying period from the dates', () => {
    const facts = withEvents([dismissal], {
      complaints: choice(['unfairDismissal'], { unfairReasons: ['noInvestigation', 'noAppeal'] }),
    });
    const { content } = templates.particulars_of_claim(facts);
    // 4 February 2019 to 28 August 2026: more than the two years of ERA s.108 in force then.
    expect(content).toContain('continuously employed for at least 2 years, the qualifying period in section 108');
    expect(content).toContain('The dismissal was unfair under section 98(4)');
    expect(content).toContain('- the Respondent did not carry out a reasonable investigation before deciding');
    expect(content).toContain('- the Claimant was not offered an appeal, or the appeal was not properly considered');
    // Without reasons ticked, the gap is marked and listed, never guessed.
    const bare = templates.particulars_of_claim(withEvents([dismissal], { complaints: choice(['unfairDismissal']) }));
    expect(bare.content).toContain('- [to complete: why the dismissal was unfair: what the Respondent did or failed to do]');
    expect(bare.missing).toContain('Why the dismissal was unfair: tick the reasons before drafting, or write them in');
  });

  it('a whistleblowing dismissal case ticks s.103A before any choice and pleads it (ERA s.103A)', () => {
    // The complaints form ticks what the claim type brings (reason 'claimType'): s.103A, with
    // ordinary unfair dismissal and notice pay beside it as a fallback the claimant must not lose.
    const record = { claimType: 'whistleblowing-dismissal' as const, dismissalDate: '2026-08-28', notes: null };
    const offered = offeredComplaints(record, [], []);
    expect(offered.filter((item) => item.reason === 'claimType').map((item) => item.id)).toEqual([
      'unfairDismissal',
      'wrongfulDismissal',
      'whistleblowingDismissal',
    ]);
    expect(defaultChoice('whistleblowing-dismissal').complaints).toEqual([
      'whistleblowingDismissal',
      'unfairDismissal',
      'wrongfulDismissal',
    ]);
    const facts = withEvents([dismissal], {}, 'en', { claimType: 'whistleblowing-dismissal', dismissalDate: '2026-08-28' });
    const { content } = templates.particulars_of_claim(facts);
    expect(content).toContain('so the dismissal was automatically unfair (section 103A)');
    expect(content).not.toContain('[The complaints: choose them on the documents page before drafting]');
  });

  it('leaves no template hedge for the claimant to resolve, in any claim type or language', () => {
    for (const claimType of claimTypeIds) {
      for (const language of ['en', 'pt'] as const) {
        const base = withEvents([dismissal, mocked], {}, language);
        const { content } = templates.particulars_of_claim({ ...base, case: { ...base.case, claimType } });
        expect(content, `${claimType} ${language}`).not.toMatch(
          /\[or:|\[ou:|or the act complained of|ou o facto em causa|keep those that apply|mantenha as que/,
        );
        expect(content, `${claimType} ${language}`).not.toContain('— say which');
      }
    }
  });

  it('quotes the claimant’s own words as theirs in a third-person pleading, and pleads the recorded discrimination act', () => {
    const facts = withEvents(
      [mocked],
      {
        complaints: choice(['directDiscrimination', 'harassment'], {
          directCharacteristics: ['race'],
          harassmentCharacteristics: ['race'],
        }),
      },
      'en',
      { claimType: 'discrimination', dismissalDate: '2026-06-20' },
    );
    const { content } = templates.particulars_of_claim(facts);
    expect(content).toContain(
      "5. On 20 June 2026, the act of discrimination complained of took place. In the Claimant's own words: “Manager mocked my accent”.",
    );
    // Never as a bare first-person sentence of the pleading.
    expect(content).not.toMatch(/: Manager mocked my accent\./);
    expect(content).toContain(
      'Because of the protected characteristic of race, the Respondent treated the Claimant less favourably',
    );
    expect(content).toContain('(section 13 of the Equality Act 2010), by the act at paragraph 5.');
    expect(content).toContain('related to the protected characteristic of race');
    expect(content).toContain('(section 26 of the Equality Act 2010), by the act at paragraph 5.');
  });

  it('never concedes lateness: a late act of discrimination gets the conduct-over-a-period and just-and-equitable paragraphs, to complete', () => {
    // Acts on 20 June and 2 July 2026; Acas 20 September to 30 October 2026; today 22 November 2026.
    // The 20 June act's limit ended on 19 September 2026 (before Day A): the engine says it passed.
    const later = event('ev-3', 'discrimination', '2026-07-02', 'Left off the rota after I complained');
    const facts = withEvents(
      [mocked, later],
      { complaints: choice(['harassment'], { harassmentCharacteristics: ['race'] }) },
      'en',
      {
        claimType: 'discrimination',
        dismissalDate: null,
      },
    );
    const { content, missing } = templates.particulars_of_claim(facts);
    const pleaded = pleading(content);
    expect(pleaded).toContain(
      'formed conduct extending over a period, which ended on 2 July 2026, and are treated as done at the end of that period (section 123(3)(a) of the Equality Act 2010; Hendricks v Metropolitan Police Commissioner [2002] EWCA Civ 1686).',
    );
    expect(pleaded).toContain(
      'In the alternative, if any complaint of discrimination was presented outside the time limit, it is just and equitable to extend time (section 123(1)(b) of the Equality Act 2010), because [to complete:',
    );
    expect(pleaded).not.toMatch(/usual limit ended|explain why it was late|was late/);
    expect(missing).toContain("Why the claim was not presented sooner: complete the paragraphs under 'Time limits'");
  });

  it('pleads not reasonably practicable for a late dismissal, in the alternative', () => {
    const base = draftFacts();
    const facts = { ...base, today: '2027-02-01', case: { ...base.case, acasStartDate: null, acasEndDate: null } };
    const pleaded = pleading(templates.particulars_of_claim(facts).content);
    expect(pleaded).toContain(
      'In the alternative, if any of the other complaints was presented outside the time limit, it was not reasonably practicable to present it in time, and it was presented within a further reasonable period (ERA 1996 s.111(2)(b)), because [to complete:',
    );
  });

  it('carries each dated event’s limit, earliest first, not only the dismissal’s', () => {
    const facts = withEvents([dismissal, event('ev-4', 'discrimination', '2026-07-20', null)]);
    const { content } = templates.particulars_of_claim(facts);
    // 20 July 2026 + 3 months → 19 October; Day A 20 September to Day B 30 October adds 40 days →
    // 28 November, before one month after Day B, so 30 November 2026 (EqA s.140B(3) then (4)).
    const act = '- Act of discrimination on 20 July 2026: Time limit: the claim must be presented by 30 November 2026';
    const dismissed = '- Dismissal on 28 August 2026: Time limit: the claim must be presented by 6 January 2027';
    expect(content).toContain(act);
    expect(content).toContain(dismissed);
    expect(content.indexOf(act)).toBeLessThan(content.indexOf(dismissed));
    expect(templates.et1(facts).content).toContain(act);
  });

  it('says the certificate was received on Day B, and calls the statutory payment a redundancy payment in both languages', () => {
    expect(templates.particulars_of_claim(draftFacts()).content).toContain(
      'the Claimant received the early conciliation certificate on 30 October 2026 (certificate number R123456/26/01)',
    );
    const base = draftFacts(
      { complaints: choice(['redundancyPayment', 'unfairSelection'], { unfairReasons: ['unfairCriteria'] }) },
      'pt',
    );
    const facts = { ...base, case: { ...base.case, claimType: 'redundancy' as const } };
    const text = templates.particulars_of_claim(facts).content;
    expect(text).toContain(
      'indemnização legal por extinção do posto de trabalho (statutory redundancy pay) prevista na secção 135',
    );
    expect(text).toContain('- os critérios de seleção, ou a forma como foram aplicados ao demandante, foram injustos');
    expect(text).not.toContain('compensação');
    const en = templates.particulars_of_claim({ ...facts, language: 'en' }).content;
    expect(en).toContain('is entitled to a redundancy payment under section 135');
  });
});

describe('the schedule of loss on the realistic case', () => {
  it('says the cap bites only on the uplifted award when the claim itself is below it', () => {
    // 52 × £620 = £32,240; the claim is £31,023.25, and up to 25% uplift would pass the cap.
    const text = templates.schedule_of_loss(draftFacts()).content;
    expect(text).toContain(
      'The lower limit is £32,240.00. The award claimed is below it, but with an Acas Code uplift it would pass it',
    );
    expect(text).toContain('| Compensatory award | £31,023.25 | £32,240.00 |');
  });
});

describe('the research analysis', () => {
  it('cites only statutes our reviewed tables hold, for every claim type and language', () => {
    const known = reviewedCitationKeys();
    for (const claimType of claimTypeIds) {
      for (const language of ['en', 'pt'] as const) {
        const base = draftFacts({}, language);
        const facts = { ...base, case: { ...base.case, claimType }, authorities: [] };
        const found = findCitations(buildAnalysis(facts).content);
        const unknown = found.filter((citation) => !citation.keys.every((key) => known.has(key)));
        expect(
          unknown.map((citation) => citation.text),
          `${claimType} ${language}`,
        ).toEqual([]);
      }
    }
  });
});

describe('a draft written while the Acas certificate is awaited', () => {
  it('gives the fail-safe range, never an earliest date called the deadline', () => {
    const base = draftFacts();
    // Day A 20 Sep 2026, no certificate: conciliation runs at most 12 weeks (to 13 Dec 2026,
    // Early Conciliation Rules r.6 as amended by SI 2025/1153), so the latest limit is fixed.
    const facts = { ...base, case: { ...base.case, acasEndDate: null } };
    const [limit] = caseLimits(facts);
    expect(limit?.status.state).toBe('inConciliation');
    const sentence = limit ? limitSentence(facts, limit) : '';
    expect(sentence).toMatch(
      /^Time limit: early conciliation has started and the certificate has not been recorded yet\. To be safe, present the ET1 by \d{1,2} \w+ 202\d; the last day is no later than \d{1,2} \w+ 202\d, if the certificate comes on 13 December 2026/,
    );
    expect(sentence).not.toContain('at the earliest the certificate can make it');
  });

  it('cites the limit in the Portuguese reading copy as the termbase does, and in English as the limit table does', () => {
    const base = draftFacts();
    const facts = { ...base, case: { ...base.case, acasEndDate: null } };
    const [limit] = caseLimits(facts);
    if (!limit) throw new Error('no limit');
    expect(limitSentence(facts, limit)).toContain('(ERA 1996 s.111(2)(a))');
    const pt = limitSentence({ ...facts, language: 'pt' }, limit);
    expect(pt).toContain('(secção 111(2)(a) do Employment Rights Act 1996)');
    expect(pt).not.toContain('ERA 1996');
  });
});

describe('the particulars’ authorities', () => {
  it('name where the tribunal can read each judgment, when we hold its source', () => {
    const text = templates.particulars_of_claim(draftFacts()).content;
    expect(text).toContain(
      'The Claimant may refer to British Home Stores Ltd v Burchell [1980] ICR 303, published at https://www.bailii.org/uk/cases/UKEAT/1978/108_78_2007.html.',
    );
  });
});
