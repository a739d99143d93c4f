/**
 * The citations our own reviewed tables already rely on, which verify without the database (the
 * legislation table fills only when the case-law sync runs): every source title of the figures
 * table and every provision of the time-limit rules, read with the same finder that reads drafts,
 * plus the remedy sections below.
 */
import { complaintLaw } from '../complaints/registry';
import { figures } from '../figures';
import { limitRules } from '../limit-rules';
import { findCitations, sectionKey } from './citations';

/**
 * Sections the drafting templates cite that no figure row or limit rule names (the schedule of
 * loss works through the whole remedies chapter): ERA 1996 Part X Chapter II (ss.118–124, as
 * published on legislation.gov.uk, ukpga/1996/18) and the Equality Act 2010's tribunal
 * jurisdiction and remedies (ss.120 and 124, ukpga/2010/15). And the causes of action the
 * particulars of claim and the research name: ERA 1996 s.13 (deductions), s.23 (the complaint), s.24 (what the tribunal orders) and s.27 (what counts as wages),
 * ss.94, 95 and 98 (unfair and constructive dismissal), s.97 (the effective date of termination), s.108 (qualifying period), s.135 and
 * s.139 (redundancy payment, redundancy); EqA 2010 ss.13, 19, 20, 21, 26, 27 (the prohibited
 * conduct), s.39 (employees) and s.136 (the burden of proof, which the research explains). The
 * particulars also plead ERA s.43B (a qualifying disclosure), s.86 (minimum notice), s.100 and
 * s.103A (automatically unfair dismissals), s.111 (time for unfair dismissal), and EqA s.4 (the
 * characteristics), s.6 (disability), s.15 (arising from disability), s.18 (pregnancy and maternity),
 * s.23 (the comparison), ss.40 and 109 (the employer's liability) and s.123 (time). The complaint
 * registry's records (../complaints/registry.ts) and the questions of each complaint add: ERA
 * ss.43A and 43C–43H (protected disclosures), s.44 and s.47B with ss.48–49 (detriment), s.128
 * (interim relief), ss.141, 155, 162–164 (redundancy payments); EqA ss.64–66, 69, 79, 127, 129 and
 * 132 (equal pay); TULRCA 1992 ss.146–147, 149, 152, 154, 156 and 161 (trade union reasons).
 * The list of issues and the statement of the remedy sought ask for reinstatement or re-engagement:
 * ERA ss.113–116 (the orders, and how the tribunal chooses between them, as published on
 * legislation.gov.uk, ukpga/1996/18 Part X Chapter II).
 */
export const DRAFTING_SECTIONS: readonly { act: string; sections: readonly string[] }[] = [
  {
    act: 'Employment Rights Act 1996',
    sections: [
      '13',
      '23',
      '24',
      '27',
      '43B',
      '86',
      '94',
      '95',
      '97',
      '98',
      '100',
      '103A',
      '108',
      '111',
      '118',
      '119',
      '120',
      '121',
      '122',
      '123',
      '124',
      '135',
      '139',
      '43A',
      '43C',
      '43D',
      '43E',
      '43F',
      '43G',
      '43H',
      '44',
      '47B',
      '48',
      '49',
      '128',
      '141',
      '155',
      '162',
      '163',
      '164',
      '113',
      '114',
      '115',
      '116',
    ],
  },
  {
    act: 'Equality Act 2010',
    sections: [
      '4',
      '6',
      '13',
      '15',
      '18',
      '19',
      '20',
      '21',
      '23',
      '26',
      '27',
      '39',
      '40',
      '64',
      '65',
      '66',
      '69',
      '79',
      '109',
      '120',
      '123',
      '124',
      '127',
      '129',
      '132',
      '136',
    ],
  },
  {
    act: 'Trade Union and Labour Relations (Consolidation) Act 1992',
    sections: ['146', '147', '149', '152', '154', '156', '161'],
  },
];

/**
 * Cases the drafting templates cite, each checked against its report in the legal review:
 * conduct extending over a period (Hendricks), grossing up an award (Shove v Downs Surgical) before
 * the cap (Hardie Grant London v Aspden).
 */
export const DRAFTING_CASES: readonly string[] = [
  'Hendricks v Metropolitan Police Commissioner [2002] EWCA Civ 1686',
  'Shove v Downs Surgical plc [1984] ICR 532',
  'Hardie Grant London Ltd v Aspden UKEAT/0242/11',
];

function reviewedTexts(): string[] {
  const texts: string[] = [...DRAFTING_CASES];
  for (const figure of Object.values(figures)) for (const row of figure.rows) texts.push(row.source.title);
  for (const law of Object.values(complaintLaw)) texts.push(law.statute);
  for (const rule of Object.values(limitRules)) {
    texts.push(rule.provision);
    if (rule.exceptionProvision) texts.push(rule.exceptionProvision);
  }
  return texts;
}

let cached: Set<string> | null = null;

/** Keys (see ./citations.ts) of every case and section our reviewed tables cite. */
export function reviewedCitationKeys(): ReadonlySet<string> {
  if (cached) return cached;
  const keys = new Set<string>();
  for (const text of reviewedTexts()) for (const found of findCitations(text)) for (const key of found.keys) keys.add(key);
  for (const { act, sections } of DRAFTING_SECTIONS) for (const section of sections) keys.add(sectionKey(act, section));
  cached = keys;
  return keys;
}
