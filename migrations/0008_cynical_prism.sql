CREATE TABLE `training_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL,
	`gid` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_categories_name` ON `training_categories` (`gid`,`name`);--> statement-breakpoint
CREATE TABLE `training_cells` (
	`tid` integer NOT NULL,
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`tries` integer NOT NULL,
	`last_status` integer NOT NULL,
	`best_score` integer,
	`first_ac_at` integer,
	`ac_run_time` integer,
	`on_time_run_time` integer,
	`on_time_ac` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tid`, `uid`, `pid`),
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `training_cells_uid` ON `training_cells` (`uid`,`tid`);--> statement-breakpoint
CREATE TABLE `training_members` (
	`tid` integer NOT NULL,
	`uid` text NOT NULL,
	`ac` integer NOT NULL,
	`run_time` integer NOT NULL,
	`on_time_ac` integer NOT NULL,
	`on_time_run_time` integer NOT NULL,
	PRIMARY KEY(`tid`, `uid`),
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `training_members_rank` ON `training_members` (`tid`,`ac`,`run_time`);--> statement-breakpoint
CREATE INDEX `training_members_on_time` ON `training_members` (`tid`,`on_time_ac`,`on_time_run_time`);--> statement-breakpoint
CREATE TABLE `training_problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tid` integer NOT NULL,
	`pid` integer NOT NULL,
	`display_id` text NOT NULL,
	`rank` integer DEFAULT 1000 NOT NULL,
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_problems_pid` ON `training_problems` (`tid`,`pid`);--> statement-breakpoint
CREATE INDEX `training_problems_by_problem` ON `training_problems` (`pid`);--> statement-breakpoint
CREATE TABLE `training_registrations` (
	`tid` integer NOT NULL,
	`uid` text NOT NULL,
	`banned` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`tid`, `uid`),
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `training_registrations_uid` ON `training_registrations` (`uid`,`tid`);--> statement-breakpoint
CREATE TABLE `trainings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`rank` integer DEFAULT 1000 NOT NULL,
	`auth` text NOT NULL,
	`private_pwd` text DEFAULT '' NOT NULL,
	`category_id` integer,
	`author_uid` text,
	`author` text DEFAULT '' NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`open_from` integer,
	`due_at` integer,
	`on_time_rank` integer DEFAULT false NOT NULL,
	`gid` integer,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `training_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `trainings_list` ON `trainings` (`deleted_at`,`gid`,`rank`,`id`);--> statement-breakpoint
CREATE TABLE `user_ranks` (
	`uid` text PRIMARY KEY NOT NULL,
	`ac` integer NOT NULL,
	`total` integer NOT NULL,
	`score` integer NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_ranks_acm` ON `user_ranks` (`ac`,`total`);--> statement-breakpoint
CREATE INDEX `user_ranks_oi` ON `user_ranks` (`score`,`ac`);--> statement-breakpoint
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
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_submissions`("submit_id", "pid", "display_pid", "uid", "username", "cid", "tid", "gid", "status", "score", "oi_rank_score", "time", "memory", "length", "language", "code", "error_message", "judger", "is_manual", "share", "ip", "priority", "judge_attempt", "lease_until", "judge_retries", "submit_time", "judged_at") SELECT "submit_id", "pid", "display_pid", "uid", "username", "cid", NULL, "gid", "status", "score", "oi_rank_score", "time", "memory", "length", "language", "code", "error_message", "judger", "is_manual", "share", "ip", "priority", "judge_attempt", "lease_until", "judge_retries", "submit_time", "judged_at" FROM `submissions`;--> statement-breakpoint
DROP TABLE `submissions`;--> statement-breakpoint
ALTER TABLE `__new_submissions` RENAME TO `submissions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `submissions_queue` ON `submissions` (`status`,`priority`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_uid` ON `submissions` (`uid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_pid` ON `submissions` (`pid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_uid_pid_status` ON `submissions` (`uid`,`pid`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_cid` ON `submissions` (`cid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_tid` ON `submissions` (`tid`,`uid`,`pid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_scope` ON `submissions` (`cid`,`gid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_scope_status` ON `submissions` (`cid`,`gid`,`status`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_uid_scope` ON `submissions` (`uid`,`cid`,`gid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_pid_scope` ON `submissions` (`pid`,`cid`,`gid`,`submit_id`);--> statement-breakpoint
CREATE INDEX `submissions_pid_cid_status` ON `submissions` (`pid`,`cid`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_time_status` ON `submissions` (`submit_time`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_recent_ac` ON `submissions` (`cid`,`status`,`submit_time`,`uid`,`pid`);