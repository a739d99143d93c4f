-- A task the claimant added from a tribunal's order keeps what the order says: the kind of
-- direction, who must act, its paragraph and its words (JSON), so the tracker, the calendar feed and
-- the reminders name it in the reader's language. NULL for tasks the claimant wrote, and once the
-- claimant changes the task's title or notes (their words then stand).
ALTER TABLE `case_tasks` ADD `order_direction` text;
