CREATE TABLE `contest_ac_checks` (
	`cid` integer NOT NULL,
	`submit_id` integer NOT NULL,
	`checked` integer NOT NULL,
	PRIMARY KEY(`cid`, `submit_id`),
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submit_id`) REFERENCES `submissions`(`submit_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contest_announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cid` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`uid` text,
	`author` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contest_announcements_cid` ON `contest_announcements` (`cid`,`id`);--> statement-breakpoint
CREATE TABLE `contest_prints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cid` integer NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`realname` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_prints_cid` ON `contest_prints` (`cid`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `contest_prints_uid` ON `contest_prints` (`uid`,`id`);