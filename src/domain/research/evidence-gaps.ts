/**
 * What evidence a claim of each type usually rests on, and whether the case already records it:
 * an evidence item of the right category, or an item or bundle file whose words name it (in
 * English or Portuguese, since claimants title things in either). Absent items are the gaps.
 */
import type { ClaimTypeId } from '../case-schema';
import type { BundleFileFact } from '../drafting/facts';
import type { EvidenceCategory, EvidenceRecord } from '../evidence';

export const evidenceNeeds = [
  'contract',
  'payslips',
  'dismissalLetter',
  'resignationLetter',
  'meetingNotes',
  'policies',
  'grievance',
  'emails',
  'witnesses',
  'comparator',
  'medical',
  'consultation',
] as const;
export type EvidenceNeed = (typeof evidenceNeeds)[number];

const recognisers: Record<EvidenceNeed, { categories: readonly EvidenceCategory[]; words: RegExp }> = {
  contract: {
    categories: ['contract'],
    words: /contract|contrato|offer letter|terms and conditions|statement of (main )?particulars/i,
  },
  payslips: {
    categories: ['payslip'],
    words: /pay ?slips?|wage ?slips?|\bp60\b|\bp45\b|recibos? de vencimento|bank statement|extrato/i,
  },
  dismissalLetter: { categories: [], words: /dismiss|termination|carta de despedimento|despedimento/i },
  resignationLetter: { categories: [], words: /resign|demiss[aã]o/i },
  meetingNotes: {
    categories: [],
    words: /minutes|meeting|disciplinary|investigation|hearing notes|\bata\b|reuni[aã]o|disciplinar/i,
  },
  policies: { categories: ['policy'], words: /polic(y|ies)|handbook|procedure|pol[ií]tica|regulamento/i },
  grievance: { categories: [], words: /grievance|reclama[cç][aã]o interna/i },
  emails: { categories: ['email', 'message'], words: /e-?mails?|messages?|whatsapp|mensage(m|ns)/i },
  witnesses: { categories: ['witness_statement'], words: /witness|testemunh/i },
  comparator: { categories: [], words: /comparator|colleague|compara|colega/i },
  medical: { categories: [], words: /fit note|sick note|medical|\bgp\b|occupational health|m[eé]dic|baixa/i },
  consultation: { categories: [], words: /consult|selection|scor(e|ing)|redundan|extin[cç][aã]o/i },
};

/** What each claim type usually needs, the most telling first. */
export const needsFor: Record<ClaimTypeId, readonly EvidenceNeed[]> = {
  'unfair-dismissal': ['contract', 'dismissalLetter', 'meetingNotes', 'policies', 'payslips', 'emails', 'witnesses'],
  'constructive-dismissal': ['contract', 'resignationLetter', 'grievance', 'emails', 'payslips', 'witnesses'],
  discrimination: ['emails', 'grievance', 'comparator', 'witnesses', 'policies', 'medical'],
  'unpaid-wages': ['contract', 'payslips', 'emails'],
  redundancy: ['contract', 'consultation', 'dismissalLetter', 'payslips', 'emails'],
  'breach-contract': ['contract', 'payslips', 'dismissalLetter', 'emails'],
  'whistleblowing-dismissal': ['emails', 'dismissalLetter', 'grievance', 'contract', 'payslips', 'policies', 'witnesses'],
};

export interface EvidenceCheck {
  need: EvidenceNeed;
  /** Titles of the items or files that cover it (empty: a gap). */
  foundIn: string[];
}

export function evidenceChecks(
  claimType: ClaimTypeId,
  evidence: readonly EvidenceRecord[],
  bundleFiles: readonly BundleFileFact[],
): EvidenceCheck[] {
  return needsFor[claimType].map((need) => {
    const { categories, words } = recognisers[need];
    const items = evidence
      .filter(
        (item) => categories.includes(item.category) || words.test([item.title, item.description ?? '', ...item.tags].join(' ')),
      )
      .map((item) => item.title);
    const files = bundleFiles.filter((file) => words.test(file.fileName)).map((file) => file.fileName);
    return { need, foundIn: [...items, ...files] };
  });
}
