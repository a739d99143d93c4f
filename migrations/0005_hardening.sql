CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `cases` ADD `field_times` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Notes saved as plain text before they were JSON become { "text": … }, so every save can be one
-- json_set on the row (issue 10: concurrent saves of notes and checklist must not undo each other).
UPDATE `cases` SET `notes` = json_object('text', `notes`)
WHERE `notes` IS NOT NULL AND CASE WHEN json_valid(`notes`) THEN json_type(`notes`) <> 'object' ELSE 1 END;
