ALTER TABLE `case_law_search_ranks` ADD `matches` integer;
--> statement-breakpoint
-- A decision's claim types, year and outcome become terms of the search index, in a column of their
-- own (`keys`), so that a search under filters is one FTS5 query: FTS5 intersects the words' lists
-- with the filters' lists, skipping through each, where the search used to test every match of the
-- words against case_law_keys (about 100,000 lookups for a common word) before it could rank the
-- newest 2,000 passing. The terms are `ct_<claim type>`, `yr_<year>` and `oc_<outcome>`, lower case,
-- hyphens and spaces written as "_" (worker/db/raw/case-law-key-terms.ts writes the same). "_" is a
-- token character of this index only so that these terms cannot be reached from a reader's words:
-- src/domain/case-law.ts `ftsQuery` splits the words on anything but letters and digits.
--
-- case_law_fts_source is the index's content: case_law's texts and the terms. The triggers read the
-- row through it (before a delete or an update, for the values the index holds; after an insert or
-- an update, for the new ones), so the terms are written in one place.
DROP TRIGGER `case_law_ai`;
--> statement-breakpoint
DROP TRIGGER `case_law_ad`;
--> statement-breakpoint
DROP TRIGGER `case_law_au`;
--> statement-breakpoint
DROP TABLE `case_law_fts_terms`;
--> statement-breakpoint
DROP TABLE `case_law_fts`;
--> statement-breakpoint
CREATE VIEW `case_law_fts_source` AS SELECT rowid AS doc, case_name, summary, key_points, legal_principle, facts,
	summary_pt, key_points_pt, legal_principle_pt, facts_pt,
	'yr_' || year || ' oc_' || replace(lower(coalesce(outcome, '')), ' ', '_')
	|| CASE WHEN json_valid(claim_types)
		THEN ' ' || replace(replace(replace(replace(json(claim_types), '-', '_'), '","', ' ct_'), '["', 'ct_'), '"]', '')
		ELSE '' END AS keys
	FROM case_law;
--> statement-breakpoint
CREATE VIRTUAL TABLE `case_law_fts` USING fts5(
	case_name, summary, key_points, legal_principle, facts,
	summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys,
	content='case_law_fts_source', content_rowid='doc', tokenize='unicode61 remove_diacritics 2 tokenchars _'
);
--> statement-breakpoint
CREATE TRIGGER `case_law_fts_ai` AFTER INSERT ON `case_law` BEGIN
	INSERT INTO case_law_fts(rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys)
	SELECT doc, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys
	FROM case_law_fts_source WHERE doc = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_fts_bd` BEFORE DELETE ON `case_law` BEGIN
	INSERT INTO case_law_fts(case_law_fts, rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys)
	SELECT 'delete', doc, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys
	FROM case_law_fts_source WHERE doc = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_fts_bu` BEFORE UPDATE ON `case_law` BEGIN
	INSERT INTO case_law_fts(case_law_fts, rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys)
	SELECT 'delete', doc, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys
	FROM case_law_fts_source WHERE doc = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_fts_au` AFTER UPDATE ON `case_law` BEGIN
	INSERT INTO case_law_fts(rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys)
	SELECT doc, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt, keys
	FROM case_law_fts_source WHERE doc = new.rowid;
END;
--> statement-breakpoint
INSERT INTO case_law_fts(case_law_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `case_law_fts_terms` USING fts5vocab(case_law_fts, 'row');
--> statement-breakpoint
DELETE FROM case_law_terms;
--> statement-breakpoint
INSERT INTO case_law_terms (term) SELECT '' UNION ALL SELECT term FROM case_law_fts_terms;
--> statement-breakpoint
-- Stored rankings were scored on the old index, and their totals under filters estimated.
DELETE FROM case_law_search_ranks;
--> statement-breakpoint
DELETE FROM case_law_search_counts;
