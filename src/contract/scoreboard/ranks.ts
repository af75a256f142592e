/**
 * The steps ACM and OI boards share (API-NEXT 9.1, 9.2, 9.4): who is on the board, and the rank
 * numbers. Equal keys share the rank of the row before them and ranks then continue by position
 * (1, 1, 3); star users are ranked -1 and take no rank number.
 */
import type { Cell } from './cell.ts';
import type { AwardFields, BoardInput, BoardOptions, BoardRowBase, BoardSettings, BoardUser } from './board-rows.ts';

/** A user on the board with their cells by display id. */
export interface Entrant {
  user: BoardUser;
  cells: Map<string, Cell>;
}

/** Users with at least one cell, in the order given; star users left out when asked. */
export function entrantsOf(input: BoardInput, settings: BoardSettings, opts: BoardOptions): Entrant[] {
  const cellsByUid = new Map<string, Map<string, Cell>>();
  for (const { uid, displayId, cell } of input.cells) {
    const cells = cellsByUid.get(uid) ?? new Map<string, Cell>();
    cells.set(displayId, cell);
    cellsByUid.set(uid, cells);
  }
  const stars = new Set(settings.starUsernames);
  return input.users.flatMap((user) => {
    const cells = cellsByUid.get(user.uid);
    if (cells === undefined || (opts.removeStar && stars.has(user.username))) return [];
    return [{ user, cells }];
  });
}

export const NO_AWARD: AwardFields = { isWinAward: false, awardName: null, awardBackground: null, awardColor: null };

/** The fields of a row before it is ranked and awarded. */
export function baseRow(user: BoardUser): BoardRowBase {
  return { rank: 0, ...NO_AWARD, ...user };
}

const byUid = (a: BoardRowBase, b: BoardRowBase) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/**
 * Sorts rows by `compare` (then by uid, so equal rows keep one order) and numbers them. A star
 * user (by username) gets -1 and does not move the position count of the others.
 */
export function rankRows<R extends BoardRowBase>(
  rows: R[],
  starUsernames: string[],
  compare: (a: R, b: R) => number,
): R[] {
  const stars = new Set(starUsernames);
  const sorted = [...rows].sort((a, b) => compare(a, b) || byUid(a, b));
  let position = 0;
  let previous: R | null = null;
  return sorted.map((row) => {
    if (stars.has(row.username)) return { ...row, rank: -1 };
    position += 1;
    const rank = previous !== null && compare(previous, row) === 0 ? previous.rank : position;
    previous = { ...row, rank };
    return previous;
  });
}
