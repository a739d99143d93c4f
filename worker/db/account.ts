/**
 * Everything an account holds, read for its export (UK GDPR access and portability) and deleted
 * with it. Every statement filters on the user (or their e-mail address, for what is keyed by it).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { filesOfUser } from './bundle-files';
import type { Database } from './client';
import {
  account,
  bundleIndexes,
  calendarFeeds,
  caseComplaints,
  caseEvents,
  casePayDetails,
  cases,
  caseTasks,
  documentBundles,
  documentCredits,
  documentPageRefs,
  documents,
  evidenceItems,
  hearingClosingPoints,
  hearingDays,
  hearingQuestions,
  mailOutbox,
  reminderSettings,
  researchAnalyses,
  savedSearches,
  session,
  stripeCustomers,
  subscriptionItems,
  subscriptions,
  user,
  userUsage,
  verification,
} from './schema';

/** The user's rows, table by table, in the order the export lists them. */
export async function accountRows(db: Database, userId: string) {
  const [profile] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const userCases = await db.select().from(cases).where(eq(cases.userId, userId)).orderBy(desc(cases.createdAt));
  const events = await db.select().from(caseEvents).where(eq(caseEvents.userId, userId)).orderBy(caseEvents.date);
  const evidence = await db.select().from(evidenceItems).where(eq(evidenceItems.userId, userId)).orderBy(evidenceItems.createdAt);
  const bundleFiles = await filesOfUser(db, userId, { listedOnly: false });
  const payDetails = await db.select().from(casePayDetails).where(eq(casePayDetails.userId, userId));
  const complaints = await db
    .select({ caseId: caseComplaints.caseId, choice: caseComplaints.choice, updatedAt: caseComplaints.updatedAt })
    .from(caseComplaints)
    .where(eq(caseComplaints.userId, userId));
  const tasks = await db
    .select()
    .from(caseTasks)
    .where(eq(caseTasks.userId, userId))
    .orderBy(caseTasks.caseId, caseTasks.dueDate, caseTasks.createdAt);
  const feeds = await db
    .select({ caseId: calendarFeeds.caseId, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const drafted = await db.select().from(documents).where(eq(documents.userId, userId)).orderBy(documents.createdAt, sql`rowid`);
  const usage = await db
    .select({ featureType: userUsage.featureType, usageCount: userUsage.usageCount, resetDate: userUsage.resetDate })
    .from(userUsage)
    .where(eq(userUsage.userId, userId));
  const [customer] = await db
    .select({ customerId: stripeCustomers.customerId, createdAt: stripeCustomers.createdAt })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId));
  const userSubscriptions = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const subscriptionPlans = await db
    .select({ subscriptionId: subscriptionItems.subscriptionId, planType: subscriptionItems.planType })
    .from(subscriptionItems)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
    .where(eq(subscriptions.userId, userId));
  const credits = await db
    .select({
      documentType: documentCredits.documentType,
      grantedAt: documentCredits.grantedAt,
      spentAt: documentCredits.spentAt,
    })
    .from(documentCredits)
    .where(eq(documentCredits.userId, userId));
  const research = await db
    .select()
    .from(researchAnalyses)
    .where(eq(researchAnalyses.userId, userId))
    .orderBy(researchAnalyses.createdAt);
  const [reminders] = await db
    .select({ enabled: reminderSettings.enabled, language: reminderSettings.language, updatedAt: reminderSettings.updatedAt })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  const searches = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      lastDigestAt: savedSearches.lastDigestAt,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(savedSearches.createdAt);
  // The index of each case's last bundle build and the pages each draft cites from it.
  const bundleIndexRows = await db
    .select({
      caseId: bundleIndexes.caseId,
      id: bundleIndexes.id,
      builtAt: bundleIndexes.builtAt,
      entries: bundleIndexes.entries,
    })
    .from(bundleIndexes)
    .where(eq(bundleIndexes.userId, userId));
  const pageRefRows = await db
    .select({
      documentId: documentPageRefs.documentId,
      bundleIndexId: documentPageRefs.bundleIndexId,
      refs: documentPageRefs.refs,
      updatedAt: documentPageRefs.updatedAt,
    })
    .from(documentPageRefs)
    .where(eq(documentPageRefs.userId, userId));
  // The hearing day: details, checklist and outcome, questions for witnesses, closing points.
  const hearing = {
    days: await db.select().from(hearingDays).where(eq(hearingDays.userId, userId)),
    questions: await db
      .select()
      .from(hearingQuestions)
      .where(eq(hearingQuestions.userId, userId))
      .orderBy(hearingQuestions.position),
    closingPoints: await db.select().from(hearingClosingPoints).where(eq(hearingClosingPoints.userId, userId)),
  };
  return {
    hearing,
    bundleIndexRows,
    pageRefRows,
    profile,
    sessions,
    userCases,
    events,
    evidence,
    bundleFiles,
    payDetails,
    complaints,
    tasks,
    feeds,
    drafted,
    usage,
    customer,
    userSubscriptions,
    subscriptionPlans,
    credits,
    research,
    reminders,
    searches,
  };
}

/** Deletes every row of the account in one batch: D1 runs it as a single transaction, so an account is never half deleted. */
export async function deleteAccountRows(db: Database, owner: { id: string; email: string }): Promise<void> {
  await db.batch([
    db.delete(caseTasks).where(eq(caseTasks.userId, owner.id)),
    db.delete(calendarFeeds).where(eq(calendarFeeds.userId, owner.id)),
    db.delete(caseEvents).where(eq(caseEvents.userId, owner.id)),
    db.delete(evidenceItems).where(eq(evidenceItems.userId, owner.id)),
    db.delete(documentBundles).where(eq(documentBundles.userId, owner.id)),
    db.delete(researchAnalyses).where(eq(researchAnalyses.userId, owner.id)),
    db.delete(casePayDetails).where(eq(casePayDetails.userId, owner.id)),
    db.delete(hearingDays).where(eq(hearingDays.userId, owner.id)),
    db.delete(hearingQuestions).where(eq(hearingQuestions.userId, owner.id)),
    db.delete(hearingClosingPoints).where(eq(hearingClosingPoints.userId, owner.id)),
    db.delete(caseComplaints).where(eq(caseComplaints.userId, owner.id)),
    db.delete(cases).where(eq(cases.userId, owner.id)),
    db.delete(session).where(eq(session.userId, owner.id)),
    db.delete(account).where(eq(account.userId, owner.id)),
    db.delete(verification).where(eq(verification.identifier, owner.email)),
    db.delete(mailOutbox).where(eq(mailOutbox.to, owner.email)),
    db.delete(user).where(eq(user.id, owner.id)),
  ]);
}
