/**
 * A legal research analysis of one case, shown on /research, written in the
 * markup of ../drafting/markup.ts from the case's own facts: the claim's legal tests, eligibility,
 * the time limit, the authorities of our table, evidence gaps, risks and next steps. Pure and
 * deterministic: the "template" provider. Only facts.authorities are cited, so no decision can be
 * invented here; the caseLawIds returned are those cited, each linked to its /case-law card.
 */

import { choiceOrDefault } from '../complaints';
import type { DraftFacts } from '../drafting/facts';
import { formatLongDate } from '../format';
import { serviceChecks } from './eligibility';
import { evidenceChecks } from './evidence-gaps';
import {
  authoritiesSection,
  eligibilitySection,
  evidenceSection,
  line,
  nextStepsSection,
  risksSection,
  testsSection,
  timeLimitSection,
} from './sections';
import { timeLimitFor } from './time-limit';
import type { ResearchWords } from './words';
import { englishWords } from './words-en';
import { portugueseWords } from './words-pt';

/** How many authorities an analysis discusses: enough to start from, few enough to read. */
export const MAX_AUTHORITIES = 5;

export interface ResearchAnalysis {
  /** The analysis in the markup. */
  content: string;
  /** The case-law ids it cites, in the order cited. */
  caseLawIds: string[];
}

export function researchWords(language: DraftFacts['language']): ResearchWords {
  return language === 'pt' ? portugueseWords : englishWords;
}

export function buildAnalysis(facts: DraftFacts): ResearchAnalysis {
  const w = researchWords(facts.language);
  const locale = facts.language;
  const record = facts.case;
  const claimType = record.claimType;
  const authorities = facts.authorities.slice(0, MAX_AUTHORITIES);
  const limit = timeLimitFor(facts);
  // The complaints chosen, or the claim type's suggestion until there is a choice (../complaints).
  const complaints = choiceOrDefault(facts.complaints, claimType).complaints;
  const chosen = complaints.length > 0;
  const checks = serviceChecks(complaints, {
    start: facts.payDetails?.employmentStart ?? null,
    termination: record.dismissalDate,
    today: facts.today,
  });
  const evidence = claimType ? evidenceChecks(claimType, facts.evidence, facts.bundleFiles) : [];
  const passed = limit?.status.state === 'passed' || limit?.status.state === 'outOfTime';
  const section = (heading: string, body: string) => `## ${heading}\n\n${body}`;

  const content = [
    `# ${line(w.title(record.claimantName, record.employerName))}`,
    w.intro(formatLongDate(facts.today, locale), claimType ? w.claimTypes[claimType] : w.noClaimType),
    section(w.headings.tests, chosen ? testsSection({ ...facts, authorities }, complaints, w) : w.nextSteps.chooseClaimType),
    ...(chosen ? [section(w.headings.eligibility, eligibilitySection(complaints, checks, locale, w))] : []),
    section(w.headings.timeLimit, timeLimitSection(limit, locale, w)),
    section(w.headings.authorities, authoritiesSection(authorities, locale, w)),
    section(w.headings.evidence, claimType ? evidenceSection(evidence, w) : w.evidence.noClaimType),
    section(
      w.headings.risks,
      risksSection(facts, { shortService: checks.some((check) => check.state === 'short'), timeLimitPassed: passed }, w),
    ),
    section(w.headings.nextSteps, nextStepsSection({ ...facts, authorities }, { limit, checks, evidence }, w)),
    section(w.headings.disclaimer, w.disclaimer),
  ].join('\n\n');
  return { content: `${content}\n`, caseLawIds: authorities.map((authority) => authority.id) };
}
