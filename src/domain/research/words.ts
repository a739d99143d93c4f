/**
 * The words of a research analysis, one set per language (./words-en.ts, ./words-pt.ts). Every
 * figure, date and authority arrives already formatted from the facts and the figures table: the
 * words hold no statutory number and no case name of their own.
 */
import type { ClaimTypeId } from '../case-schema';
import type { LateClaimException } from '../limit-rules';
import type { EvidenceNeed } from './evidence-gaps';

export interface ResearchWords {
  title(claimant: string, employer: string): string;
  intro(date: string, claimType: string): string;
  claimTypes: Record<ClaimTypeId, string>;
  noClaimType: string;
  headings: {
    tests: string;
    eligibility: string;
    timeLimit: string;
    authorities: string;
    evidence: string;
    risks: string;
    nextSteps: string;
    disclaimer: string;
  };
  /** The legal tests, as numbered paragraphs (statute sections only; no case named). */
  /** One complaint: its name, its statute and what the tribunal decides (the registry's elements). */
  complaintTest(name: string, statute: string, elements: readonly string[]): string;
  /** "Our table holds the leading decision on this test: …". */
  leadingCase(name: string, citation: string, principle: string): string;
  eligibility: {
    noServiceNeeded(complaints: string): string;
    periodName: Record<'unfairDismissalQualifyingPeriod' | 'redundancyPayQualifyingPeriod', string>;
    needsTermination(name: string, period: string, asOf: string): string;
    needsStart(name: string, period: string): string;
    qualifies(name: string, period: string, start: string, termination: string, completeOn: string): string;
    short(name: string, period: string, start: string, termination: string, completeOn: string): string;
    automaticReasons: string;
  };
  timeLimit: {
    noDate: string;
    rule(provision: string): string;
    contactAcas(date: string): string;
    inConciliation(dayA: string, earliest: string): string;
    certificateReceived(date: string): string;
    noExtension(date: string): string;
    outOfTime(date: string): string;
    passed(date: string): string;
    exception: Record<LateClaimException, (provision: string) => string>;
    filedInTime(filed: string, limit: string): string;
    filedLate(filed: string, limit: string): string;
    filedUnknown(filed: string): string;
    reportedLonger(months: string, from: string): string;
    neverNextWorkingDay: string;
  };
  authorities: {
    none: string;
    intro: string;
    whyItMatters: string;
    card: string;
  };
  evidence: {
    needs: Record<EvidenceNeed, string>;
    header: [string, string];
    found(titles: string): string;
    missing: string;
    summary(recorded: number, gaps: number): string;
    noClaimType: string;
  };
  risks: {
    deposit(max: string, source: string): string;
    costs(max: string, source: string): string;
    preparationTime(rate: string, unverified: boolean): string;
    ability: string;
    shortService: string;
    timeLimit: string;
  };
  nextSteps: {
    chooseClaimType: string;
    addDismissalDate: string;
    contactAcas(date: string): string;
    waitCertificate: string;
    presentEt1(date: string): string;
    getAdviceNow: string;
    addStart: string;
    gatherEvidence(list: string): string;
    subjectAccess(period: string): string;
    readAuthorities: string;
    documents: string;
    advice: string;
  };
  disclaimer: string;
}
