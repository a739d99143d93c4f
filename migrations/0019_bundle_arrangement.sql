-- The claimant's arrangement of a case's hearing bundle, kept per file so it survives a reload:
-- its place in the bundle (null: never arranged, placed by upload date after the arranged ones),
-- its section, whether it goes in, and the document's own date and description for the index.
ALTER TABLE `document_bundles` ADD `position` integer;--> statement-breakpoint
ALTER TABLE `document_bundles` ADD `section` text CHECK (`section` IN ('pleadings', 'orders', 'correspondence', 'evidence', 'witness_statements'));--> statement-breakpoint
ALTER TABLE `document_bundles` ADD `included` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `document_bundles` ADD `document_date` text;--> statement-breakpoint
ALTER TABLE `document_bundles` ADD `description` text;
