DROP INDEX `training_members_rank`;--> statement-breakpoint
DROP INDEX `training_members_on_time`;--> statement-breakpoint
CREATE INDEX `training_members_order` ON `training_members` (`tid`,"ac" desc,`run_time`,`uid`);--> statement-breakpoint
CREATE INDEX `training_members_on_time_order` ON `training_members` (`tid`,"on_time_ac" desc,`on_time_run_time`,`uid`);