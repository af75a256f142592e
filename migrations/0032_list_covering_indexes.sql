-- An author's and a problem's list index also holds every column the list shows, so a page is read off one short range of it and no submission row is sought.
DROP INDEX `submissions_uid_scope`;--> statement-breakpoint
DROP INDEX `submissions_pid_scope`;--> statement-breakpoint
CREATE INDEX `submissions_uid_scope` ON `submissions` (`uid`,`cid`,`gid`,`submit_id`,`pid`,`username`,`display_pid`,`tid`,`status`,`score`,`oi_rank_score`,`time`,`memory`,`length`,`language`,`judger`,`is_manual`,`share`,`submit_time`);--> statement-breakpoint
CREATE INDEX `submissions_pid_scope` ON `submissions` (`pid`,`cid`,`gid`,`submit_id`,`uid`,`username`,`display_pid`,`tid`,`status`,`score`,`oi_rank_score`,`time`,`memory`,`length`,`language`,`judger`,`is_manual`,`share`,`submit_time`);