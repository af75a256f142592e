import type { Db } from '../../db/client.ts';
import { keptWhileUnchanged } from '../../db/kept-values.ts';
import { compiled, readTogether } from '../../db/statements.ts';
import { toPage } from '../../contract/envelope.ts';
import { columnText, rowsHolding, unionRows, type ColumnText } from './column-text.ts';
import { searchDirect } from './rank-search-direct.ts';
import { RankType, type RankPage, type RankRow, type RankTypeCode } from '../../contract/ranks.ts';

/**
 * A search of the public rank (rank-list.ts): the active accounts holding a line whose username
 * or nickname (or real name, for those who manage users) holds the searched text, in the rank's
 * order. The match is LIKE's `%text%` as before: the text taken literally, ASCII letters in
 * either case, other letters as written.
 *
 * Counting a search's matches reads every active account's names, whatever the page: so those
 * names are read once (one scan of the accounts, shared by both ranks, kept until the accounts
 * are written) and the rank's order once (its covering index, kept until the lines or the
 * accounts are written: db/kept-values.ts keptWhileUnchanged), and every search is matched
 * against them in memory, one indexOf pass over each column (column-text.ts), which gives the
 * page's accounts and the exact total at once; the page's lines and accounts are then read by
 * key in one statement. After a write to the lines or the accounts the first search reads
 * straight from the database (rank-search-direct.ts), the second reads the order again (and the
 * names after a write to the accounts: 10–25 ms at 10,000 accounts), and every other search
 * none: where writes come often and searches seldom, no search pays for reading every name.
 */

/** Each rank's order, ties by uid: what its index holds. */
export const RANK_ORDER: Record<RankTypeCode, string> = {
  [RankType.ACM]: 'r.ac desc, r.total, r.uid',
  [RankType.OI]: 'r.score desc, r.ac desc, r.uid',
};

/**
 * The statements of a search: the active accounts' names (ASCII letters lowered by SQLite's
 * lower(), as LIKE folds them), real names apart (only those who manage users search by them),
 * the rank's lines in order (its covering index), and a page's rows by key.
 */
export function searchStatements(type: RankTypeCode): {
  names: string;
  realnames: string;
  order: string;
  page: string;
} {
  return {
    names: 'select uid, lower(username), lower(nickname) from users where status = 0',
    realnames: 'select uid, lower(realname) from users where status = 0',
    order: `select r.uid from user_ranks r order by ${RANK_ORDER[type]}`,
    page: `select u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name as titleName,
      u.title_color as titleColor, r.ac, r.total, r.score
      from json_each(?1) j join user_ranks r on r.uid = j.value join users u on u.uid = r.uid`,
  };
}

/** ASCII letters lowered, others kept: how LIKE compares letters (and SQLite's lower() lowers them). */
export function likeFold(s: string): string {
  return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

/** What the search reads from the accounts, and from them with the rank's lines. */
const ACCOUNTS = ['users'] as const;
const LINES = ['users', 'user_ranks'] as const;

/** uid → the row a statement of the accounts reads (the uid first), kept until they are written. */
function keptByUid(db: Db, key: string, text: string): Map<string, string[]> {
  return keptWhileUnchanged(db, ACCOUNTS, key, () => {
    const rows = compiled(db.$client, text).values() as string[][];
    const byUid = new Map<string, string[]>();
    for (let i = 0; i < rows.length; i++) byUid.set(rows[i]![0]!, rows[i]!);
    return byUid;
  });
}

/** The rank's active lines in order with their names: the accounts are read once for both ranks. */
interface Names {
  uids: string[];
  usernames: ColumnText;
  nicknames: ColumnText;
}

function rankNames(db: Db, type: RankTypeCode): Names {
  return keptWhileUnchanged(db, LINES, `rank-names:${type}`, () => {
    const accounts = keptByUid(db, 'rank-names', searchStatements(type).names);
    const uids: string[] = [],
      usernames: string[] = [],
      nicknames: string[] = [];
    const order = compiled(db.$client, searchStatements(type).order).values() as string[][];
    for (let i = 0; i < order.length; i++) {
      const account = accounts.get(order[i]![0]!);
      if (!account) continue;
      uids.push(account[0]!);
      usernames.push(account[1]!);
      nicknames.push(account[2]!);
    }
    return { uids, usernames: columnText(usernames), nicknames: columnText(nicknames) };
  });
}

export interface RankSearch {
  type: RankTypeCode;
  searchUser: string;
  byRealname?: boolean;
  currentPage: number;
  limit: number;
}

export function searchRank(db: Db, f: RankSearch): RankPage {
  const text = likeFold(f.searchUser);
  const offset = (f.currentPage - 1) * f.limit;
  return readTogether(db.$client, () => {
    // The first search since the lines or the accounts were written reads straight from the database.
    const searches = keptWhileUnchanged(db, LINES, `rank-searches:${f.type}`, () => ({ n: 0 }));
    if (searches.n++ === 0) return searchDirect(db, f, RANK_ORDER[f.type]);
    const n = rankNames(db, f.type);
    const realnames = f.byRealname ? keptByUid(db, 'rank-realnames', searchStatements(f.type).realnames) : null;
    let matches = unionRows(rowsHolding(n.usernames, text), rowsHolding(n.nicknames, text));
    if (realnames) {
      const byRealname = n.uids.flatMap((uid, i) => (realnames.get(uid)?.[1]?.includes(text) ? [i] : []));
      matches = unionRows(matches, byRealname);
    }
    const uids = matches.slice(offset, offset + f.limit).map((i) => n.uids[i]!);
    const rows = compiled(db.$client, searchStatements(f.type).page).all(JSON.stringify(uids)) as RankRow[];
    const byUid = new Map(rows.map((r) => [r.uid, r]));
    const records = uids.flatMap((uid) => byUid.get(uid) ?? []);
    return toPage(records, matches.length, f.limit, f.currentPage);
  });
}
