/**
 * The templates (issue 14) on a realistic case: each type holds the case's own facts in the right
 * sections, in both languages, and cites nothing our reviewed tables cannot verify. Fixed dates.
 */
import { describe, expect, it } from 'vitest';
import { claimTypeIds } from '../../src/domain/case-schema';
import { findCitations } from '../../src/domain/drafting/citations';
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
    expect(text).toContain('Appeal to the Employment Appeal Tribunal: within 42 days of the written reasons being sent.');
  });

  it('writes Portuguese with the termbase’s words and keeps the claimant’s own words as they are', () => {
    const text = templates.particulars_of_claim(draftFacts({}, 'pt')).content;
    expect(text).toContain('1. O demandante é Ana Silva.');
    expect(text).toContain('No Tribunal do Trabalho (Employment Tribunal)');
    expect(text).toContain('Em 28 de agosto de 2026: Despedimento: I was dismissed at a meeting with the operations manager.');
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
