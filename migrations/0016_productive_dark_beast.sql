CREATE TABLE `choice_problems` (
	`pid` integer PRIMARY KEY NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`options` text NOT NULL,
	`answer` text NOT NULL,
	`analysis` text DEFAULT '' NOT NULL,
	`analysis_image` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contest_hand_ins` (
	`cid` integer NOT NULL,
	`uid` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`cid`, `uid`),
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `video_lessons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`rank` integer DEFAULT 0 NOT NULL,
	`file` text,
	`url` text,
	`size` integer DEFAULT 0 NOT NULL,
	`author_uid` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`author_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `video_lessons_order` ON `video_lessons` (`rank`,`id`);--> statement-breakpoint
DROP INDEX `problems_bank_order`;--> statement-breakpoint
ALTER TABLE `problems` ADD `kind` text DEFAULT 'code' NOT NULL;--> statement-breakpoint
CREATE INDEX `problems_bank_order` ON `problems` (`gid`,`kind`,`id`,`auth`,`author_uid`);--> statement-breakpoint
DROP INDEX `trainings_list`;--> statement-breakpoint
ALTER TABLE `trainings` ADD `kind` text DEFAULT 'code' NOT NULL;--> statement-breakpoint
CREATE INDEX `trainings_list` ON `trainings` (`deleted_at`,`gid`,`kind`,`rank`,`id`);