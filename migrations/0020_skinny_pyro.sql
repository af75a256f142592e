ALTER TABLE `problem_cases` ADD `input_size` integer;--> statement-breakpoint
ALTER TABLE `problem_cases` ADD `input_sha256` text;--> statement-breakpoint
ALTER TABLE `problem_cases` ADD `output_size` integer;--> statement-breakpoint
ALTER TABLE `problem_cases` ADD `output_sha256` text;