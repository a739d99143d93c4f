CREATE TABLE `evidence_items` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`importance` text NOT NULL,
	`evidence_date` text,
	`description` text,
	`document_url` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `evidence_case_date` ON `evidence_items` (`case_id`,`evidence_date`);--> statement-breakpoint
CREATE INDEX `evidence_user` ON `evidence_items` (`user_id`);