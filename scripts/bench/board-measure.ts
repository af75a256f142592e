import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { submissions } from '../../src/db/schema/index.ts';
import { buildAcmBoard } from '../../src/contract/scoreboard/acm-board.ts';
import { buildOiBoard } from '../../src/contract/scoreboard/oi-board.ts';
import { boardInput, contestBoardPage, fullBoard } from '../../src/domain/contests/board.ts';
import { publishContest } from '../../src/domain/events/hub.ts';
import { findContest } from '../../src/domain/access/contest-standing.ts';
import { countStatusChange } from '../../src/domain/submissions/counters.ts';
import { fmt, summarize } from './stats.ts';

/**
 * bench:scoreboard in process: one contest's board measured cold (the first `fullBoard` after a
 * change: cells read and ranked), warm (the kept board, one page cut) and through one judgement
 * (a submission's status change through the counters hook, in a transaction, refreshing its
 * cells), each against the bare SELECT of the same cells measured in the same run.
 */

export type Summary = ReturnType<typeof summarize>;
export interface BoardFigures {
  cold: Summary;
  warm: Summary;
  update: Summary;
  bare: Summary;
}

function timed(runs: number, task: (i: number) => void): Summary {
  for (let i = 0; i < Math.min(20, runs); i++) task(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    task(i);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

/**
 * Two tasks measured in turns (the order flipping every run), so load from elsewhere on a shared
 * machine falls on both alike and their ratio stays fair.
 */
function inTurns(runs: number, first: () => void, second: () => void): [Summary, Summary] {
  for (let i = 0; i < Math.min(20, runs); i++) {
    first();
    second();
  } // warm-up
  const a: number[] = [],
    b: number[] = [];
  const time = (task: () => void, into: number[]) => {
    const start = performance.now();
    task();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      time(first, a);
      time(second, b);
    } else {
      time(second, b);
      time(first, a);
    }
  }
  return [summarize(a), summarize(b)];
}

export const line = (label: string, s: Summary) =>
  console.log(
    `  ${label.padEnd(52)} median ${fmt(s.median).padStart(10)}  p99 ${fmt(s.p99).padStart(10)}  (${s.n} runs)`,
  );

export function measureBoard(db: Db, cid: number, runs: number): BoardFigures {
  const contest = findContest(db, cid)!;
  const bareSelect = db.$client.prepare("select * from contest_cells where cid = ? and view = 'live'");
  const viewer = { uid: 'u7', username: 'student7', role: 1002 };
  const request = {
    currentPage: 1,
    limit: 50,
    forceRefresh: false,
    removeStar: false,
    keyword: '',
    containsEnd: false,
    concernedList: [],
  };
  // The judgement: one rejected submission turned accepted and back, as a judge and a rejudge would.
  const target = db
    .select()
    .from(submissions)
    .where(and(eq(submissions.cid, cid), ne(submissions.status, 0)))
    .get()!;
  const judge = (i: number) =>
    db.transaction((tx) => {
      const [from, to] = i % 2 === 0 ? [target.status, 0] : [0, target.status];
      tx.update(submissions).set({ status: to }).where(eq(submissions.submitId, target.submitId)).run();
      countStatusChange(tx as unknown as Db, target, from, to);
    });
  const [bare, cold] = inTurns(
    runs,
    () => void bareSelect.all(cid),
    () => {
      publishContest(cid, 'board');
      fullBoard(db, contest, 'live', false);
    },
  );
  const warm = timed(runs * 10, () => void contestBoardPage(db, viewer, contest, request, Date.now()));
  const update = timed(runs, judge);
  return { cold, warm, update, bare };
}

/** Where a cold board's time goes: the cells and users read (the board's input), and the ranking. */
export function profileCold(db: Db, cid: number, runs: number): Record<string, Summary> {
  const contest = findContest(db, cid)!;
  const input = boardInput(db, contest, 'live');
  const settings = {
    type: contest.type === 1 ? (1 as const) : (0 as const),
    startTime: contest.startTime.getTime(),
    rankShowName: contest.rankShowName,
    starUsernames: [],
    awardType: 0 as const,
    awards: [],
  };
  const build = contest.type === 1 ? buildOiBoard : buildAcmBoard;
  return {
    'cells and users read (the board input)': timed(runs, () => void boardInput(db, contest, 'live')),
    'ranking (the pure rules)': timed(runs, () => void build(input, settings, { removeStar: false })),
  };
}
