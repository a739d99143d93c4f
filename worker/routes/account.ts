import { Hono } from 'hono';
import { accountDeletionSchema } from '../../src/domain/auth-schema';
import { billingMessages } from '../../src/domain/billing';
import { storedChoice } from '../../src/domain/complaints';
import type { AppEnv } from '../app-env';
import { accountRows, deleteAccountRows } from '../db/account';
import { type BundleFileRow, filesOfUser } from '../db/bundle-files';
import { bundleFileView, caseView, documentView, eventView, evidenceView, payDetailsView, researchView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { requireUser, signedIn } from '../middleware/session';
import { removeCustomer } from '../services/billing/customer';
import { stripeClient } from '../services/billing/stripe-client';
import { deleteObjectsUnder } from '../services/bundle/store';
import { fitsInZip, uniqueEntryName, type ZipSource, zipStream } from '../services/bundle/zip-export';
import { taskView } from '../services/tasks/sync';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

/**
 * Entries of the files ZIP: `{caseId}/{fileName}`, made unique, oldest upload first within a case
 * (uploads in the same millisecond in the order they were stored: SQLite's rowid).
 */
function zipSources(bucket: R2Bucket, rows: readonly BundleFileRow[]): ZipSource[] {
  const taken = new Set<string>();
  return rows.map((row) => ({
    name: uniqueEntryName(`${row.caseId}/${row.fileName}`, taken),
    modified: new Date(row.uploadDate),
    open: async () => (await bucket.get(row.filePath))?.body ?? null,
  }));
}

export const accountRoutes = new Hono<AppEnv>()
  /** Everything we hold about the signed-in user, as JSON (UK GDPR access and portability). */
  .get('/export', async (c) => {
    const current = requireUser(c.get('user'));
    const db = c.var.db;
    // Every row held about the user, read in worker/db/account.ts; shaped here for the download.
    const held = await accountRows(db, current.id);
    c.header('Content-Disposition', 'attachment; filename="tribunal-toolkit-export.json"');
    return c.json({
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
    });
  })
  /** Every file of every case's bundle, as one ZIP streamed from R2 (services/bundle/zip-export.ts). */
  .get('/export/files', async (c) => {
    const current = requireUser(c.get('user'));
    // A pending row's upload never finished (services/bundle/store.ts): not a file of the bundle.
    const rows = await filesOfUser(c.var.db, current.id, { listedOnly: true });
    if (!fitsInZip(rows.map((row) => row.fileSize))) {
      throw new ApiError(
        409,
        ErrorCode.LIMIT_REACHED,
        'Your files come to more than one ZIP file can hold (4 GB). Download them from each case’s bundle instead.',
      );
    }
    return c.body(zipStream(zipSources(c.env.FILES, rows)), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="tribunal-toolkit-files.zip"',
    });
  })
  /** Deletes the account and everything in it, once the user types their e-mail to confirm. */
  .delete('/', signedIn, validate('json', accountDeletionSchema), async (c) => {
    const current = requireUser(c.get('user'));
    const { email } = c.req.valid('json');
    if (email.toLowerCase() !== current.email.toLowerCase()) {
      throw new ApiError(
        400,
        ErrorCode.CONFIRMATION_MISMATCH,
        'That is not the e-mail address of this account. Nothing was deleted.',
      );
    }
    // Stripe first: an account is never deleted while its subscription still charges the card.
    const billing = await removeCustomer(c.var.db, stripeClient(c.env), current.id);
    if (billing === 'unavailable' || billing === 'failed') {
      log('warn', 'account kept: its Stripe customer could not be removed', { requestId: c.get('requestId'), billing });
      throw new ApiError(
        billing === 'unavailable' ? 503 : 502,
        billing === 'unavailable' ? ErrorCode.PAYMENTS_UNAVAILABLE : ErrorCode.CANCELLATION_FAILED,
        billingMessages.cancelBeforeDeleting,
      );
    }
    // Files first, then rows: if the rows fail, a retry finds the account and deletes them; the
    // other way round could leave files with no account left to reach them.
    const files = await deleteObjectsUnder(c.env.FILES, `${current.id}/`);
    // One transaction: an account is never half deleted (db/account.ts).
    await deleteAccountRows(c.var.db, current);
    log('info', 'account deleted', { requestId: c.get('requestId'), files });
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const accountPolicies: readonly RoutePolicy[] = [
  // Deletion confirmation: one e-mail address.
  { prefix: '/api/account', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
];
