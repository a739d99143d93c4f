import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { clockFromEnv } from './clock';
import { database } from './db/client';
import { decisionAddress } from './decision-address';
import { ApiError, ErrorCode, errorBody } from './errors';
import { describeError, log } from './log';
import { loggedPathFor } from './logged-path';
import { withDatabase } from './middleware/database';
import { hsts } from './middleware/hsts';
import { requestIds } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { requireAuthSecret } from './middleware/require-secret';
import { requestIdHeader } from './middleware/response-headers';
import { routePolicy } from './middleware/route-policy';
import { apiSecurityHeaders } from './middleware/security-headers';
import { requireSiteOrigin } from './middleware/site-origin';
import { isApiPath, notFoundPage } from './not-found-page';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { adminLawWatchRoutes } from './routes/admin-law-watch';
import { adminReviewRoutes } from './routes/admin-reviews';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { bundleRoutes, caseBundleRoutes } from './routes/bundles';
import { calendarFeedRoutes, caseCalendarFeedRoutes } from './routes/calendar';
import { caseEventRoutes, eventRoutes } from './routes/case-events';
import { caseLawRoutes } from './routes/case-law';
import { caseRoutes } from './routes/cases';
import { closingPointRoutes } from './routes/closing-points';
import { complaintRoutes } from './routes/complaints';
import { documentRoutes } from './routes/documents';
import { caseEvidenceRoutes, evidenceRoutes } from './routes/evidence';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { hearingDayRoutes } from './routes/hearing-days';
import { caseHearingQuestionRoutes, hearingQuestionRoutes } from './routes/hearing-questions';
import { lawWatchRoutes } from './routes/law-watch';
import { missingPathRoutes } from './routes/missing-paths';
import { pageRefRoutes } from './routes/page-refs';
import { payDetailsRoutes } from './routes/pay-details';
import { reminderSettingsRoutes, unsubscribeRoutes } from './routes/reminders';
import { researchRoutes } from './routes/research';
import { reviewRoutes } from './routes/reviews';
import { savedSearchRoutes } from './routes/saved-searches';
import { subscriptionRoutes } from './routes/subscription';
import { supportRoutes } from './routes/support';
import { caseTaskRoutes, taskRoutes } from './routes/tasks';
import { translationRoutes } from './routes/translations';
import { runBundleSweep } from './services/bundle/sweep';
import { runAll } from './services/caselaw/run';
import { scheduledLawWatch } from './services/law-watch/run';
import { pruneRateLimits } from './services/rate-limit';
import { MAIL_CRON, runAlerts, runMail, runWarm, SYNC_CRON } from './services/reminders/scheduled';
import { isStorageOutage, STORAGE_RETRY_AFTER_SECONDS, storageMessages } from './storage-faults';

/**
 * The API. Everything under /api reaches this app first (wrangler.toml run_worker_first); every
 * other path is a static page from dist/, served by the asset router before the Worker runs, or,
 * when there is no such file, the 404 page (not-found-page.ts).
 */
const app = new Hono<AppEnv>().basePath('/api');

/** The path as the log may hold it: the secrets the route table marks (`:token`) masked. */
const loggedPath = loggedPathFor(() => app.routes.map((route) => route.path));

app.use('*', requestIds);
app.use('*', requestIdHeader);
app.use('*', requestLog(loggedPath));
app.use('*', apiSecurityHeaders);
app.use('*', hsts);
app.use('*', requireAuthSecret);
app.use('*', requireSiteOrigin);
app.use('*', clockFromEnv);
app.use('*', withDatabase);

// Same-site writes only, content types, body limits, the session and no-store, by route family.
app.use('*', routePolicy);

const routes = app
  .route('/health', healthRoutes)
  .route('/missing-paths', missingPathRoutes)
  .route('/auth', authRoutes)
  .route('/case-law', caseLawRoutes)
  .route('/cases', caseRoutes)
  .route('/cases', caseEventRoutes)
  .route('/events', eventRoutes)
  .route('/cases', caseEvidenceRoutes)
  .route('/evidence', evidenceRoutes)
  .route('/cases', caseBundleRoutes)
  .route('/bundles', bundleRoutes)
  .route('/files', fileRoutes)
  .route('/cases', payDetailsRoutes)
  .route('/cases', complaintRoutes)
  .route('/cases', caseTaskRoutes)
  .route('/tasks', taskRoutes)
  .route('/cases', caseCalendarFeedRoutes)
  .route('/calendar', calendarFeedRoutes)
  .route('/cases', hearingDayRoutes)
  .route('/cases', caseHearingQuestionRoutes)
  .route('/hearing-questions', hearingQuestionRoutes)
  .route('/cases', closingPointRoutes)
  .route('/account/reminders', reminderSettingsRoutes)
  .route('/account', accountRoutes)
  .route('/reminders', unsubscribeRoutes)
  .route('/saved-searches', savedSearchRoutes)
  .route('/subscription', subscriptionRoutes)
  .route('/documents', documentRoutes)
  .route('/documents', pageRefRoutes)
  .route('/billing', billingRoutes)
  .route('/research', researchRoutes)
  .route('/support', supportRoutes)
  .route('/translations', translationRoutes)
  .route('/documents', reviewRoutes)
  .route('/admin/reviews', adminReviewRoutes)
  .route('/admin/law-watch', adminLawWatchRoutes)
  .route('/admin', adminRoutes)
  .route('/law-watch', lawWatchRoutes);

/** The typed client's view of the API (`hc<AppType>` in the islands). */
export type AppType = typeof routes;

app.notFound((c) => c.json(errorBody(ErrorCode.NOT_FOUND, `No API endpoint at ${c.req.method} ${c.req.path}`), 404));

app.onError((error, c) => {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.code, error.message, error.issues), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own 4xx (a body that is not JSON, a wrong content type): keep its status, our shape.
    const malformed = /json/i.test(error.message);
    return c.json(
      errorBody(
        malformed ? ErrorCode.MALFORMED_JSON : ErrorCode.BAD_REQUEST,
        malformed ? 'The request body must be valid JSON sent as application/json' : error.message,
      ),
      error.status,
    );
  }
  // D1 or R2 failing for a while is not a bug: a 503 with its own code, and a hint to retry.
  if (isStorageOutage(error)) {
    log('warn', 'storage unavailable', { requestId: c.get('requestId'), path: loggedPath(c), ...describeError(error) });
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    c.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
    return c.json(errorBody(ErrorCode.STORAGE_UNAVAILABLE, reading ? storageMessages.read : storageMessages.write), 503);
  }
  // Anything else is a bug: log it in full, answer without internals.
  log('error', 'unhandled error', { requestId: c.get('requestId'), path: loggedPath(c), ...describeError(error) });
  return c.json(errorBody(ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.'), 500);
});

export { app };

export default {
  // The asset router runs the Worker first for /api/*, and for any other path it has no file for:
  // a synced decision's address (/case-law/d/<id>, ./decision-address.ts), or the nearest 404 page.
  // Typed as a plain Request, like app.fetch, so tests and tools can call it with one they built.
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (isApiPath(new URL(request.url).pathname)) return app.fetch(request, env, ctx);
    return (await decisionAddress(request, env.ASSETS)) ?? notFoundPage(request, env.ASSETS);
  },
  async scheduled(controller, env, ctx) {
    log('info', 'scheduled run', { cron: controller.cron, scheduledTime: new Date(controller.scheduledTime).toISOString() });
    // One Database for the run's jobs, as a request has one (middleware/database.ts).
    const db = database(env.DB);
    if (controller.cron === SYNC_CRON) {
      // The same case-law sync the admin page runs, every runnable source; then the most saved
      // searches, ranked and counted again (the sync's writes emptied what was stored); then the
      // saved-search hits (they look for the decisions it added); then the law watch (services/law-watch/run.ts).
      // A failed sync still lets them run on what is there.
      ctx.waitUntil(
        runAll(db, env)
          .then((result) => log(result.success ? 'info' : 'warn', 'scheduled case-law sync', { ...result }))
          .catch((error: unknown) => log('error', 'scheduled case-law sync failed', describeError(error)))
          .then(() => runWarm(db))
          .then(() => runAlerts(db))
          .then(() => scheduledLawWatch(db, env)),
      );
      // Rate-limit counters whose windows ended a day ago are no longer read.
      ctx.waitUntil(pruneRateLimits(db));
      // Uploads a crash left half done: pending rows and objects without a row, hours old.
      ctx.waitUntil(runBundleSweep({ bucket: env.FILES, db }, controller.scheduledTime));
    } else if (controller.cron === MAIL_CRON) {
      // Deadline reminders, then the weekly digest, a bounded chunk per run (services/reminders/scheduled.ts),
      // for the day the run was scheduled on.
      ctx.waitUntil(runMail(db, env, new Date(controller.scheduledTime)));
    } else {
      log('warn', 'scheduled run with an unknown cron: nothing to do', { cron: controller.cron });
    }
  },
} satisfies ExportedHandler<Env>;
