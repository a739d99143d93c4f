-- The complaints a claimant chose for a case's particulars of claim (src/domain/complaints.ts),
-- one row a case, and what the employer already paid on leaving (pay in lieu of notice, other
-- payments), which the schedule of loss sets against the loss. Hand-written: see worker/db/schema.ts.
CREATE TABLE `case_complaints` (
	`case_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`choice` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_complaints_user` ON `case_complaints` (`user_id`);--> statement-breakpoint
ALTER TABLE `case_pay_details` ADD `notice_pay_received_pence` integer;--> statement-breakpoint
ALTER TABLE `case_pay_details` ADD `other_payments_received_pence` integer;
