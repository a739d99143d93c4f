CREATE TABLE `case_pay_details` (
	`case_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date_of_birth` text,
	`employment_start` text,
	`weekly_gross_pence` integer,
	`weekly_net_pence` integer,
	`weekly_pension_pence` integer,
	`new_job_start` text,
	`new_weekly_net_pence` integer,
	`future_loss_weeks` integer,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`case_id` text NOT NULL,
	`document_type` text NOT NULL,
	`title` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`content` text NOT NULL,
	`provider` text DEFAULT 'template' NOT NULL,
	`unverified_citations` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `documents_user_created` ON `documents` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_case` ON `documents` (`case_id`);--> statement-breakpoint
CREATE TABLE `research_analyses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`case_id` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`analysis` text NOT NULL,
	`case_law_ids` text DEFAULT '[]' NOT NULL,
	`provider` text DEFAULT 'template' NOT NULL,
	`unverified_citations` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `research_user_case` ON `research_analyses` (`user_id`,`case_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `review_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `review_replies_request` ON `review_replies` (`request_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`document_id` text NOT NULL,
	`message` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_requests_status` ON `review_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `review_requests_document` ON `review_requests` (`document_id`);--> statement-breakpoint
CREATE TABLE `user_usage` (
	`user_id` text NOT NULL,
	`feature_type` text NOT NULL,
	`usage_count` integer DEFAULT 0 NOT NULL,
	`reset_date` text NOT NULL,
	PRIMARY KEY(`user_id`, `feature_type`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
