// The chain a board request goes through: the view it gets (API-NEXT 9.3), the cells of that view
// folded from the submissions (9.1), and the board built from them. A frozen AC stays hidden
// from contestants while the board is sealed and shows once it is unsealed or forced.
import { describe, expect, test } from 'bun:test';
import { JudgeStatus as S } from '../../../src/contract/judge-status.ts';
import { buildAcmBoard } from '../../../src/contract/scoreboard/acm-board.ts';
import type { CellSubmission } from '../../../src/contract/scoreboard/cell.ts';
import { foldCell } from '../../../src/contract/scoreboard/fold-cell.ts';
import { type BoardViewRequest, boardView } from '../../../src/contract/scoreboard/timeliness.ts';
import { END, MINUTE, SEAL, contest, settings, sub, user } from './factories.ts';

const c = { ...contest(), autoRealRank: true, allowEndSubmit: true };
const submissions: Record<string, CellSubmission[]> = {
  leader: [sub(30, S.ACCEPTED)],
  chaser: [sub(100, S.WRONG_ANSWER), sub(245, S.WRONG_ANSWER), sub(250, S.ACCEPTED)],
  late: [sub(310, S.ACCEPTED)],
};

/** The board `now` (from the submissions made by then) for a request: per user, A's result as [uid, rank, ac, errorNum, frozen tries]. */
function boardAt(now: number, req: Partial<BoardViewRequest>, autoRealRank = true) {
  const view = boardView({ ...c, autoRealRank }, now, {
    isContestAdmin: false,
    forceRefresh: false,
    containsEnd: false,
    allowEndSubmit: c.allowEndSubmit,
    ...req,
  });
  const cells = Object.entries(submissions).flatMap(([uid, subs]) => {
    const cell = foldCell(
      subs.filter((s) => s.submitTime <= now),
      c,
      view,
    );
    return cell === null ? [] : [{ uid, displayId: 'A', cell }];
  });
  const rows = buildAcmBoard({ users: Object.keys(submissions).map((uid) => user(uid)), cells }, settings(), {
    removeStar: false,
  });
  return rows.map((r) => [r.uid, r.rank, r.ac, r.submissionInfo.A!.errorNum, r.submissionInfo.A!.tryNum]);
}

describe('a sealed ACM board, request to rows', () => {
  test.each<[string, number, Partial<BoardViewRequest>, boolean, (string | number)[][]]>([
    [
      'before the seal: everything so far is on the board',
      SEAL - MINUTE,
      {},
      true,
      [
        ['leader', 1, 1, 0, 0],
        ['chaser', 2, 0, 1, 0],
      ],
    ],
    [
      "sealed: the chaser's tries after the seal show only as frozen tries",
      END - MINUTE,
      {},
      true,
      [
        ['leader', 1, 1, 0, 0],
        ['chaser', 2, 0, 1, 2],
      ],
    ],
    [
      "sealed: an admin forcing a refresh sees the chaser's AC",
      END - MINUTE,
      { isContestAdmin: true, forceRefresh: true },
      true,
      [
        ['leader', 1, 1, 0, 0],
        ['chaser', 2, 1, 2, 0],
      ],
    ],
    [
      'after the end with automatic unsealing: the real board',
      END + MINUTE,
      {},
      true,
      [
        ['leader', 1, 1, 0, 0],
        ['chaser', 2, 1, 2, 0],
      ],
    ],
    [
      'after the end, after-end records asked for: the late AC joins',
      END + 20 * MINUTE,
      { containsEnd: true },
      true,
      [
        ['leader', 1, 1, 0, 0],
        ['chaser', 2, 1, 2, 0],
        ['late', 3, 1, 0, 0],
      ],
    ],
    [
      'after the end without automatic unsealing: still frozen, after-end records ignored',
      END + 20 * MINUTE,
      { containsEnd: true },
      false,
      [
        ['leader', 1, 1, 0, 0],
        ['chaser', 2, 0, 1, 2],
      ],
    ],
  ])('%s', (_, now, req, autoRealRank, expected) => {
    expect(boardAt(now, req, autoRealRank)).toEqual(expected);
  });
});
