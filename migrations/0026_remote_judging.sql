CREATE TABLE `remote_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`username` text NOT NULL,
	`secret` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`busy_submit_id` integer,
	`backoff_until` integer,
	`last_used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `remote_accounts_source_username` ON `remote_accounts` (`source`,`username`);--> statement-breakpoint
CREATE TABLE `remote_runs` (
	`submit_id` integer PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`remote_problem` text NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`account_id` integer,
	`remote_id` text,
	`sending_since` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`submit_id`) REFERENCES `submissions`(`submit_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `remote_runs_state` ON `remote_runs` (`state`);