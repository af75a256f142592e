-- Each rank's order index also holds the line's other count (the ACM order the OI score, the OI order the submissions), so a page is read off the index alone.
DROP INDEX `group_ranks_acm_order`;--> statement-breakpoint
DROP INDEX `group_ranks_oi_order`;--> statement-breakpoint
CREATE INDEX `group_ranks_acm_order` ON `group_ranks` (`gid`,"ac" desc,`total`,`uid`,`score`);--> statement-breakpoint
CREATE INDEX `group_ranks_oi_order` ON `group_ranks` (`gid`,"score" desc,"ac" desc,`uid`,`total`);--> statement-breakpoint
DROP INDEX `user_ranks_acm_order`;--> statement-breakpoint
DROP INDEX `user_ranks_oi_order`;--> statement-breakpoint
CREATE INDEX `user_ranks_acm_order` ON `user_ranks` ("ac" desc,`total`,`uid`,`score`);--> statement-breakpoint
CREATE INDEX `user_ranks_oi_order` ON `user_ranks` ("score" desc,"ac" desc,`uid`,`total`);