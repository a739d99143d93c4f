import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { accountDeletionSchema } from '../../src/domain/auth-schema';
import { billingMessages } from '../../src/domain/billing';
import type { AppEnv } from '../app-env';
import { database } from '../db/client';
import {
  account,
  calendarFeeds,
  caseComplaints,
  caseEvents,
  casePayDetails,
  cases,
  caseTasks,
  documentBundles,
  documentCredits,
  documents,
  evidenceItems,
  mailOutbox,
  reminderSettings,
  researchAnalyses,
  savedSearches,
  session,
  stripeCustomers,
  subscriptionItems,
  subscriptions,
  user as userTable,
  userUsage,
  verification,
} from '../db/schema';
import { bundleFileView, caseView, documentView, eventView, evidenceView, payDetailsView, researchView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { requireUser, signedIn } from '../middleware/session';
import { removeCustomer } from '../services/billing/customer';
import { stripeClient } from '../services/billing/stripe-client';
import { deleteObjectsUnder } from '../services/bundle/store';
import { fitsInZip, uniqueEntryName, type ZipSource, zipStream } from '../services/bundle/zip-export';
import { storedChoice } from '../services/drafting/facts';
import { taskView } from '../services/tasks/sync';
import { validate } from '../validation';

/**
 * Entries of the files ZIP: `{caseId}/{fileName}`, made unique, oldest upload first within a case
 * (uploads in the same millisecond in the order they were stored: SQLite's rowid).
 */
function zipSources(bucket: R2Bucket, rows: readonly (typeof documentBundles.$inferSelect)[]): ZipSource[] {
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
    const db = database(c.env.DB);
    const [profile] = await db
      .select({
        id: userTable.id,
        email: userTable.email,
        emailVerified: userTable.emailVerified,
        role: userTable.role,
        createdAt: userTable.createdAt,
      })
      .from(userTable)
      .where(eq(userTable.id, current.id));
    const sessions = await db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, current.id));
    const userCases = await db.select().from(cases).where(eq(cases.userId, current.id)).orderBy(desc(cases.createdAt));
    const events = await db.select().from(caseEvents).where(eq(caseEvents.userId, current.id)).orderBy(caseEvents.date);
    const evidence = await db
      .select()
      .from(evidenceItems)
      .where(eq(evidenceItems.userId, current.id))
      .orderBy(evidenceItems.createdAt);
    const bundleFiles = await db
      .select()
      .from(documentBundles)
      .where(eq(documentBundles.userId, current.id))
      .orderBy(documentBundles.caseId, documentBundles.uploadDate, sql`rowid`);
    const payDetails = await db.select().from(casePayDetails).where(eq(casePayDetails.userId, current.id));
    const complaints = await db
      .select({ caseId: caseComplaints.caseId, choice: caseComplaints.choice, updatedAt: caseComplaints.updatedAt })
      .from(caseComplaints)
      .where(eq(caseComplaints.userId, current.id));
    const tasks = await db
      .select()
      .from(caseTasks)
      .where(eq(caseTasks.userId, current.id))
      .orderBy(caseTasks.caseId, caseTasks.dueDate, caseTasks.createdAt);
    const feeds = await db
      .select({ caseId: calendarFeeds.caseId, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, current.id));
    const drafted = await db
      .select()
      .from(documents)
      .where(eq(documents.userId, current.id))
      .orderBy(documents.createdAt, sql`rowid`);
    const usage = await db
      .select({ featureType: userUsage.featureType, usageCount: userUsage.usageCount, resetDate: userUsage.resetDate })
      .from(userUsage)
      .where(eq(userUsage.userId, current.id));
    const [customer] = await db
      .select({ customerId: stripeCustomers.customerId, createdAt: stripeCustomers.createdAt })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, current.id));
    const userSubscriptions = await db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, current.id));
    const items = await db
      .select({ subscriptionId: subscriptionItems.subscriptionId, planType: subscriptionItems.planType })
      .from(subscriptionItems)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
      .where(eq(subscriptions.userId, current.id));
    const credits = await db
      .select({
        documentType: documentCredits.documentType,
        grantedAt: documentCredits.grantedAt,
        spentAt: documentCredits.spentAt,
      })
      .from(documentCredits)
      .where(eq(documentCredits.userId, current.id));
    const research = await db
      .select()
      .from(researchAnalyses)
      .where(eq(researchAnalyses.userId, current.id))
      .orderBy(researchAnalyses.createdAt);
    const [reminders] = await db
      .select({ enabled: reminderSettings.enabled, language: reminderSettings.language, updatedAt: reminderSettings.updatedAt })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, current.id));
    const searches = await db
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        lastDigestAt: savedSearches.lastDigestAt,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, current.id))
      .orderBy(savedSearches.createdAt);
    c.header('Content-Disposition', 'attachment; filename="tribunal-toolkit-export.json"');
    return c.json({
      exportedAt: new Date().toISOString(),
      user: profile ? { ...profile, createdAt: profile.createdAt.toISOString() } : null,
      sessions: sessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
      cases: userCases.map(caseView),
      caseEvents: events.map(eventView),
      evidence: evidence.map(evidenceView),
      // The files themselves: GET /api/account/export/files.
      bundleFiles: bundleFiles.map(bundleFileView),
      // Pay details kept for each case's schedule of loss.
      payDetails: payDetails.map((row) => ({ caseId: row.caseId, ...payDetailsView(row), updatedAt: row.updatedAt })),
      // The complaints chosen for each case's particulars of claim.
      complaints: complaints.map((row) => ({ caseId: row.caseId, choice: storedChoice(row.choice), updatedAt: row.updatedAt })),
      // Dated tasks (computed, suggested and the claimant's own) and which cases have a calendar
      // feed (its secret address is not kept, only a hash of it, so it cannot be exported).
      tasks: tasks.map((row) => taskView(row, null)),
      calendarFeeds: feeds,
      // Drafted documents, as last saved, and the free-tier counters.
      documents: drafted.map(documentView),
      usage,
      researchAnalyses: research.map(researchView),
      // Reminder e-mails: null when never chosen (on, in English), and the saved case-law searches.
      reminderSettings: reminders ?? null,
      savedSearches: searches.map((row) => ({ ...row, query: JSON.parse(row.query) as unknown })),
      // What we hold about payments (card details stay with Stripe and are never sent to us).
      billing: {
        stripeCustomer: customer ?? null,
        subscriptions: userSubscriptions.map((s) => ({
          ...s,
          plans: items.filter((item) => item.subscriptionId === s.id).map((item) => item.planType),
        })),
        documentCredits: credits,
      },
    });
  })
  /** Every file of every case's bundle, as one ZIP streamed from R2 (services/bundle/zip-export.ts). */
  .get('/export/files', async (c) => {
    const current = requireUser(c.get('user'));
    const rows = await database(c.env.DB)
      .select()
      .from(documentBundles)
      // A pending row's upload never finished (services/bundle/store.ts): not a file of the bundle.
      .where(and(eq(documentBundles.userId, current.id), eq(documentBundles.pending, false)))
      .orderBy(documentBundles.caseId, documentBundles.uploadDate, sql`rowid`);
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
    const billing = await removeCustomer(c.env.DB, stripeClient(c.env), current.id);
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
    const db = database(c.env.DB);
    // One batch: D1 runs it as a single transaction, so an account is never half deleted.
    await db.batch([
      db.delete(caseTasks).where(eq(caseTasks.userId, current.id)),
      db.delete(calendarFeeds).where(eq(calendarFeeds.userId, current.id)),
      db.delete(caseEvents).where(eq(caseEvents.userId, current.id)),
      db.delete(evidenceItems).where(eq(evidenceItems.userId, current.id)),
      db.delete(documentBundles).where(eq(documentBundles.userId, current.id)),
      db.delete(researchAnalyses).where(eq(researchAnalyses.userId, current.id)),
      db.delete(casePayDetails).where(eq(casePayDetails.userId, current.id)),
      db.delete(caseComplaints).where(eq(caseComplaints.userId, current.id)),
      db.delete(cases).where(eq(cases.userId, current.id)),
      db.delete(session).where(eq(session.userId, current.id)),
      db.delete(account).where(eq(account.userId, current.id)),
      db.delete(verification).where(eq(verification.identifier, current.email)),
      db.delete(mailOutbox).where(eq(mailOutbox.to, current.email)),
      db.delete(userTable).where(eq(userTable.id, current.id)),
    ]);
    log('info', 'account deleted', { requestId: c.get('requestId'), files });
    return c.body(null, 204);
  });
