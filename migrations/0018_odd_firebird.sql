CREATE TABLE `judge_turns` (
	`uid` text PRIMARY KEY NOT NULL,
	`served_at` integer NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `judge_turns_served` ON `judge_turns` (`served_at`);--> statement-breakpoint
DROP INDEX `submissions_queue`;--> statement-breakpoint
CREATE INDEX `submissions_queue` ON `submissions` (`status`,`priority`,`uid`,`submit_id`);