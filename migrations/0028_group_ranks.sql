CREATE TABLE `group_ranks` (
	`gid` integer NOT NULL,
	`uid` text NOT NULL,
	`ac` integer NOT NULL,
	`total` integer NOT NULL,
	`score` integer NOT NULL,
	PRIMARY KEY(`gid`, `uid`),
	FOREIGN KEY (`gid`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`uid`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_ranks_acm_order` ON `group_ranks` (`gid`,"ac" desc,`total`,`uid`);--> statement-breakpoint
CREATE INDEX `group_ranks_oi_order` ON `group_ranks` (`gid`,"score" desc,"ac" desc,`uid`);--> statement-breakpoint
-- A member's line is counted when they join the group (or reach level 3), and dropped when they leave.
CREATE TRIGGER `group_ranks_member_in` AFTER INSERT ON `group_members` WHEN new.auth >= 3 BEGIN
  INSERT OR REPLACE INTO `group_ranks` (gid, uid, ac, total, score) SELECT new.gid, new.uid, (select count(distinct s.pid) from submissions s where s.uid = new.uid and s.gid = new.gid and s.status = 0) as ac, (select count(*) from submissions s where s.uid = new.uid and s.gid = new.gid) as total, (select coalesce(sum(best), 0) from (select max(s.oi_rank_score) as best from submissions s join problems p on p.id = s.pid where s.uid = new.uid and s.gid = new.gid and s.cid is null and p.type = 1 group by s.pid)) as score;
END;
--> statement-breakpoint
CREATE TRIGGER `group_ranks_member_level` AFTER UPDATE OF auth ON `group_members` WHEN (old.auth >= 3) <> (new.auth >= 3) BEGIN
  DELETE FROM `group_ranks` WHERE gid = new.gid AND uid = new.uid;
  INSERT OR REPLACE INTO `group_ranks` (gid, uid, ac, total, score) SELECT new.gid, new.uid, (select count(distinct s.pid) from submissions s where s.uid = new.uid and s.gid = new.gid and s.status = 0) as ac, (select count(*) from submissions s where s.uid = new.uid and s.gid = new.gid) as total, (select coalesce(sum(best), 0) from (select max(s.oi_rank_score) as best from submissions s join problems p on p.id = s.pid where s.uid = new.uid and s.gid = new.gid and s.cid is null and p.type = 1 group by s.pid)) as score WHERE new.auth >= 3;
END;
--> statement-breakpoint
CREATE TRIGGER `group_ranks_member_out` AFTER DELETE ON `group_members` BEGIN
  DELETE FROM `group_ranks` WHERE gid = old.gid AND uid = old.uid;
END;
--> statement-breakpoint
-- The lines of the members so far, from their submissions in their groups.
INSERT INTO `group_ranks` (gid, uid, ac, total, score) SELECT m.gid, m.uid, (select count(distinct s.pid) from submissions s where s.uid = m.uid and s.gid = m.gid and s.status = 0) as ac, (select count(*) from submissions s where s.uid = m.uid and s.gid = m.gid) as total, (select coalesce(sum(best), 0) from (select max(s.oi_rank_score) as best from submissions s join problems p on p.id = s.pid where s.uid = m.uid and s.gid = m.gid and s.cid is null and p.type = 1 group by s.pid)) as score FROM `group_members` m WHERE m.auth >= 3;
