CREATE TABLE `problem_scope_counts` (
	`pid` integer NOT NULL,
	`cid` integer NOT NULL,
	`status` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`pid`, `cid`, `status`),
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
-- The counters of the submissions stored so far outside the bank's list (cid 0: a group's practice and trainings).
INSERT INTO `problem_scope_counts` (pid, cid, status, n) select pid, coalesce(cid, 0) as cid, case when status in (5, 6, 7) then 5 else status end as status, count(*) as n from submissions where cid is not null or gid is not null group by 1, 2, 3;
--> statement-breakpoint
-- Trainings need a category: a fresh site starts with one (a site that has categories already gets none).
INSERT INTO `training_categories` (name, color, gid) select 'General / 综合', '#409eff', NULL where not exists (select 1 from `training_categories` where gid is null);
