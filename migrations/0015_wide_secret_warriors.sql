CREATE TABLE `group_members` (
	`gid` integer NOT NULL,
	`uid` text NOT NULL,
	`auth` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`gid`, `uid`),
	FOREIGN KEY (`gid`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_members_uid` ON `group_members` (`uid`,`auth`);--> statement-breakpoint
CREATE INDEX `group_members_gid` ON `group_members` (`gid`,`auth`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`brief` text NOT NULL,
	`description` text NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`owner_uid` text,
	`owner` text NOT NULL,
	`auth` integer NOT NULL,
	`code` text DEFAULT '' NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_name` ON `groups` (lower("name")) WHERE "groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX `groups_short_name` ON `groups` (lower("short_name")) WHERE "groups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX `groups_owner` ON `groups` (`owner_uid`,`created_at`);