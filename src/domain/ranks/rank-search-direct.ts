import type { Db } from '../../db/client.ts';
import { compiled } from '../../db/statements.ts';
import { tailTotal, toPage } from '../../contract/envelope.ts';
import type { RankPage, RankRow, RankTypeCode } from '../../contract/ranks.ts';
import { escapeLike } from '../like.ts';
import { pageLimit } from '../page-limit.ts';

/**
 * A search of the public rank read straight from the database (rank-search.ts says when): the
 * page walks the rank's order index and stops once it is full; its total is the page's own when
 * it has room to spare, else a count of the matching active accounts (a scan of their names).
 */
export function directStatements(order: string, limit: number, byRealname: boolean): { page: string; count: string } {
  const realname = byRealname ? ` or u.realname like ?1 escape '\\'` : '';
  const where = `from user_ranks r join users u on u.uid = r.uid where u.status = 0
    and (u.username like ?1 escape '\\' or u.nickname like ?1 escape '\\'${realname})`;
  return {
    page: `select u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name as titleName,
      u.title_color as titleColor, r.ac, r.total, r.score ${where} order by ${order} limit ${pageLimit(limit)} offset ?2`,
    count: `select count(*) as n ${where}`,
  };
}

export function searchDirect(
  db: Db,
  f: { type: RankTypeCode; searchUser: string; byRealname?: boolean; currentPage: number; limit: number },
  order: string,
): RankPage {
  const s = directStatements(order, f.limit, f.byRealname === true);
  const pattern = escapeLike(f.searchUser);
  const records = compiled(db.$client, s.page).all(pattern, (f.currentPage - 1) * f.limit) as RankRow[];
  const total = tailTotal(records.length, f) ?? (compiled(db.$client, s.count).get(pattern) as { n: number }).n;
  return toPage(records, total, f.limit, f.currentPage);
}
