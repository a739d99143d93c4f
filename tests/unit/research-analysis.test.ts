/**
 * The research analysis builder (src/domain/research): the time limit from the deadline engine,
 * eligibility against the qualifying period in force at the termination date, authorities only
 * from the facts with their card links, both languages, and every figure read from the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../../src/domain/case-record';
import { defaultChoice } from '../../src/domain/complaints';
import type { AuthorityFact, DraftFacts } from '../../src/domain/drafting/facts';
import { parseMarkup } from '../../src/domain/drafting/markup';
import type { EvidenceRecord } from '../../src/domain/evidence';
import { figureOn, figureRowOn } from '../../src/domain/figures';
import { formatFigure } from '../../src/domain/format';
import { emptyPayDetails } from '../../src/domain/pay-details';
import { buildAnalysis } from '../../src/domain/research/analysis';
import { englishWords } from '../../src/domain/research/words-en';
import { portugueseWords } from '../../src/domain/research/words-pt';

const TODAY = '2026-11-22';

function caseRecord(overrides: Partial<CaseRecord> = {}): CaseRecord {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    claimantName: 'Maria Silva',
    employerName: 'Harbour Logistics Ltd',
    claimType: 'unfair-dismissal',
    dismissalDate: '2026-09-30',
    acasStartDate: null,
    acasEndDate: null,
    acasCertificateNumber: null,
    et1FiledDate: null,
    hearingDate: null,
    notes: 'Dismissed for gross misconduct after one meeting, no appeal offered.',
    stage2Checklist: {} as CaseRecord['stage2Checklist'],
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

function evidenceItem(title: string, category: EvidenceRecord['category']): EvidenceRecord {
  return {
    id: crypto.randomUUID(),
    caseId: '11111111-1111-4111-8111-111111111111',
    title,
    category,
    importance: 'high',
    evidenceDate: '2026-09-30',
    description: null,
    documentUrl: null,
    bundleFileId: null,
    tags: [],
    notes: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
  } as EvidenceRecord;
}

const burchell: AuthorityFact = {
  id: 'case-burchell',
  caseName: 'British Home Stores Ltd v Burchell',
  citation: '[1980] ICR 303',
  year: 1978,
  court: 'EAT',
  legalPrinciple:
    'In a misconduct dismissal the employer must have a genuine belief, on reasonable grounds, after a reasonable investigation.',
  summary: 'Summary of Burchell.',
  caseUrl: 'https://www.bailii.org/uk/cases/UKEAT/1978/108_78_2007.html',
};
const other: AuthorityFact = {
  id: 'case-other',
  caseName: 'Example Claimant v Example Employer Ltd',
  citation: '[2024] EAT 12',
  year: 2024,
  court: 'EAT',
  legalPrinciple: null,
  summary: 'A procedure without an appeal made the dismissal unfair.',
  caseUrl: null,
};

function facts(overrides: Partial<DraftFacts> = {}): DraftFacts {
  return {
    today: TODAY,
    language: 'en',
    case: caseRecord(),
    events: [],
    evidence: [],
    chronology: [],
    bundleFiles: [],
    payDetails: { ...emptyPayDetails, employmentStart: '2022-03-01' },
    complaints: null,
    authorities: [burchell, other],
    ...overrides,
  };
}

function section(content: string, heading: string): string {
  const start = content.indexOf(`## ${heading}\n`);
  expect(start, `section ${heading}`).toBeGreaterThanOrEqual(0);
  const end = content.indexOf('\n## ', start + 3);
  return content.slice(start, end === -1 ? undefined : end);
}

describe('research analysis', () => {
  it('has every section in order, in the markup', () => {
    const { content } = buildAnalysis(facts());
    const headings = parseMarkup(content).filter((block) => block.kind === 'heading' && block.level === 2);
    expect(headings.map((block) => (block.kind === 'heading' ? block.text : ''))).toEqual(Object.values(englishWords.headings));
    expect(content.startsWith('# Legal research: Maria Silva v Harbour Logistics Ltd\n')).toBe(true);
    expect(parseMarkup(content).some((block) => block.kind === 'table')).toBe(true);
  });

  it('states the time limit from the deadline engine: contact Acas by the primary limit', () => {
    const text = section(buildAnalysis(facts()).content, 'Time limit');
    // Three months beginning with 30 September 2026 end on 29 December 2026.
    expect(text).toContain('Acas must receive your early conciliation notification by 29 December 2026');
    expect(text).toContain('ERA 1996 s.111(2)(a)');
  });

  it('says when the limit has passed, with the tribunal’s power to hear it late', () => {
    const text = section(buildAnalysis(facts({ case: caseRecord({ dismissalDate: '2026-06-01' }) })).content, 'Time limit');
    expect(text).toContain('The time limit appears to have passed on 31 August 2026');
    expect(text).toContain('not reasonably practicable');
    expect(text).toContain('(ERA 1996 s.111(2)(b))');
  });

  it('counts early conciliation once the certificate is recorded', () => {
    const record = caseRecord({ acasStartDate: '2026-10-10', acasEndDate: '2026-11-10' });
    const text = section(buildAnalysis(facts({ case: record })).content, 'Time limit');
    // 29 December + 31 days (11 October to 10 November) = 29 January 2027.
    expect(text).toContain('the tribunal must receive the claim (ET1) by 29 January 2027');
  });

  it('finds qualifying service when the period in force at termination is complete', () => {
    const period = formatFigure(figureOn('unfairDismissalQualifyingPeriod', '2026-09-30'), 'en');
    const text = section(buildAnalysis(facts()).content, 'Eligibility');
    expect(text).toContain(`Unfair dismissal (ERA s.108(1)): ${period} of continuous employment needed`);
    expect(text).toContain('Employed from 1 March 2022 to 30 September 2026');
    expect(text).toContain('so you appear to qualify');
  });

  it('finds short service, and names the risk', () => {
    const { content } = buildAnalysis(facts({ payDetails: { ...emptyPayDetails, employmentStart: '2025-06-02' } }));
    expect(section(content, 'Eligibility')).toContain(
      'the period would have been complete only on 1 June 2027, so you appear to fall short',
    );
    expect(section(content, 'Risks: deposit orders and costs')).toContain(englishWords.risks.shortService);
  });

  it('uses the period in force at a 2027 termination date, not today’s', () => {
    const record = caseRecord({ dismissalDate: '2027-02-15' });
    const { content } = buildAnalysis(
      facts({ today: '2027-03-01', case: record, payDetails: { ...emptyPayDetails, employmentStart: '2026-06-01' } }),
    );
    const period = formatFigure(figureOn('unfairDismissalQualifyingPeriod', '2027-02-15'), 'en');
    expect(period).not.toBe(formatFigure(figureOn('unfairDismissalQualifyingPeriod', '2026-09-30'), 'en'));
    const text = section(content, 'Eligibility');
    expect(text).toContain(`${period} of continuous employment needed`);
    expect(text).toContain('so you appear to qualify');
  });

  it('asks for the start date when it is not recorded', () => {
    const { content } = buildAnalysis(facts({ payDetails: null }));
    expect(section(content, 'Eligibility')).toContain('Your start date is not recorded yet');
    expect(section(content, 'Next steps')).toContain(englishWords.nextSteps.addStart);
  });

  it('needs no service for discrimination, and uses the Equality Act tests', () => {
    const { content } = buildAnalysis(facts({ case: caseRecord({ claimType: 'discrimination' }), payDetails: null }));
    expect(section(content, 'Eligibility')).toContain(englishWords.eligibility.noServiceNeeded('direct discrimination'));
    expect(section(content, 'The legal tests')).toContain('Direct discrimination (Equality Act 2010, section 13');
    expect(section(content, 'The legal tests')).toContain('has the Respondent shown that it was not (section 136)?');
    expect(section(content, 'Time limit')).toContain('EqA 2010 s.123(1)(a)');
  });

  it('needs no service for a whistleblowing dismissal (ERA s.108(3)(ff)), and uses the s.103A test and the s.111(2) limit', () => {
    const record = caseRecord({ claimType: 'whistleblowing-dismissal' });
    const { content } = buildAnalysis(facts({ case: record, payDetails: { ...emptyPayDetails, employmentStart: '2026-06-01' } }));
    const eligibility = section(content, 'Eligibility');
    // Ordinary unfair dismissal is suggested beside s.103A as a fallback: its qualifying period is
    // checked (and found short), while the s.103A complaint needs none (ERA s.108(3)(ff)).
    expect(eligibility).toContain('Unfair dismissal (ERA s.108(1))');
    expect(eligibility).toContain('so you appear to fall short');
    expect(section(content, 'The legal tests')).toContain(
      'Automatically unfair dismissal for making protected disclosures (Employment Rights Act 1996, section 103A',
    );
    const only = buildAnalysis(
      facts({
        case: record,
        complaints: { ...defaultChoice(null), complaints: ['whistleblowingDismissal'] },
        payDetails: { ...emptyPayDetails, employmentStart: '2026-06-01' },
      }),
    );
    expect(section(only.content, 'Eligibility')).not.toContain('continuous employment needed');
    expect(section(content, 'Time limit')).toContain('ERA 1996 s.111(2)(a)');
  });

  it('says why a decision matters in Portuguese in a Portuguese analysis, where our table holds the Portuguese', () => {
    const translated = {
      ...burchell,
      legalPrinciplePt: 'Num despedimento por conduta, o empregador tem de acreditar genuinamente na falta.',
    };
    const { content } = buildAnalysis(facts({ language: 'pt', authorities: [translated, other] }));
    expect(content).toContain(
      'Porque importa: Num despedimento por conduta, o empregador tem de acreditar genuinamente na falta.',
    );
    // A synced decision, English only: its own words, rather than nothing.
    expect(content).toContain(`Porque importa: ${other.legalPrinciple ?? other.summary}`);
  });

  it('cites only the authorities in the facts, each with the link to its own page, and returns their ids', () => {
    const result = buildAnalysis(facts());
    const text = section(result.content, 'Relevant authorities');
    expect(text).toContain('### British Home Stores Ltd v Burchell ([1980] ICR 303)');
    expect(text).toContain(`Why it matters: ${burchell.legalPrinciple}`);
    expect(text).toContain('Its page: /case-law/d/case-burchell?q=British%20Home%20Stores%20Ltd%20v%20Burchell');
    expect(text).toContain(`Why it matters: ${other.summary}`);
    expect(result.caseLawIds).toEqual(['case-burchell', 'case-other']);
    // A leading decision is named in the tests only because the table holds it.
    expect(section(result.content, 'The legal tests')).toContain('British Home Stores Ltd v Burchell ([1980] ICR 303)');
  });

  it('escapes brackets and apostrophes in a decision link, so the link is one token', () => {
    const bracketed = {
      ...other,
      id: 'x',
      caseName: "Post Office v Foley; HSBC Bank plc (formerly Midland Bank plc) v Madden's",
    };
    const text = section(buildAnalysis(facts({ authorities: [bracketed] })).content, 'Relevant authorities');
    expect(text).toContain(
      'Its page: /case-law/d/x?q=Post%20Office%20v%20Foley%3B%20HSBC%20Bank%20plc%20%28formerly%20Midland%20Bank%20plc%29%20v%20Madden%27s\n',
    );
  });

  it('names no decision when the facts hold none', () => {
    const result = buildAnalysis(facts({ case: caseRecord({ claimType: 'constructive-dismissal' }), authorities: [] }));
    expect(result.caseLawIds).toEqual([]);
    expect(section(result.content, 'Relevant authorities')).toContain(englishWords.authorities.none);
    // Past the title ("Claimant v Employer"), no "X v Y" anywhere.
    expect(result.content.slice(result.content.indexOf('\n'))).not.toMatch(/ v [A-Z]/);
    expect(result.content).not.toContain('Western Excavating');
  });

  it('lists evidence gaps for the claim type against what is recorded', () => {
    const evidence = [
      evidenceItem('Contract of employment 2022', 'contract'),
      evidenceItem('HR e-mail about the meeting', 'email'),
    ];
    const text = section(buildAnalysis(facts({ evidence })).content, 'Evidence gaps');
    expect(text).toContain('| Contract of employment or written statement of terms | Recorded: Contract of employment 2022 |');
    expect(text).toContain('| Dismissal letter or notice of termination | Not recorded yet |');
    expect(text).toContain('| Payslips and bank statements (pay, deductions, hours) | Not recorded yet |');
  });

  it('counts the kinds of evidence with the plural rules of each language (no "1 … are", no "1 … faltam")', () => {
    expect(englishWords.evidence.summary(1, 3)).toMatch(/^1 of the usual kinds of evidence is recorded and 3 are not\./);
    expect(englishWords.evidence.summary(2, 1)).toMatch(/^2 of the usual kinds of evidence are recorded and 1 is not\./);
    expect(portugueseWords.evidence.summary(1, 1)).toMatch(/^Está registado 1 dos tipos de prova habituais e falta 1\./);
    expect(portugueseWords.evidence.summary(3, 2)).toMatch(/^Estão registados 3 dos tipos de prova habituais e faltam 2\./);
  });

  it('reads every risk figure from the table on the relevant date', () => {
    const text = section(buildAnalysis(facts()).content, 'Risks: deposit orders and costs');
    expect(text).toContain(`a deposit of up to ${formatFigure(figureOn('depositOrderMax', TODAY), 'en')} for each one`);
    expect(text).toContain(`can assess up to ${formatFigure(figureOn('costsAssessedByTribunalMax', TODAY), 'en')} itself`);
    expect(text).toContain(figureRowOn('depositOrderMax', TODAY).source.title);
    expect(text).toContain(`at ${formatFigure(figureOn('preparationTimeHourlyRate', TODAY), 'en')} an hour`);
  });

  it('writes European Portuguese, with Portuguese dates and the /pt card links', () => {
    const { content } = buildAnalysis(facts({ language: 'pt' }));
    expect(content.startsWith('# Pesquisa jurídica: Maria Silva contra Harbour Logistics Ltd\n')).toBe(true);
    const headings = parseMarkup(content).filter((block) => block.kind === 'heading' && block.level === 2);
    expect(headings.map((block) => (block.kind === 'heading' ? block.text : ''))).toEqual(
      Object.values(portugueseWords.headings),
    );
    expect(content).toContain('A Acas tem de receber o seu pedido de conciliação prévia até 29 de dezembro de 2026');
    expect(content).toContain('A sua página: /pt/case-law/d/case-burchell?q=British%20Home%20Stores%20Ltd%20v%20Burchell');
    expect(content).toContain(formatFigure(figureOn('depositOrderMax', TODAY), 'pt'));
  });

  it('types no statutory figure in its source: money and periods come from the figures table', () => {
    const dir = path.join(process.cwd(), 'src', 'domain', 'research');
    for (const file of fs.readdirSync(dir)) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/£\s?\d/);
      expect(source, file).not.toMatch(
        /\b\d+(?:[.,]\d+)?\s*(?:years?|months?|weeks?|days?|anos?|meses|m[eê]s|semanas?|dias?)\b/i,
      );
    }
  });
});
