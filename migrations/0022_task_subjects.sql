-- Every time limit of a case gets its own task: a case's main date and each of its other dated
-- events start a limit of their own (ERA 1996 s.111(2)(a), s.48(3)(a), s.23(2)-(3); EqA 2010
-- s.123(1)(a), s.129(3)), so a computed task is told apart by `subject` (the dated event's id, or
-- '' for the case's main date and every other task), and (case_id, kind, subject) is unique.
-- `rule_json` keeps the task's rule and working as the list shows it, so a reminder e-mail can show
-- how its date was reached without working the case out again.
ALTER TABLE `case_tasks` ADD `subject` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_tasks` ADD `rule_json` text;--> statement-breakpoint
DROP INDEX `case_tasks_case_kind`;--> statement-breakpoint
CREATE UNIQUE INDEX `case_tasks_case_kind_subject` ON `case_tasks` (`case_id`,`kind`,`subject`);--> statement-breakpoint
-- A statutory limit can no longer be dismissed (only marked done with the date it was met): one
-- dismissed before this change is open again, so it is listed and reminded.
UPDATE `case_tasks` SET `status` = 'open'
  WHERE `source` = 'computed' AND `status` = 'dismissed'
    AND `kind` IN ('acasStartBy', 'presentBy', 'writtenReasons', 'reconsideration', 'eatAppeal');
