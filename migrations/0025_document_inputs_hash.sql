-- What a draft was written from: a SHA-256 of the case's inputs to the template (the case, its
-- events, evidence, pay details, complaints and bundle files, the type and the language; not the
-- day it was drafted). Drafting again from a case that has not changed since the stored draft of
-- that type costs nothing. NULL for drafts stored before this column: they never match.
ALTER TABLE `documents` ADD `inputs_hash` text;--> statement-breakpoint
CREATE INDEX `documents_inputs` ON `documents` (`user_id`,`case_id`,`document_type`,`inputs_hash`);
