-- Every term of the case-law index, so that a reader's word, searched as a prefix, can be walked as
-- the exact terms that begin with it (worker/db/case-law-terms.ts): FTS5 builds the whole list of a
-- prefix's matches in memory before it returns the first, while an exact term's list is read lazily,
-- newest first, and a search's first page stops after the newest 2,000 matches.
-- case_law_fts_terms reads the terms from the index itself (fts5vocab); reading it costs a walk of
-- the whole index, so case_law_terms keeps them, with the empty term as a mark that the list is
-- complete. Any change to case_law empties it (the list may then miss a new term), and the search
-- falls back to prefix queries until the sync fills it again.
CREATE VIRTUAL TABLE `case_law_fts_terms` USING fts5vocab(case_law_fts, 'row');
--> statement-breakpoint
CREATE TABLE `case_law_terms` (`term` text PRIMARY KEY NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `case_law_terms_ai` AFTER INSERT ON `case_law` BEGIN
	DELETE FROM case_law_terms;
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_terms_ad` AFTER DELETE ON `case_law` BEGIN
	DELETE FROM case_law_terms;
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_terms_au` AFTER UPDATE ON `case_law` BEGIN
	DELETE FROM case_law_terms;
END;
--> statement-breakpoint
INSERT INTO case_law_terms (term) SELECT '' UNION ALL SELECT term FROM case_law_fts_terms;
