-- The display id's index also holds what the access policy reads (auth, group, author), so a list filtered by a problem finds it off the index alone.
DROP INDEX `problems_problem_id_nocase`;--> statement-breakpoint
CREATE INDEX `problems_problem_id_nocase` ON `problems` ("problem_id" collate nocase,`auth`,`gid`,`author_uid`);