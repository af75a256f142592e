CREATE TABLE `contest_cells` (
	`cid` integer NOT NULL,
	`view` text NOT NULL,
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`ac` integer NOT NULL,
	`ac_time` integer,
	`error_num` integer NOT NULL,
	`tries` integer NOT NULL,
	`frozen_tries` integer NOT NULL,
	`score` integer NOT NULL,
	`ac_run_time` integer,
	`after_end` integer NOT NULL,
	PRIMARY KEY(`cid`, `view`, `uid`, `pid`),
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contest_problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cid` integer NOT NULL,
	`pid` integer NOT NULL,
	`display_id` text NOT NULL,
	`display_title` text NOT NULL,
	`color` text,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_problems_display` ON `contest_problems` (`cid`,`display_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contest_problems_pid` ON `contest_problems` (`cid`,`pid`);--> statement-breakpoint
CREATE INDEX `contest_problems_by_problem` ON `contest_problems` (`pid`);--> statement-breakpoint
CREATE TABLE `contest_registrations` (
	`cid` integer NOT NULL,
	`uid` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`cid`, `uid`),
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_uid` text,
	`author` text DEFAULT '' NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`type` integer NOT NULL,
	`auth` integer NOT NULL,
	`pwd` text DEFAULT '' NOT NULL,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`duration` integer NOT NULL,
	`seal_rank` integer DEFAULT false NOT NULL,
	`seal_rank_time` integer,
	`auto_real_rank` integer DEFAULT true NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`open_print` integer DEFAULT false NOT NULL,
	`open_rank` integer DEFAULT false NOT NULL,
	`rank_show_name` text DEFAULT 'username' NOT NULL,
	`oi_rank_score_type` text DEFAULT 'Recent' NOT NULL,
	`star_account` text DEFAULT '[]' NOT NULL,
	`open_account_limit` integer DEFAULT false NOT NULL,
	`account_limit_rule` text DEFAULT '' NOT NULL,
	`award_type` integer DEFAULT 0 NOT NULL,
	`award_config` text DEFAULT '[]' NOT NULL,
	`allow_end_submit` integer DEFAULT false NOT NULL,
	`gid` integer,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contests_list` ON `contests` (`deleted_at`,`visible`,`start_time`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_submissions` (
	`submit_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer NOT NULL,
	`display_pid` text NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`cid` integer,
	`tid` integer,
	`gid` integer,
	`status` integer DEFAULT 5 NOT NULL,
	`score` integer,
	`oi_rank_score` integer,
	`time` integer,
	`memory` integer,
	`length` integer NOT NULL,
	`language` text NOT NULL,
	`code` text NOT NULL,
	`error_message` text,
	`judger` text,
	`is_manual` integer DEFAULT false NOT NULL,
	`share` integer DEFAULT false NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`judge_attempt` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`judge_retries` integer DEFAULT 0 NOT NULL,
	`submit_time` integer NOT NULL,
	`judged_at` integer,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_submissions`("submit_id", "pid", "display_pid", "uid", "username", "cid", "tid", "gid", "status", "score", "oi_rank_score", "time", "memory", "length", "language", "code", "error_message", "judger", "is_manual", "share", "ip", "priority", "judge_attempt", "lease_until", "judge_retries", "submit_time", "judged_at") SELECT "submit_id", "pid", "display_pid", "uid", "username", nullif("cid", 0), "tid", "gid", "status", "score", "oi_rank_score", "time", "memory", "length", "language", "code", "error_message", "judger", "is_manual", "share", "ip", "priority", "judge_attempt", "lease_until", "judge_retries", "submit_time", "judged_at" FROM `submissions`;--> statement-breakpoint
DROP TABLE `submissions`;--> statement-breakpoint
ALTER TABLE `__new_submissions` RENAME TO `submissions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `submissions_queue` ON `submissions` (`status`,`priority`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_uid` ON `submissions` (`uid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_pid` ON `submissions` (`pid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_uid_pid_status` ON `submissions` (`uid`,`pid`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_cid` ON `submissions` (`cid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_scope` ON `submissions` (`cid`,`gid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_scope_status` ON `submissions` (`cid`,`gid`,`status`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_uid_scope` ON `submissions` (`uid`,`cid`,`gid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_pid_scope` ON `submissions` (`pid`,`cid`,`gid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_pid_cid_status` ON `submissions` (`pid`,`cid`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_time_status` ON `submissions` (`submit_time`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_recent_ac` ON `submissions` (`cid`,`status`,`submit_time`,`uid`,`pid`);