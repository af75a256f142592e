CREATE TABLE `disk_charges` (
	`kind` text NOT NULL,
	`ref` text NOT NULL,
	`uid` text,
	`gid` integer,
	`bytes` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `ref`),
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`gid`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `disk_charges_uid` ON `disk_charges` (`uid`);--> statement-breakpoint
CREATE INDEX `disk_charges_gid` ON `disk_charges` (`gid`);--> statement-breakpoint
CREATE TABLE `group_disk_usage` (
	`gid` integer PRIMARY KEY NOT NULL,
	`bytes` integer NOT NULL,
	FOREIGN KEY (`gid`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_disk_usage` (
	`uid` text PRIMARY KEY NOT NULL,
	`bytes` integer NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
-- The usage of the files uploaded so far (avatars and test data are charged by `verdict doctor`).
INSERT INTO `user_disk_usage` (uid, bytes) select uid, sum(size) from uploaded_files where uid in (select uid from users) group by uid;
--> statement-breakpoint
INSERT INTO `group_disk_usage` (gid, bytes) select gid, sum(size) from uploaded_files where gid in (select id from groups) group by gid;
