CREATE INDEX `case_law_source` ON `case_law` (`source`);--> statement-breakpoint
CREATE INDEX `case_law_court_level` ON `case_law` (`court_level`,`year`);