CREATE TABLE `bank_counts` (
	`status` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `day_accepted` (
	`day` text NOT NULL,
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`day`, `uid`, `pid`),
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `day_counts` (
	`day` text PRIMARY KEY NOT NULL,
	`total` integer NOT NULL,
	`accepted` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `problem_counts` (
	`pid` integer NOT NULL,
	`status` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`pid`, `status`),
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_counts` (
	`uid` text NOT NULL,
	`status` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`uid`, `status`),
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_problems` (
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`tries` integer NOT NULL,
	`accepted` integer NOT NULL,
	`best_score` integer,
	`last_submit_id` integer NOT NULL,
	PRIMARY KEY(`uid`, `pid`),
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
-- The counters of the submissions stored so far.
INSERT INTO `problem_counts` (pid, status, n) select pid, case when status in (5, 6, 7) then 5 else status end as status, count(*) as n from submissions where cid = 0 and gid is null group by 1, 2;
--> statement-breakpoint
-- The counters of the submissions stored so far.
INSERT INTO `user_counts` (uid, status, n) select uid, case when status in (5, 6, 7) then 5 else status end as status, count(*) as n from submissions where cid = 0 and gid is null group by 1, 2;
--> statement-breakpoint
-- The counters of the submissions stored so far.
INSERT INTO `bank_counts` (status, n) select case when status in (5, 6, 7) then 5 else status end as status, count(*) as n from submissions where cid = 0 and gid is null group by 1;
--> statement-breakpoint
-- The counters of the submissions stored so far.
INSERT INTO `user_problems` (uid, pid, tries, accepted, best_score, last_submit_id) select uid, pid, count(*) as tries, sum(status = 0) as accepted, max(case when status = 0 then score end) as best_score, max(submit_id) as last_submit_id from submissions where cid = 0 group by 1, 2;
--> statement-breakpoint
-- The counters of the submissions stored so far.
INSERT INTO `day_counts` (day, total, accepted) select strftime('%Y-%m-%d', submit_time / 1000, 'unixepoch', 'localtime') as day, count(*) as total, sum(status = 0) as accepted from submissions group by 1;
--> statement-breakpoint
-- The counters of the submissions stored so far.
INSERT INTO `day_accepted` (day, uid, pid, n) select strftime('%Y-%m-%d', submit_time / 1000, 'unixepoch', 'localtime') as day, uid, pid, count(*) as n from submissions where cid = 0 and status = 0 group by 1, 2, 3;
