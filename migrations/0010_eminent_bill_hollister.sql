CREATE TABLE `comment_likes` (
	`comment_id` integer NOT NULL,
	`uid` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`comment_id`, `uid`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`did` integer,
	`cid` integer,
	`content` text NOT NULL,
	`from_uid` text NOT NULL,
	`like_num` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`did`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cid`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_did` ON `comments` (`did`,`id`);--> statement-breakpoint
CREATE INDEX `comments_cid` ON `comments` (`cid`,`id`);--> statement-breakpoint
CREATE TABLE `discussion_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`gid` integer
);
--> statement-breakpoint
CREATE TABLE `discussion_likes` (
	`did` integer NOT NULL,
	`uid` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`did`, `uid`),
	FOREIGN KEY (`did`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `discussion_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`did` integer NOT NULL,
	`reporter_uid` text NOT NULL,
	`reporter` text NOT NULL,
	`content` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`did`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discussion_reports_list` ON `discussion_reports` (`status`,`id`);--> statement-breakpoint
CREATE TABLE `discussions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`pid` text,
	`uid` text NOT NULL,
	`author` text NOT NULL,
	`gid` integer,
	`top_priority` integer DEFAULT false NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`view_num` integer DEFAULT 0 NOT NULL,
	`like_num` integer DEFAULT 0 NOT NULL,
	`comment_num` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `discussion_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discussions_list` ON `discussions` (`gid`,`top_priority`,`id`);--> statement-breakpoint
CREATE INDEX `discussions_uid` ON `discussions` (`uid`,`created_at`);--> statement-breakpoint
CREATE INDEX `discussions_pid` ON `discussions` (`pid`,`id`);--> statement-breakpoint
CREATE TABLE `replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`comment_id` integer NOT NULL,
	`content` text NOT NULL,
	`from_uid` text NOT NULL,
	`to_uid` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `replies_comment` ON `replies` (`comment_id`,`id`);--> statement-breakpoint
CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`uid` text,
	`username` text NOT NULL,
	`gid` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `announcements_list` ON `announcements` (`gid`,`status`,`id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`recipient_uid` text NOT NULL,
	`sender_uid` text NOT NULL,
	`source_type` text NOT NULL,
	`source_id` integer NOT NULL,
	`quote_type` text,
	`quote_id` integer,
	`content` text DEFAULT '' NOT NULL,
	`quote_content` text DEFAULT '' NOT NULL,
	`state` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`recipient_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_inbox` ON `messages` (`recipient_uid`,`kind`,`id`);--> statement-breakpoint
CREATE INDEX `messages_unread` ON `messages` (`recipient_uid`,`state`,`kind`);--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`type` text NOT NULL,
	`recipients` text DEFAULT '[]' NOT NULL,
	`admin_uid` text,
	`admin_username` text NOT NULL,
	`pushed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`admin_uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `uploaded_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`path` text NOT NULL,
	`name` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`uid` text,
	`gid` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `uploaded_files_kind` ON `uploaded_files` (`kind`,`id`);--> statement-breakpoint
CREATE TABLE `user_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`kind` text NOT NULL,
	`notice_id` integer,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`state` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_messages_inbox` ON `user_messages` (`uid`,`kind`,`id`);--> statement-breakpoint
CREATE INDEX `user_messages_notice` ON `user_messages` (`notice_id`,`uid`);