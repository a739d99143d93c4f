-- Bundle uploads all or none across a crash: a request's rows are written pending and made
-- listed by one UPDATE once its last object has landed; the daily Cron removes pending rows left
-- by a crash (worker/services/bundle/sweep.ts). Rows already stored are complete uploads.
ALTER TABLE `document_bundles` ADD `pending` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `document_bundles_pending` ON `document_bundles` (`upload_date`) WHERE "document_bundles"."pending" = 1;
