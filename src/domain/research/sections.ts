/**
 * The sections of a research analysis, each from the facts alone: tests, eligibility, time
 * limit, authorities, evidence gaps, risks and next steps (./analysis.ts puts them in order).
 * Figures come from the figures table on the date that decides them, formatted in the reader's
 * language; dates come from the deadline engine.
 */

import { type Locale, localizePath } from '../../i18n/locales';
import { type MessageKey, translate } from '../../i18n/translate';
import { decisionPath } from '../case-law-address';
import type { ClaimTypeId } from '../case-schema';
import { type ComplaintId, complaintLaw, inOrder } from '../complaints';
import type { AuthorityFact, DraftFacts } from '../drafting/facts';
import { tableMarkup } from '../drafting/markup';
import { type FigureId, figureRowOn } from '../figures';
import { formatFigure, formatLongDate } from '../format';
import { limitRules } from '../limit-rules';
import type { ServiceCheck } from './eligibility';
import type { EvidenceCheck } from './evidence-gaps';
import type { TimeLimit } from './time-limit';
import type { ResearchWords } from './words';

/** Leading decisions named in a test only when our own table holds them (matched by name). */
const LEADING: Record<ClaimTypeId, readonly string[]> = {
  'unfair-dismissal': ['burchell', 'iceland frozen foods', 'polkey'],
  discrimination: ['igen', 'madarassy', 'shamoon'],
  'unpaid-wages': [],
  redundancy: ['williams v compair', 'polkey'],
  'constructive-dismissal': ['western excavating', 'malik', 'kaur v leeds'],
  'breach-contract': [],
  'whistleblowing-dismissal': [],
};

/** One line of markup from free text: no line breaks, and no leading mark that would change its kind. */
export function line(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ').trim();
}

const numbered = (paragraphs: readonly string[]) => paragraphs.map((text, index) => `${index + 1}. ${line(text)}`).join('\n');
const bullets = (items: readonly string[]) => items.map((text) => `- ${line(text)}`).join('\n');

/** Why a decision matters, in the analysis's language where our table holds it (the curated decisions' Portuguese). */
export function whyItMatters(authority: AuthorityFact, language: Locale = 'en'): string {
  const pt = language === 'pt' ? authority.legalPrinciplePt?.trim() || authority.summaryPt?.trim() : undefined;
  return line(pt || authority.legalPrinciple?.trim() || authority.summary);
}

/**
 * What the tribunal decides for each complaint chosen: the registry's elements (the questions a
 * list of issues asks), headed by the complaint and its statute, then any leading decision our
 * case-law table holds for the claim type.
 */
export function testsSection(facts: DraftFacts, complaints: readonly ComplaintId[], w: ResearchWords): string {
  const t = (key: MessageKey) => translate(facts.language, key);
  const claimType = facts.case.claimType;
  const leading = claimType
    ? facts.authorities.filter((authority) => LEADING[claimType].some((name) => authority.caseName.toLowerCase().includes(name)))
    : [];
  return numbered([
    ...inOrder(complaints).map((id) =>
      w.complaintTest(
        t(`et1Form.answer.complaint.${id}` as MessageKey),
        complaintLaw[id].statute,
        complaintLaw[id].elements.map((key) => t(key)),
      ),
    ),
    ...leading.map((authority) => w.leadingCase(authority.caseName, authority.citation, whyItMatters(authority, facts.language))),
  ]);
}

/** Qualifying service for the complaints that need it; where none does, the complaints it was checked for. */
export function eligibilitySection(
  complaints: readonly ComplaintId[],
  checks: readonly ServiceCheck[],
  locale: Locale,
  w: ResearchWords,
): string {
  if (checks.length === 0) {
    const names = inOrder(complaints).map((id) => translate(locale, `et1Form.answer.complaint.${id}` as MessageKey));
    return numbered([w.eligibility.noServiceNeeded(names.join('; ')), w.eligibility.automaticReasons]);
  }
  const date = (iso: string) => formatLongDate(iso, locale);
  const paragraphs = checks.map((check) => {
    const name = w.eligibility.periodName[check.figure];
    const period = formatFigure(check.period, locale);
    if (check.state === 'needsDates') {
      return check.missing.includes('termination')
        ? w.eligibility.needsTermination(name, period, date(check.asOf))
        : w.eligibility.needsStart(name, period);
    }
    const say = check.state === 'qualifies' ? w.eligibility.qualifies : w.eligibility.short;
    return say(name, period, date(check.start), date(check.termination), date(check.completeOn));
  });
  return numbered([...paragraphs, w.eligibility.automaticReasons]);
}

export function timeLimitSection(limit: TimeLimit | null, locale: Locale, w: ResearchWords): string {
  if (!limit) return numbered([w.timeLimit.noDate]);
  const { deadline, status } = limit;
  const rule = limitRules[deadline.kind];
  const date = (iso: string) => formatLongDate(iso, locale);
  const exception = w.timeLimit.exception[rule.exception](rule.exceptionProvision ?? '');
  const paragraphs: string[] = [];
  switch (status.state) {
    case 'contactAcas':
      paragraphs.push(w.timeLimit.contactAcas(date(status.acasBy)));
      break;
    case 'inConciliation':
      paragraphs.push(w.timeLimit.inConciliation(date(status.dayA), date(status.earliestPresentBy)));
      break;
    case 'certificateReceived':
      paragraphs.push(w.timeLimit.certificateReceived(date(status.presentBy)));
      break;
    case 'noExtension':
      paragraphs.push(w.timeLimit.noExtension(date(status.presentBy)));
      break;
    case 'outOfTime':
      paragraphs.push(w.timeLimit.outOfTime(date(status.limit)), exception);
      break;
    case 'passed':
      paragraphs.push(w.timeLimit.passed(date(status.limit)), exception);
      break;
    case 'filed':
      if (status.limit === null || status.inTime === null) paragraphs.push(w.timeLimit.filedUnknown(date(status.filedOn)));
      else if (status.inTime) paragraphs.push(w.timeLimit.filedInTime(date(status.filedOn), date(status.limit)));
      else paragraphs.push(w.timeLimit.filedLate(date(status.filedOn), date(status.limit)), exception);
      break;
  }
  paragraphs.push(w.timeLimit.rule(rule.provision));
  if (deadline.reportedLonger) {
    const months = formatFigure({ kind: 'duration', amount: deadline.reportedLonger.months, unit: 'month' }, locale);
    paragraphs.push(w.timeLimit.reportedLonger(months, date(deadline.reportedLonger.from)));
  }
  paragraphs.push(w.timeLimit.neverNextWorkingDay);
  return numbered(paragraphs);
}

/**
 * A decision's own page (../case-law-address: a curated decision's static page, a synced one's
 * /case-law/d/<id>), with its name as `q` (the page ignores it; the analysis's viewer shows it as
 * the link's text, not the raw address). Every character a link could end on in running text
 * ("(", ")", "'") is escaped too, so the address is one unbroken token that MarkupView links whole.
 */
export function decisionLink(authority: Pick<AuthorityFact, 'id' | 'caseName'>, locale: Locale): string {
  const query = encodeURIComponent(authority.caseName).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${localizePath(decisionPath(authority.id), locale)}?q=${query}`;
}

export function authoritiesSection(authorities: readonly AuthorityFact[], locale: Locale, w: ResearchWords): string {
  if (authorities.length === 0) return w.authorities.none;
  return [
    w.authorities.intro,
    ...authorities.map((authority) =>
      [
        `### ${line(authority.caseName)} (${line(authority.citation)})`,
        `${w.authorities.whyItMatters}: ${whyItMatters(authority, locale)}`,
        '',
        `${w.authorities.card}: ${decisionLink(authority, locale)}`,
      ].join('\n'),
    ),
  ].join('\n\n');
}

export function evidenceSection(checks: readonly EvidenceCheck[], w: ResearchWords): string {
  const gaps = checks.filter((check) => check.foundIn.length === 0).length;
  return [
    tableMarkup(
      w.evidence.header,
      checks.map((check) => [
        w.evidence.needs[check.need],
        check.foundIn.length > 0 ? w.evidence.found(check.foundIn.join('; ')) : w.evidence.missing,
      ]),
    ),
    w.evidence.summary(checks.length - gaps, gaps),
  ].join('\n\n');
}

function figureText(id: FigureId, date: string, locale: Locale) {
  const row = figureRowOn(id, date);
  return { text: formatFigure(row.value, locale), source: row.source.title, unverified: row.confidence === 'unverified' };
}

export function risksSection(
  facts: DraftFacts,
  { shortService, timeLimitPassed }: { shortService: boolean; timeLimitPassed: boolean },
  w: ResearchWords,
): string {
  const locale = facts.language;
  // These figures apply by the hearing date: the case's, or today's rows while none is set.
  const on = facts.case.hearingDate && facts.case.hearingDate > facts.today ? facts.case.hearingDate : facts.today;
  const deposit = figureText('depositOrderMax', on, locale);
  const costs = figureText('costsAssessedByTribunalMax', on, locale);
  const rate = figureText('preparationTimeHourlyRate', on, locale);
  return bullets([
    ...(timeLimitPassed ? [w.risks.timeLimit] : []),
    ...(shortService ? [w.risks.shortService] : []),
    w.risks.deposit(deposit.text, deposit.source),
    w.risks.costs(costs.text, costs.source),
    w.risks.preparationTime(rate.text, rate.unverified),
    w.risks.ability,
  ]);
}

export function nextStepsSection(
  facts: DraftFacts,
  context: { limit: TimeLimit | null; checks: readonly ServiceCheck[]; evidence: readonly EvidenceCheck[] },
  w: ResearchWords,
): string {
  const locale = facts.language;
  const date = (iso: string) => formatLongDate(iso, locale);
  const steps: string[] = [];
  if (!facts.case.claimType) steps.push(w.nextSteps.chooseClaimType);
  const status = context.limit?.status;
  if (!status) steps.push(w.nextSteps.addDismissalDate);
  else if (status.state === 'contactAcas') steps.push(w.nextSteps.contactAcas(date(status.acasBy)));
  else if (status.state === 'inConciliation') steps.push(w.nextSteps.waitCertificate);
  else if (status.state === 'certificateReceived' || status.state === 'noExtension')
    steps.push(w.nextSteps.presentEt1(date(status.presentBy)));
  else if (status.state === 'outOfTime' || status.state === 'passed') steps.push(w.nextSteps.getAdviceNow);
  if (context.checks.some((check) => check.state === 'needsDates' && check.missing.includes('start')))
    steps.push(w.nextSteps.addStart);
  const gaps = context.evidence.filter((check) => check.foundIn.length === 0).map((check) => w.evidence.needs[check.need]);
  if (gaps.length > 0) steps.push(w.nextSteps.gatherEvidence(gaps.join('; ')));
  steps.push(w.nextSteps.subjectAccess(figureText('subjectAccessResponseTime', facts.today, locale).text));
  if (facts.authorities.length > 0) steps.push(w.nextSteps.readAuthorities);
  steps.push(w.nextSteps.documents, w.nextSteps.advice);
  return numbered(steps);
}
