CREATE TABLE `calendar_feeds` (
	`case_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE TABLE `case_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`case_id` text NOT NULL,
	`source` text NOT NULL,
	`kind` text,
	`title` text,
	`due_date` text NOT NULL,
	`due_time` text,
	`notes` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_tasks_case_due` ON `case_tasks` (`case_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `case_tasks_due_status` ON `case_tasks` (`due_date`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `case_tasks_case_kind` ON `case_tasks` (`case_id`,`kind`);--> statement-breakpoint
CREATE TABLE `reminder_log` (
	`task_id` text NOT NULL,
	`offset_days` integer NOT NULL,
	`due_date` text NOT NULL,
	`status` text NOT NULL,
	`claimed_at` text NOT NULL,
	`sent_at` text,
	PRIMARY KEY(`task_id`, `offset_days`, `due_date`),
	FOREIGN KEY (`task_id`) REFERENCES `case_tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reminder_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `saved_search_hits` (
	`search_id` text NOT NULL,
	`case_law_id` text NOT NULL,
	`found_at` text NOT NULL,
	`sent_at` text,
	PRIMARY KEY(`search_id`, `case_law_id`),
	FOREIGN KEY (`search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_law_id`) REFERENCES `case_law`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_hits_unsent` ON `saved_search_hits` (`sent_at`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`last_digest_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user` ON `saved_searches` (`user_id`);