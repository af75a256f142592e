import type { Db } from '../../db/client.ts';
import { keptValue } from '../../db/kept-values.ts';
import { compiled, readTogether } from '../../db/statements.ts';
import { toPage } from '../../contract/envelope.ts';
import { RankType, type RankPage, type RankRow, type RankTypeCode } from '../../contract/ranks.ts';

/**
 * A search of the public rank (rank-list.ts): the active accounts holding a line whose username
 * or nickname (or real name, for those who manage users) holds the searched text, in the rank's
 * order. The match is LIKE's `%text%` as before: the text taken literally, ASCII letters in
 * either case, other letters as written.
 *
 * A search walked the rank's index and read each account until its page was full, then counted
 * every active account's names for the total: a page of a rare name cost a scan of the accounts.
 * Now the rank's active lines in order with their names (one read of the order's index, kept
 * until the next write like the rank's pages: db/kept-values.ts) are searched in memory, which
 * gives the page's accounts and the exact total at once; the page's lines and accounts are then
 * read by key in one statement.
 */

/** Each rank's order, ties by uid: what its index holds. */
export const RANK_ORDER: Record<RankTypeCode, string> = {
  [RankType.ACM]: 'r.ac desc, r.total, r.uid',
  [RankType.OI]: 'r.score desc, r.ac desc, r.uid',
};

/** The statements of a search: the rank's active lines in order with their names, and a page's rows by key. */
export function searchStatements(type: RankTypeCode): { names: string; page: string } {
  return {
    names: `select r.uid, u.username, u.nickname, u.realname from user_ranks r join users u on u.uid = r.uid
      where u.status = 0 order by ${RANK_ORDER[type]}`,
    page: `select u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name as titleName,
      u.title_color as titleColor, r.ac, r.total, r.score
      from json_each(?1) j join user_ranks r on r.uid = j.value join users u on u.uid = r.uid`,
  };
}

/** ASCII letters lowered, others kept: how LIKE compares letters. */
export function likeFold(s: string): string {
  return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

interface Names {
  uids: string[];
  usernames: string[];
  nicknames: string[];
  realnames: string[];
}

function rankNames(db: Db, type: RankTypeCode): Names {
  return keptValue(db, `rank-names:${type}`, () => {
    const rows = compiled(db.$client, searchStatements(type).names).values() as string[][];
    const names: Names = { uids: [], usernames: [], nicknames: [], realnames: [] };
    for (const [uid, username, nickname, realname] of rows) {
      names.uids.push(uid!);
      names.usernames.push(likeFold(username!));
      names.nicknames.push(likeFold(nickname!));
      names.realnames.push(likeFold(realname!));
    }
    return names;
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
    const n = rankNames(db, f.type);
    const uids: string[] = [];
    let total = 0;
    for (let i = 0; i < n.uids.length; i++) {
      const hit =
        n.usernames[i]!.includes(text) ||
        n.nicknames[i]!.includes(text) ||
        (f.byRealname === true && n.realnames[i]!.includes(text));
      if (!hit) continue;
      if (total >= offset && uids.length < f.limit) uids.push(n.uids[i]!);
      total++;
    }
    const rows = compiled(db.$client, searchStatements(f.type).page).all(JSON.stringify(uids)) as RankRow[];
    const byUid = new Map(rows.map((r) => [r.uid, r]));
    const records = uids.flatMap((uid) => byUid.get(uid) ?? []);
    return toPage(records, total, f.limit, f.currentPage);
  });
}
