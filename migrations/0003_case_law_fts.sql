-- Full-text search over case law (SQLite FTS5, which D1 supports). External content: the index
-- reads case_law by rowid, and the triggers keep it in step on insert, update and delete.
-- unicode61 with remove_diacritics folds case and accents, so "conciliacao" finds "conciliação".
CREATE VIRTUAL TABLE `case_law_fts` USING fts5(
	case_name, summary, key_points, legal_principle, facts,
	summary_pt, key_points_pt, legal_principle_pt, facts_pt,
	content='case_law', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `case_law_ai` AFTER INSERT ON `case_law` BEGIN
	INSERT INTO case_law_fts(rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt)
	VALUES (new.rowid, new.case_name, new.summary, new.key_points, new.legal_principle, new.facts, new.summary_pt, new.key_points_pt, new.legal_principle_pt, new.facts_pt);
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_ad` AFTER DELETE ON `case_law` BEGIN
	INSERT INTO case_law_fts(case_law_fts, rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt)
	VALUES ('delete', old.rowid, old.case_name, old.summary, old.key_points, old.legal_principle, old.facts, old.summary_pt, old.key_points_pt, old.legal_principle_pt, old.facts_pt);
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_au` AFTER UPDATE ON `case_law` BEGIN
	INSERT INTO case_law_fts(case_law_fts, rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt)
	VALUES ('delete', old.rowid, old.case_name, old.summary, old.key_points, old.legal_principle, old.facts, old.summary_pt, old.key_points_pt, old.legal_principle_pt, old.facts_pt);
	INSERT INTO case_law_fts(rowid, case_name, summary, key_points, legal_principle, facts, summary_pt, key_points_pt, legal_principle_pt, facts_pt)
	VALUES (new.rowid, new.case_name, new.summary, new.key_points, new.legal_principle, new.facts, new.summary_pt, new.key_points_pt, new.legal_principle_pt, new.facts_pt);
END;
