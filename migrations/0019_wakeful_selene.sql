ALTER TABLE `problems` ADD `checker_points` text DEFAULT 'fraction' NOT NULL;--> statement-breakpoint
ALTER TABLE `problems` ADD `checker_points_scale` integer;