CREATE TABLE `hour_counts` (
	`hour` integer PRIMARY KEY NOT NULL,
	`total` integer NOT NULL,
	`accepted` integer NOT NULL
);
--> statement-breakpoint
-- The hours so far, counted from the submissions (the server's local hours, as the counters hook keeps them).
INSERT INTO `hour_counts` (hour, total, accepted) SELECT (submit_time - (((submit_time + 1000 * (strftime('%s', submit_time / 1000, 'unixepoch', 'localtime') - submit_time / 1000)) % 3600000) + 3600000) % 3600000) AS hour, count(*), sum(status = 0) FROM `submissions` GROUP BY 1;
