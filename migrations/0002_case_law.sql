CREATE TABLE `case_law` (
	`id` text PRIMARY KEY NOT NULL,
	`case_name` text NOT NULL,
	`neutral_citation` text,
	`report_citation` text,
	`citation` text NOT NULL,
	`year` integer NOT NULL,
	`court_level` text NOT NULL,
	`outcome` text,
	`claim_types` text DEFAULT '[]' NOT NULL,
	`summary` text NOT NULL,
	`key_points` text DEFAULT '[]' NOT NULL,
	`legal_principle` text,
	`facts` text,
	`summary_pt` text,
	`key_points_pt` text,
	`legal_principle_pt` text,
	`facts_pt` text,
	`case_url` text,
	`source` text NOT NULL,
	`source_uri` text NOT NULL,
	`decision_date` text,
	`jurisdiction_codes` text,
	`attribution` text,
	`noindex` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_law_source_uri_unique` ON `case_law` (`source_uri`);--> statement-breakpoint
CREATE INDEX `case_law_year` ON `case_law` (`year`);--> statement-breakpoint
CREATE INDEX `case_law_outcome` ON `case_law` (`outcome`);--> statement-breakpoint
CREATE TABLE `legislation` (
	`uri` text PRIMARY KEY NOT NULL,
	`act_title` text NOT NULL,
	`section` text NOT NULL,
	`heading` text NOT NULL,
	`text` text NOT NULL,
	`version_date` text,
	`attribution` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sync_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`count` integer DEFAULT 0 NOT NULL,
	`error` text
);
