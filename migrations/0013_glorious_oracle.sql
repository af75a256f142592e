CREATE TABLE `role_permissions` (
	`role` integer NOT NULL,
	`permission` text NOT NULL,
	PRIMARY KEY(`role`, `permission`)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;