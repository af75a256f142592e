DROP INDEX `user_ranks_acm`;--> statement-breakpoint
DROP INDEX `user_ranks_oi`;--> statement-breakpoint
CREATE INDEX `user_ranks_acm_order` ON `user_ranks` ("ac" desc,`total`,`uid`);--> statement-breakpoint
CREATE INDEX `user_ranks_oi_order` ON `user_ranks` ("score" desc,"ac" desc,`uid`);--> statement-breakpoint
CREATE INDEX `users_disabled` ON `users` (`uid`) WHERE "users"."status" = 1;