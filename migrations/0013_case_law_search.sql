CREATE TABLE `case_law_counts` (
	`claim_type` text NOT NULL,
	`year` integer NOT NULL,
	`outcome` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`claim_type`, `year`, `outcome`)
);
--> statement-breakpoint
CREATE TABLE `case_law_keys` (
	`doc` integer NOT NULL,
	`claim_type` text NOT NULL,
	`year` integer NOT NULL,
	`outcome` text NOT NULL,
	`case_name` text NOT NULL,
	PRIMARY KEY(`doc`, `claim_type`)
);
--> statement-breakpoint
CREATE INDEX `case_law_keys_listing` ON `case_law_keys` (`claim_type`,"year" DESC,`case_name`,`outcome`);--> statement-breakpoint
CREATE INDEX `case_law_keys_counting` ON `case_law_keys` (`doc`,`claim_type`,`year`,`outcome`);--> statement-breakpoint
CREATE TABLE `case_law_search_counts` (
	`match` text PRIMARY KEY NOT NULL,
	`counts` text NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): fill the tables from the rows
-- already there, then keep them in step with case_law on every insert, update and delete, as
-- 0003 does for the FTS index. A claim_types value that is not a JSON array counts as none.
INSERT INTO `case_law_keys` (doc, claim_type, year, outcome, case_name)
	SELECT rowid, '', year, coalesce(outcome, ''), case_name FROM `case_law`;
--> statement-breakpoint
INSERT OR IGNORE INTO `case_law_keys` (doc, claim_type, year, outcome, case_name)
	SELECT c.rowid, j.value, c.year, coalesce(c.outcome, ''), c.case_name
	FROM `case_law` c, json_each(CASE WHEN json_valid(c.claim_types) THEN c.claim_types ELSE '[]' END) j
	WHERE j.type = 'text' AND j.value <> '';
--> statement-breakpoint
INSERT INTO `case_law_counts` (claim_type, year, outcome, n)
	SELECT claim_type, year, outcome, count(*) FROM `case_law_keys` GROUP BY claim_type, year, outcome;
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
END;
--> statement-breakpoint
CREATE TRIGGER `case_law_keys_ad` AFTER DELETE ON `case_law` BEGIN
	UPDATE case_law_counts SET n = n - 1
		WHERE (claim_type, year, outcome) IN (SELECT claim_type, year, outcome FROM case_law_keys WHERE doc = old.rowid);
	DELETE FROM case_law_keys WHERE doc = old.rowid;
	DELETE FROM case_law_search_counts;
END;
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
END;
