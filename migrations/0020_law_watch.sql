-- The law watch (worker/services/law-watch/): what legislation.gov.uk last said about each watched
-- provision or Act, each daily run, and the notices of changes that only an admin clears.
-- Written by hand to match worker/db/law-watch-schema.ts.
CREATE TABLE `law_watch_observations` (
	`target` text PRIMARY KEY NOT NULL,
	`reading` text NOT NULL,
	`checked_at` text NOT NULL,
	`changed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `law_watch_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`checked` integer DEFAULT 0 NOT NULL,
	`notices` integer DEFAULT 0 NOT NULL,
	`failures` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `law_watch_runs_started` ON `law_watch_runs` (`started_at`);
--> statement-breakpoint
CREATE TABLE `law_watch_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`target` text NOT NULL,
	`source_url` text NOT NULL,
	`figure_rows` text NOT NULL,
	`reading_before` text,
	`reading_after` text NOT NULL,
	`created_at` text NOT NULL,
	`mailed_at` text,
	`reviewed_at` text,
	`reviewed_by` text,
	`review_note` text,
	FOREIGN KEY (`reviewed_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `law_watch_notices_open` ON `law_watch_notices` (`reviewed_at`,`created_at`);
--> statement-breakpoint
CREATE INDEX `law_watch_notices_unmailed` ON `law_watch_notices` (`mailed_at`);
