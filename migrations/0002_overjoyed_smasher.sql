ALTER TABLE `submissions` ADD `lease_until` integer;--> statement-breakpoint
ALTER TABLE `submissions` ADD `judge_retries` integer DEFAULT 0 NOT NULL;