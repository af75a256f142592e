/**
 * One page of a board as a request sees it (API-NEXT 9.4): the keyword narrows the board to rows
 * whose school or shown name contains it (case aside); the viewer's own row comes first, then
 * the rows of the users they follow, as copies on every page so they are always in sight; then
 * the page of the narrowed board. `total` counts every row of the narrowed board.
 */
import { type Page, toPage } from '../envelope.ts';
import type { BoardUser, RankShowName } from './board-rows.ts';

/** The name a board shows for a user; the username when the chosen name is empty. */
export function shownName(user: BoardUser, rankShowName: RankShowName): string {
  return user[rankShowName] || user.username;
}

export interface BoardPageRequest {
  viewerUid: string | null;
  /** Uids the viewer follows on this board. */
  concerned: string[];
  keyword: string;
  rankShowName: RankShowName;
  /** 1-based page number. */
  current: number;
  limit: number;
}

export function pageBoard<R extends BoardUser>(rows: R[], req: BoardPageRequest): Page<R> {
  const keyword = req.keyword.trim().toLowerCase();
  const board =
    keyword === ''
      ? rows
      : rows.filter(
          (row) =>
            row.school.toLowerCase().includes(keyword) ||
            shownName(row, req.rankShowName).toLowerCase().includes(keyword),
        );
  const own = board.filter((row) => req.viewerUid !== null && row.uid === req.viewerUid);
  const concerned = new Set(req.concerned);
  const followed = board.filter((row) => row.uid !== req.viewerUid && concerned.has(row.uid));
  const limit = Math.max(1, Math.floor(req.limit));
  const current = Math.max(1, Math.floor(req.current));
  const page = board.slice((current - 1) * limit, current * limit);
  const copies = [...own, ...followed].map((row) => ({ ...row }));
  return toPage([...copies, ...page], board.length, limit, current);
}
