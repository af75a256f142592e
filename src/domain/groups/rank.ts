import type { Db } from '../../db/client.ts';
import { tailTotal, toPage } from '../../contract/envelope.ts';
import { RankType, type RankPage, type RankRow, type RankTypeCode } from '../../contract/ranks.ts';
import { pageLimit } from '../page-limit.ts';
import type { Viewer } from '../access/actor.ts';
import { hiddenBySealText, sealedWindows, windowsJson } from '../access/seal-windows.ts';
import { escapeLike } from '../like.ts';
import { keptTotal, keptWhileUnchanged } from '../../db/kept-values.ts';
import { readTogether } from '../../db/statements.ts';
import { JsonText } from '../../contract/json-text.ts';
import { lineColumns } from './rank-lines.ts';
import { assertMayReadRank } from './rank-access.ts';

/**
 * GET /api/get-group-rank-list (API-NEXT 9.7): the group's members (levels 3–5) and nobody else,
 * in the public rank's rows. ACM: distinct problems accepted among the member's submissions in
 * the group (its practice and its contests), then fewer submissions; OI: the sum of each OI
 * problem's best rank score among the member's practice submissions in the group, then accepted
 * problems. Ties by uid. Disabled accounts are left out, as in the public rank (deleting an account
 * also disables it: users/admin-user-edit.ts).
 *
 * The lines are read from group_ranks (rank-lines.ts, kept by the counters hook and by the
 * members' triggers): a page is a range of the rank's index with its users, and the total and an
 * unfiltered page are kept until the next write to the lines or the accounts, as the public rank
 * keeps them. A contest
 * submission whose result a seal still hides from the viewer counts nowhere
 * (access/seal-windows.ts): while a seal hides some of the group's submissions, the lines of
 * their authors are counted again without them for this viewer, the others still read as kept.
 */

export interface GroupRankFilter {
  type: RankTypeCode;
  searchUser?: string;
  currentPage: number;
  limit: number;
}

const ORDER: Record<RankTypeCode, string> = {
  [RankType.ACM]: 'r.ac desc, r.total, r.uid',
  [RankType.OI]: 'r.score desc, r.ac desc, r.uid',
};
const USER_COLUMNS =
  'u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name as titleName, u.title_color as titleColor';
/** What an unsealed page and its total read (db/table-versions.ts): the group's lines and their accounts. */
const GROUP_RANK_TABLES = ['group_ranks', 'users'];
const SEARCH = `(u.username like ?2 escape '\\' or u.nickname like ?2 escape '\\' or u.realname like ?2 escape '\\')`;

/** The group's members whose lines a seal changes for this viewer: authors of submissions it hides. */
function sealedAuthors(db: Db, gid: number, viewer: Viewer, now: number): { windows: string; uids: string[] } | null {
  const windows = sealedWindows(db, now);
  if (windows.length === 0) return null;
  const json = windowsJson(windows);
  const uids = db.$client
    .query(`select distinct s.uid from json_each(?1) w join submissions s on s.cid = json_extract(w.value, '$.cid')
      where s.gid = ?2 and ${hiddenBySealText('s', '?1', '?3')}`)
    .all(json, gid, viewer?.uid ?? '')
    .map((r) => (r as { uid: string }).uid);
  return uids.length === 0 ? null : { windows: json, uids };
}

/**
 * The count and the page of the filter as statements with their values: `sealed`, the authors
 * whose lines a seal changes for the viewer, counted again without the submissions it hides.
 */
export function rankStatements(
  gid: number,
  f: GroupRankFilter,
  sealed: { windows: string; uids: string[] } | null = null,
  viewer: Viewer = null,
): { count: string; page: string; params: unknown[] } {
  // ?1 gid, ?2 the search pattern, ?3 the seal's windows, ?4 the viewer, ?5 the authors it hides from them.
  const lines = sealed
    ? `(select gid, uid, ac, total, score from group_ranks where gid = ?1 and uid not in (select value from json_each(?5))
        union all select m.gid, m.uid, ${lineColumns('m.gid', 'm.uid', hiddenBySealText('s', '?3', '?4'))}
        from group_ranks m where m.gid = ?1 and m.uid in (select value from json_each(?5)))`
    : 'group_ranks';
  const where = `from ${lines} r join users u on u.uid = r.uid
    where r.gid = ?1 and u.status = 0${f.searchUser ? ` and ${SEARCH}` : ''}`;
  const offset = (f.currentPage - 1) * f.limit;
  const page = `select ${USER_COLUMNS}, r.ac, r.total, r.score ${where}
    order by ${ORDER[f.type]} limit ${pageLimit(f.limit)} offset ${offset}`;
  const values = [gid, f.searchUser ? escapeLike(f.searchUser) : '', sealed?.windows ?? '[]', viewer?.uid ?? ''];
  values.push(JSON.stringify(sealed?.uids ?? []));
  // A statement takes as many values as the highest ?N it names (the count names the same ones).
  const named = Math.max(...[...where.matchAll(/\?(\d)/g)].map((m) => Number(m[1])));
  // Without a seal or a search, the group's lines less those of its few disabled accounts (their partial index).
  const count =
    sealed || f.searchUser
      ? `select count(*) as n ${where}`
      : `select (select count(*) from group_ranks where gid = ?1)
          - (select count(*) from users d join group_ranks r on r.gid = ?1 and r.uid = d.uid where d.status = 1) as n`;
  return { count, page, params: values.slice(0, named) };
}

/**
 * The rank as a member reads it: the access check, the seal and the page in one read transaction
 * (each statement alone takes and drops the database's read lock, two system calls each time).
 */
export function memberGroupRank(
  db: Db,
  viewer: Viewer,
  gid: number,
  f: GroupRankFilter,
): RankPage | JsonText<RankPage> {
  return readTogether(db.$client, () => {
    assertMayReadRank(db, viewer, gid);
    return groupRank(db, gid, f, viewer);
  });
}

/** An unfiltered page is kept as its JSON text: it is sent as is until the next write, not written again at each read. */
function groupRank(
  db: Db,
  gid: number,
  f: GroupRankFilter,
  viewer: Viewer,
  now = Date.now(),
): RankPage | JsonText<RankPage> {
  const sealed = sealedAuthors(db, gid, viewer, now);
  const sqlite = db.$client;
  const read = () => {
    const { count, page, params } = rankStatements(gid, f, sealed, viewer);
    const total = () => (sqlite.query(count).get(...(params as never[])) as { n: number }).n;
    const records = () => sqlite.query(page).all(...(params as never[])) as RankRow[];
    return { count, params, total, records };
  };
  // As the public rank does (ranks/rank-list.ts), an unfiltered page and its total are kept until
  // the next write to the lines or the accounts, under the few values its statements are written
  // from: a kept page builds no statement. Only a page no seal changes is kept, and the seal is
  // read at every request: what is kept changes by a write alone.
  if (!sealed && !f.searchUser)
    return keptWhileUnchanged(
      db,
      GROUP_RANK_TABLES,
      `${gid}\u0000${f.type}\u0000${f.currentPage}\u0000${f.limit}`,
      () => {
        const { total, records } = read();
        return new JsonText(toPage(records(), total(), f.limit, f.currentPage));
      },
      'group-rank-pages',
    );
  const { count, params, total, records } = read();
  const rows = records();
  const counted = () => (sealed ? total() : keptTotal(db, GROUP_RANK_TABLES, count, params, total));
  return toPage(rows, tailTotal(rows.length, f) ?? counted(), f.limit, f.currentPage);
}
