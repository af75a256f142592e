import type { Db } from '../../db/client.ts';
import { toPage } from '../../contract/envelope.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { MemberLevel } from '../../contract/groups.ts';
import { ProblemType } from '../../contract/problems.ts';
import { RankType, type RankPage, type RankRow, type RankTypeCode } from '../../contract/ranks.ts';
import { pageLimit } from '../page-limit.ts';
import type { Viewer } from '../access/actor.ts';
import { hiddenBySealText, sealedWindows, windowsJson } from '../access/seal-windows.ts';
import { escapeLike } from '../like.ts';

/**
 * GET /api/get-group-rank-list (API-NEXT 9.7): the group's members (levels 3–5) and nobody else,
 * in the public rank's rows. ACM: distinct problems accepted among the member's submissions in
 * the group (its practice and its contests), then fewer submissions; OI: the sum of each OI
 * problem's best rank score among the member's practice submissions in the group, then accepted
 * problems. Ties by uid. Deleted and disabled accounts are left out, as in the public rank. A
 * contest submission whose result a seal still hides from the viewer counts nowhere
 * (access/seal-windows.ts).
 *
 * A class is small, so the lines are folded from the members' submissions in the group on each
 * request (one range of the (uid, cid, gid) index per member), then ordered and paged.
 */

export interface GroupRankFilter {
  type: RankTypeCode;
  searchUser?: string;
  currentPage: number;
  limit: number;
}

const ORDER: Record<RankTypeCode, string> = {
  [RankType.ACM]: 'ac desc, total, uid',
  [RankType.OI]: 'score desc, ac desc, uid',
};

const LINES = `
  with m as (select gm.uid from group_members gm join users u on u.uid = gm.uid
      where gm.gid = ?1 and gm.auth >= ${MemberLevel.MEMBER} and u.status = 0 and u.deleted_at is null SEARCH),
    sub as (select s.uid, s.pid, s.cid, s.status, s.oi_rank_score from m join submissions s on s.uid = m.uid
      where s.gid = ?1 and not ${hiddenBySealText('s', '?3', '?4')}),
    acm as (select uid, count(distinct case when status = ${JudgeStatus.ACCEPTED} then pid end) as ac, count(*) as total from sub group by uid),
    oi as (select uid, sum(best) as score from (select s.uid, max(s.oi_rank_score) as best from sub s join problems p on p.id = s.pid
      where s.cid is null and p.type = ${ProblemType.OI} group by s.uid, s.pid) group by uid)
  select u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name as titleName, u.title_color as titleColor,
    coalesce(acm.ac, 0) as ac, coalesce(acm.total, 0) as total, coalesce(oi.score, 0) as score
  from m join users u on u.uid = m.uid left join acm on acm.uid = m.uid left join oi on oi.uid = m.uid`;

const SEARCH = `and (u.username like ?2 escape '\\' or u.nickname like ?2 escape '\\' or u.realname like ?2 escape '\\')`;

export function groupRank(db: Db, gid: number, f: GroupRankFilter, viewer: Viewer, now = Date.now()): RankPage {
  const search = f.searchUser ? escapeLike(f.searchUser) : null;
  const lines = LINES.replace('SEARCH', search === null ? '' : SEARCH);
  const params: (string | number)[] = search === null ? [gid] : [gid, search];
  const lineParams = [gid, search ?? '', windowsJson(sealedWindows(db, now)), viewer?.uid ?? ''];
  const total = (
    db.$client
      .query(`select count(*) as n from group_members gm join users u on u.uid = gm.uid
    where gm.gid = ?1 and gm.auth >= ${MemberLevel.MEMBER} and u.status = 0 and u.deleted_at is null ${search === null ? '' : SEARCH}`)
      .get(...params) as { n: number }
  ).n;
  const offset = (f.currentPage - 1) * f.limit;
  const records = db.$client
    .query(`select * from (${lines}) order by ${ORDER[f.type]} limit ${pageLimit(f.limit)} offset ${offset}`)
    .all(...lineParams) as RankRow[];
  return toPage(records, total, f.limit, f.currentPage);
}
