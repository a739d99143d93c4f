/**
 * Everything we hold about one user, as their export (UK GDPR access and portability): every row,
 * read in db/account.ts, shaped for the download. Card details stay with Stripe and are never sent to us.
 */
import { storedChoice } from '../../../src/domain/complaints';
import { accountRows } from '../../db/account';
import type { Database } from '../../db/client';
import { bundleFileView, caseView, documentView, eventView, evidenceView, payDetailsView, researchView } from '../../db/views';
import { taskView } from '../tasks/sync';

export async function accountExport(db: Database, userId: string) {
  const held = await accountRows(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    user: held.profile ? { ...held.profile, createdAt: held.profile.createdAt.toISOString() } : null,
    sessions: held.sessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
    cases: held.userCases.map(caseView),
    caseEvents: held.events.map(eventView),
    evidence: held.evidence.map(evidenceView),
    // The files themselves: GET /api/account/export/files.
    bundleFiles: held.bundleFiles.map(bundleFileView),
    // Pay details kept for each case's schedule of loss.
    payDetails: held.payDetails.map((row) => ({ caseId: row.caseId, ...payDetailsView(row), updatedAt: row.updatedAt })),
    // The hearing day: details, checklist and outcome, questions for witnesses, closing points.
    hearing: {
      days: held.hearing.days.map(({ userId: _user, fieldTimes: _times, ...row }) => row),
      questions: held.hearing.questions.map(({ userId: _user, fieldTimes: _times, ...row }) => row),
      closingPoints: held.hearing.closingPoints.map(({ userId: _user, ...row }) => row),
    },
    // The complaints chosen for each case's particulars of claim.
    complaints: held.complaints.map((row) => ({
      caseId: row.caseId,
      choice: storedChoice(row.choice),
      updatedAt: row.updatedAt,
    })),
    // Dated tasks (computed, suggested and the claimant's own) and which cases have a calendar
    // feed (its secret address is not kept, only a hash of it, so it cannot be exported).
    tasks: held.tasks.map((row) => taskView(row, null)),
    calendarFeeds: held.feeds,
    // Drafted documents, as last saved, and the free-tier counters.
    documents: held.drafted.map(documentView),
    // Each case's last bundle build (document, section, first and last page) and the pages each
    // draft cites from it.
    bundleIndexes: held.bundleIndexRows.map((row) => ({ ...row, entries: JSON.parse(row.entries) as unknown })),
    documentPageRefs: held.pageRefRows.map((row) => ({ ...row, refs: JSON.parse(row.refs) as unknown })),
    usage: held.usage,
    researchAnalyses: held.research.map(researchView),
    // Reminder e-mails: null when never chosen (on, in English), and the saved case-law searches.
    reminderSettings: held.reminders ?? null,
    savedSearches: held.searches.map((row) => ({ ...row, query: JSON.parse(row.query) as unknown })),
    // What we hold about payments (card details stay with Stripe and are never sent to us).
    billing: {
      stripeCustomer: held.customer ?? null,
      subscriptions: held.userSubscriptions.map((s) => ({
        ...s,
        plans: held.subscriptionPlans.filter((item) => item.subscriptionId === s.id).map((item) => item.planType),
      })),
      documentCredits: held.credits,
    },
  };
}
