import type { Db } from '../../db/client.ts';
import { RankType, type RankPage, type RankRow, type RankTypeCode } from '../../contract/ranks.ts';
import { toPage } from '../../contract/envelope.ts';
import { escapeLike } from '../problems/admin-queries.ts';
import { pageLimit } from '../page-limit.ts';

/**
 * GET /api/get-rank-list: the public ACM rank (accepted problems, then fewer submissions) and OI
 * rank (score, then accepted problems), ties by uid, read from the maintained lines of user_ranks
 * (ranks/user-ranks.ts). Disabled accounts are left out.
 *
 * Without a search a page costs about a bare SELECT of it: each rank's index holds its whole order,
 * so the rows before the page are skipped on the index; the few disabled accounts come from their
 * partial index; the total is the table's count less theirs; only the page's users are read.
 * A search by username, nickname or real name reads the matching active users first.
 */

export interface RankListFilter {
  type: RankTypeCode;
  searchUser?: string;
  currentPage: number;
  limit: number;
}

const ORDER: Record<RankTypeCode, string> = {
  [RankType.ACM]: 'r.ac desc, r.total, r.uid',
  [RankType.OI]: 'r.score desc, r.ac desc, r.uid',
};
const DISABLED = 'select uid from users where status = 1';
const USER_COLUMNS = 'uid, username, nickname, signature, avatar, title_name as titleName, title_color as titleColor';

type Line = Pick<RankRow, 'uid' | 'ac' | 'total' | 'score'>;
type Person = Omit<RankRow, 'ac' | 'total' | 'score'>;

export function listRank(db: Db, f: RankListFilter): RankPage {
  const offset = (f.currentPage - 1) * f.limit;
  const order = ORDER[f.type];
  if (f.searchUser) return searchRank(db, f, order, offset);
  const sqlite = db.$client;
  const { n: total } = sqlite.query(`select (select count(*) from user_ranks)
    - (select count(*) from user_ranks where uid in (${DISABLED})) as n`).get() as { n: number };
  const lines = sqlite.query(`select r.uid, r.ac, r.total, r.score from user_ranks r where r.uid not in (${DISABLED})
    order by ${order} limit ${pageLimit(f.limit)} offset ?`).all(offset) as Line[];
  if (lines.length === 0) return toPage([], total, f.limit, f.currentPage);
  const people = new Map((sqlite.query(`select ${USER_COLUMNS} from users where uid in (${lines.map(() => '?').join(', ')})`)
    .all(...lines.map((l) => l.uid)) as Person[]).map((p) => [p.uid, p]));
  return toPage(lines.map((l) => ({ ...people.get(l.uid)!, ...l })), total, f.limit, f.currentPage);
}

function searchRank(db: Db, f: RankListFilter, order: string, offset: number): RankPage {
  const pattern = escapeLike(f.searchUser!);
  const where = `from user_ranks r join users u on u.uid = r.uid where u.status = 0
    and (u.username like ?1 escape '\\' or u.nickname like ?1 escape '\\' or u.realname like ?1 escape '\\')`;
  const { n: total } = db.$client.query(`select count(*) as n ${where}`).get(pattern) as { n: number };
  const records = db.$client.query(`select u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name as titleName,
    u.title_color as titleColor, r.ac, r.total, r.score ${where} order by ${order} limit ${pageLimit(f.limit)} offset ?2`)
    .all(pattern, offset) as RankRow[];
  return toPage(records, total, f.limit, f.currentPage);
}
