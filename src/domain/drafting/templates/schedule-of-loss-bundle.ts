/**
 * The schedule of loss's 'Documents in the bundle': where the tribunal finds the evidence for the
 * pay figures in the hearing bundle as last built ("[B: 7–12]").
 */
import { bundlePages, evidenceReference } from '../common';
import type { DraftFacts } from '../facts';
import type { ScheduleWords } from './schedule-of-loss-words';

/**
 * The pay documents that show the figures (payslips for weekly pay, the contract for pay and the
 * start of employment), each with its pages in the hearing bundle as last built. Only documents
 * that are in the bundle: a schedule cites the bundle the tribunal reads.
 */
export function bundleDocumentsSection(w: ScheduleWords, facts: DraftFacts): string[] {
  const lines = facts.evidence.flatMap((item) => {
    if (item.category !== 'payslip' && item.category !== 'contract') return [];
    const pages = bundlePages(facts, item.bundleFileId);
    if (!pages) return [];
    const reference = evidenceReference(facts, item.id);
    return [`- ${item.title}${reference ? ` (${reference})` : ''}${pages}`];
  });
  return lines.length > 0 ? [`## ${w.bundleDocuments}`, '', w.bundleDocumentsIntro, '', ...lines] : [];
}
