CREATE TABLE `site_config` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`uid` text NOT NULL,
	`token_hash` text NOT NULL,
	`previous_token_hash` text,
	`previous_expires_at` integer,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_previous_token_hash` ON `sessions` (`previous_token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_uid` ON `sessions` (`uid`);--> statement-breakpoint
CREATE TABLE `users` (
	`uid` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`email` text,
	`mobile` text,
	`nickname` text DEFAULT '' NOT NULL,
	`realname` text DEFAULT '' NOT NULL,
	`gender` text DEFAULT 'secrecy' NOT NULL,
	`school` text DEFAULT '' NOT NULL,
	`student_number` text DEFAULT '' NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`signature` text DEFAULT '' NOT NULL,
	`github` text DEFAULT '' NOT NULL,
	`blog` text DEFAULT '' NOT NULL,
	`cf_username` text DEFAULT '' NOT NULL,
	`title_name` text DEFAULT '' NOT NULL,
	`title_color` text DEFAULT '' NOT NULL,
	`role` integer DEFAULT 1002 NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`rating` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`last_login_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_nocase` ON `users` (lower("username"));--> statement-breakpoint
CREATE INDEX `users_email` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `code_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer NOT NULL,
	`language` text NOT NULL,
	`code` text NOT NULL,
	`status` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `code_templates_pid_lang` ON `code_templates` (`pid`,`language`);--> statement-breakpoint
CREATE TABLE `problem_cases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer NOT NULL,
	`index` integer NOT NULL,
	`input` text NOT NULL,
	`output` text NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`group_num` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `problem_cases_pid` ON `problem_cases` (`pid`,`index`);--> statement-breakpoint
CREATE TABLE `problem_languages` (
	`pid` integer NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`pid`, `language`),
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `problem_tags` (
	`pid` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`pid`, `tag_id`),
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `problem_tags_tag` ON `problem_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`problem_id` text NOT NULL,
	`title` text NOT NULL,
	`author_uid` text,
	`author` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`input` text DEFAULT '' NOT NULL,
	`output` text DEFAULT '' NOT NULL,
	`examples` text DEFAULT '' NOT NULL,
	`hint` text DEFAULT '' NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`time_limit` integer DEFAULT 1000 NOT NULL,
	`memory_limit` integer DEFAULT 256 NOT NULL,
	`stack_limit` integer DEFAULT 128 NOT NULL,
	`difficulty` integer DEFAULT 0 NOT NULL,
	`auth` integer DEFAULT 1 NOT NULL,
	`type` integer DEFAULT 0 NOT NULL,
	`judge_mode` text DEFAULT 'default' NOT NULL,
	`judge_case_mode` text DEFAULT 'default' NOT NULL,
	`spj_code` text,
	`spj_language` text,
	`spj_compile_ok` integer DEFAULT false NOT NULL,
	`is_upload_case` integer DEFAULT true NOT NULL,
	`is_remove_end_blank` integer DEFAULT true NOT NULL,
	`open_case_result` integer DEFAULT true NOT NULL,
	`is_file_io` integer DEFAULT false NOT NULL,
	`io_read_file_name` text,
	`io_write_file_name` text,
	`user_extra_file` text,
	`judge_extra_file` text,
	`code_share` integer DEFAULT true NOT NULL,
	`is_remote` integer DEFAULT false NOT NULL,
	`gid` integer,
	`apply_public_progress` integer,
	`case_version` integer DEFAULT 0 NOT NULL,
	`modified_user` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `problems_problem_id` ON `problems` (`problem_id`);--> statement-breakpoint
CREATE INDEX `problems_auth` ON `problems` (`auth`,`id`);--> statement-breakpoint
CREATE INDEX `problems_auth_updated` ON `problems` (`auth`,`updated_at`);--> statement-breakpoint
CREATE TABLE `tag_classifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`oj` text DEFAULT 'ME' NOT NULL,
	`rank` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`color` text DEFAULT '' NOT NULL,
	`oj` text DEFAULT 'ME' NOT NULL,
	`gid` integer,
	`classification_id` integer,
	FOREIGN KEY (`classification_id`) REFERENCES `tag_classifications`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `judge_cases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submit_id` integer NOT NULL,
	`case_index` integer NOT NULL,
	`input_data` text NOT NULL,
	`output_data` text NOT NULL,
	`user_output` text,
	`status` integer NOT NULL,
	`time` integer,
	`memory` integer,
	`score` integer,
	`group_num` integer,
	`message` text,
	FOREIGN KEY (`submit_id`) REFERENCES `submissions`(`submit_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `judge_cases_submit` ON `judge_cases` (`submit_id`,`case_index`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`submit_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer NOT NULL,
	`display_pid` text NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`cid` integer DEFAULT 0 NOT NULL,
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
	`submit_time` integer NOT NULL,
	`judged_at` integer,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
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
CREATE INDEX `submissions_recent_ac` ON `submissions` (`cid`,`status`,`submit_time`,`uid`,`pid`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`username` text NOT NULL,
	`ip` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`last_failed_at` integer NOT NULL,
	`locked_until` integer,
	PRIMARY KEY(`username`, `ip`)
);
--> statement-breakpoint
CREATE TABLE `verification_codes` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`answer` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verification_codes_subject` ON `verification_codes` (`kind`,`subject`);--> statement-breakpoint
CREATE INDEX `verification_codes_expires` ON `verification_codes` (`expires_at`);