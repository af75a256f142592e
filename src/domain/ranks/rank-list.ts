import type { Db } from '../../db/client.ts';
import type { RankPage, RankRow, RankTypeCode } from '../../contract/ranks.ts';
import { toPage } from '../../contract/envelope.ts';
import { pageLimit } from '../page-limit.ts';
import { keptTotal, keptWhileUnchanged } from '../../db/kept-values.ts';
import { JsonText } from '../../contract/json-text.ts';
import { RANK_ORDER, searchRank } from './rank-search.ts';

/**
 * GET /api/get-rank-list: the public ACM rank (accepted problems, then fewer submissions) and OI
 * rank (score, then accepted problems), ties by uid, read from the maintained lines of user_ranks
 * (ranks/user-ranks.ts). Disabled accounts are left out, deleted ones too (deleting an account also
 * disables it: users/admin-user-edit.ts).
 *
 * Without a search a page costs about a bare SELECT of it: each rank's index holds its whole order,
 * so the rows before the page are skipped on the index; the few disabled accounts come from their
 * partial index; only the page's users are read. A search by username, nickname (or real name, for
 * those who manage users) is rank-search.ts. The total (the table's count less the disabled
 * accounts' lines) is counted again only after a write (db/kept-values.ts).
 */

export interface RankListFilter {
  type: RankTypeCode;
  searchUser?: string;
  /** The search also matches real names: only for those who manage users (others could probe a classmate's real name). */
  byRealname?: boolean;
  currentPage: number;
  limit: number;
}

const DISABLED = 'select uid from users where status = 1';
/** What a page and its total read (db/table-versions.ts), and the shelf of the kept pages. */
const RANK_TABLES = ['user_ranks', 'users'];
const RANK_PAGES = 'rank-pages';
const USER_COLUMNS =
  'u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name as titleName, u.title_color as titleColor';

export function listRank(db: Db, f: RankListFilter): RankPage | JsonText<RankPage> {
  const offset = (f.currentPage - 1) * f.limit;
  const order = RANK_ORDER[f.type];
  if (f.searchUser) return searchRank(db, { ...f, searchUser: f.searchUser });
  const sqlite = db.$client;
  const countText = `select (select count(*) from user_ranks)
    - (select count(*) from users where status = 1 and uid in (select uid from user_ranks)) as n`;
  // An unfiltered page and the total are kept as one until the next write to the lines or the
  // accounts (the established judge keeps them 60 s), as their JSON text: sent as is, not written
  // again at each read. Nothing in them changes with time alone, so they do not age: a busy rank
  // is not read again every second, nor at each session a request touches.
  return keptWhileUnchanged(
    db,
    RANK_TABLES,
    `rank:${f.type}:${f.limit}:${offset}`,
    () => {
      const records = sqlite
        .query(`select ${USER_COLUMNS}, r.ac, r.total, r.score
    from (select uid, ac, total, score from user_ranks r where r.uid not in (${DISABLED}) order by ${order} limit ${pageLimit(f.limit)} offset ?) r
    join users u on u.uid = r.uid order by ${order}`)
        .all(offset) as RankRow[];
      const total = keptTotal(db, RANK_TABLES, countText, [], () => (sqlite.query(countText).get() as { n: number }).n);
      return new JsonText(toPage(records, total, f.limit, f.currentPage));
    },
    RANK_PAGES,
  );
}
