CREATE TABLE `document_bundles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`case_id` text NOT NULL,
	`file_name` text NOT NULL,
	`file_path` text NOT NULL,
	`file_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`upload_date` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_bundles_case_uploaded` ON `document_bundles` (`case_id`,`upload_date`);--> statement-breakpoint
CREATE INDEX `document_bundles_user` ON `document_bundles` (`user_id`);--> statement-breakpoint
-- drizzle-kit leaves the schema's ON DELETE SET NULL out of ALTER TABLE ADD; written here by hand.
ALTER TABLE `evidence_items` ADD `bundle_file_id` text REFERENCES document_bundles(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `evidence_bundle_file` ON `evidence_items` (`bundle_file_id`);