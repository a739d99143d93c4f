CREATE TABLE `case_law_search_ranks` (
	`search` text PRIMARY KEY NOT NULL,
	`docs` text NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the triggers of 0013, which also
-- empty the stored rankings whenever case_law changes, as they empty the stored counts.
DROP TRIGGER `case_law_keys_ai`;
--> statement-breakpoint
CREATE TRIGGER `case_law_keys_ai` AFTER INSERT ON `case_law` BEGIN
	INSERT INTO case_law_keys (doc, claim_type, year, outcome, case_name)
		VALUES (new.rowid, '', new.year, coalesce(new.outcome, ''), new.case_name);
	INSERT OR IGNORE INTO case_law_keys (doc, claim_type, year, outcome, case_name)
		SELECT new.rowid, value, new.year, coalesce(new.outcome, ''), new.case_name
		FROM json_each(CASE WHEN json_valid(new.claim_types) THEN new.claim_types ELSE '[]' END)
		WHERE type = 'text' AND value <> '';
	INSERT INTO case_law_counts (claim_type, year, outcome, n)
		SELECT claim_type, year, outcome, 1 FROM case_law_keys WHERE doc = new.rowid
		ON CONFLICT (claim_type, year, outcome) DO UPDATE SET n = n + 1;
	DELETE FROM case_law_search_counts;
	DELETE FROM case_law_search_ranks;
END;
--> statement-breakpoint
DROP TRIGGER `case_law_keys_ad`;
--> statement-breakpoint
CREATE TRIGGER `case_law_keys_ad` AFTER DELETE ON `case_law` BEGIN
	UPDATE case_law_counts SET n = n - 1
		WHERE (claim_type, year, outcome) IN (SELECT claim_type, year, outcome FROM case_law_keys WHERE doc = old.rowid);
	DELETE FROM case_law_keys WHERE doc = old.rowid;
	DELETE FROM case_law_search_counts;
	DELETE FROM case_law_search_ranks;
END;
--> statement-breakpoint
DROP TRIGGER `case_law_keys_au`;
--> statement-breakpoint
CREATE TRIGGER `case_law_keys_au` AFTER UPDATE ON `case_law` BEGIN
	UPDATE case_law_counts SET n = n - 1
		WHERE (claim_type, year, outcome) IN (SELECT claim_type, year, outcome FROM case_law_keys WHERE doc = old.rowid);
	DELETE FROM case_law_keys WHERE doc = old.rowid;
	INSERT INTO case_law_keys (doc, claim_type, year, outcome, case_name)
		VALUES (new.rowid, '', new.year, coalesce(new.outcome, ''), new.case_name);
	INSERT OR IGNORE INTO case_law_keys (doc, claim_type, year, outcome, case_name)
		SELECT new.rowid, value, new.year, coalesce(new.outcome, ''), new.case_name
		FROM json_each(CASE WHEN json_valid(new.claim_types) THEN new.claim_types ELSE '[]' END)
		WHERE type = 'text' AND value <> '';
	INSERT INTO case_law_counts (claim_type, year, outcome, n)
		SELECT claim_type, year, outcome, 1 FROM case_law_keys WHERE doc = new.rowid
		ON CONFLICT (claim_type, year, outcome) DO UPDATE SET n = n + 1;
	DELETE FROM case_law_search_counts;
	DELETE FROM case_law_search_ranks;
END;
