CREATE TABLE `contest_extra_time` (
	`cid` integer NOT NULL,
	`uid` text NOT NULL,
	`minutes` integer NOT NULL,
	PRIMARY KEY(`cid`, `uid`),
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contest_session_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cid` integer NOT NULL,
	`uid` text NOT NULL,
	`kind` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_session_events_cid` ON `contest_session_events` (`cid`,`uid`,`id`);--> statement-breakpoint
ALTER TABLE `contests` ADD `exam_mode` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contests` ADD `exam_addresses` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `contest_registrations_uid` ON `contest_registrations` (`uid`,`cid`);