-- Page references that stay right. `bundle_indexes`: the index of the case's hearing bundle as last
-- built (one row a case, replaced at each build): a build id, when it was built, and for each
-- document in it, in bundle order, its file id, section and first and last page (JSON).
-- `document_page_refs`: for a drafted document, the bundle index it cites and the page range it
-- cited for each file, so the references can be found again and rewritten after a rebuild.
-- Declared for drizzle in worker/db/documents-schema.ts; read and written with plain SQL in
-- worker/db/bundles.ts and worker/db/page-refs.ts.
CREATE TABLE `bundle_indexes` (
	`case_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`id` text NOT NULL,
	`built_at` text NOT NULL,
	`entries` text NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bundle_indexes_user` ON `bundle_indexes` (`user_id`);--> statement-breakpoint
CREATE TABLE `document_page_refs` (
	`document_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bundle_index_id` text NOT NULL,
	`refs` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_page_refs_user` ON `document_page_refs` (`user_id`);
