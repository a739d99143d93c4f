-- The hearing day (the /hearing screen). `hearing_days`: one row a case, what the claimant typed from
-- the tribunal's notice of hearing (venue or video joining details, start and arrival times), the
-- day's checklist as ticked, and the outcome once it is over; `field_times` holds when each field
-- (each checklist item apart) was last written, for the per-field conflict rule of a save made from
-- an older copy. `hearing_questions`: the questions planned for the respondent's witnesses, each
-- against an issue of the list of issues with its bundle page references. `hearing_closing_points`:
-- the point to make at the end on each issue. Declared for drizzle in worker/db/hearing-schema.ts.
CREATE TABLE `hearing_days` (
	`case_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`venue` text,
	`video_details` text,
	`start_time` text,
	`arrival_time` text,
	`checklist` text DEFAULT '{}' NOT NULL,
	`outcome` text,
	`outcome_date` text,
	`field_times` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hearing_days_user` ON `hearing_days` (`user_id`);--> statement-breakpoint
CREATE TABLE `hearing_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`case_id` text NOT NULL,
	`witness` text NOT NULL,
	`issue` text NOT NULL,
	`text` text NOT NULL,
	`page_refs` text DEFAULT '' NOT NULL,
	`position` integer NOT NULL,
	`field_times` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hearing_questions_case` ON `hearing_questions` (`case_id`,`position`);--> statement-breakpoint
CREATE INDEX `hearing_questions_user` ON `hearing_questions` (`user_id`);--> statement-breakpoint
CREATE TABLE `hearing_closing_points` (
	`case_id` text NOT NULL,
	`user_id` text NOT NULL,
	`issue` text NOT NULL,
	`text` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`case_id`, `issue`),
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hearing_closing_points_user` ON `hearing_closing_points` (`user_id`);
