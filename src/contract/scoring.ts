/**
 * Scoring rules shared by the server, the judge and the UI (pure functions, no I/O).
 */
import { z } from 'zod';
import { JudgeStatus, type JudgeCaseMode } from './judge-status.ts';

/**
 * Spreads `total` points over `n` cases: each gets floor(total / n) and the last
 * (total − n·floor(total / n)) cases get one more, so the scores add up to `total`.
 */
export function spreadScores(n: number, total = 100): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i >= n - extra ? 1 : 0));
}

/** Rank score of an OI submission: round(0.1·score + 2·difficulty·score/total). */
export function oiRankScore(score: number, total: number, difficulty: number): number {
  if (total <= 0) return Math.round(0.1 * score);
  return Math.round(0.1 * score + (2 * difficulty * score) / total);
}

/** One per-test result as far as grouping needs it. */
export interface CaseScoreRow {
  groupNum: number;
  status: number;
  score: number;
  time: number;
  memory: number;
}

/** Summary of one subtask (spec doc 1 §3: subTaskJudgeCaseVoList). */
export const subtaskSummarySchema = z.object({
  groupNum: z.number().int(),
  status: z.number().int(),
  score: z.number(),
  ac: z.number().int(),
  total: z.number().int(),
  time: z.number(),
  memory: z.number(),
});
export type SubtaskSummary = z.infer<typeof subtaskSummarySchema>;

/**
 * Groups case rows by groupNum. The group's score is its lowest case score (`lowest`) or the
 * rounded average (`average`); its status is Accepted when every case is, otherwise the first
 * case status that is not Accepted (Cancelled cases only when nothing else failed).
 */
export function summarizeSubtasks(rows: CaseScoreRow[], rule: 'lowest' | 'average'): SubtaskSummary[] {
  const groups = new Map<number, CaseScoreRow[]>();
  for (const row of rows) {
    const list = groups.get(row.groupNum) ?? [];
    list.push(row);
    groups.set(row.groupNum, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNum, list]) => {
      const scores = list.map((r) => r.score);
      const score =
        rule === 'lowest' ? Math.min(...scores) : Math.round(scores.reduce((s, x) => s + x, 0) / scores.length);
      const failing =
        list.find((r) => r.status !== JudgeStatus.ACCEPTED && r.status !== JudgeStatus.CANCELLED) ??
        list.find((r) => r.status !== JudgeStatus.ACCEPTED);
      return {
        groupNum,
        status: failing ? failing.status : JudgeStatus.ACCEPTED,
        score,
        ac: list.filter((r) => r.status === JudgeStatus.ACCEPTED).length,
        total: list.length,
        time: Math.max(0, ...list.map((r) => r.time)),
        memory: Math.max(0, ...list.map((r) => r.memory)),
      };
    });
}

/**
 * The most a submission can score on these cases: their sum, or under a subtask mode the sum of
 * each subtask's score when all its cases pass (a case carries its subtask's whole score then).
 */
export function fullScore(mode: JudgeCaseMode, cases: Array<{ groupNum: number; score: number }>): number {
  const rows = cases.map((c) => ({
    groupNum: c.groupNum,
    status: JudgeStatus.ACCEPTED,
    score: c.score,
    time: 0,
    memory: 0,
  }));
  if (mode === 'subtask_lowest' || mode === 'subtask_average') {
    return summarizeSubtasks(rows, mode === 'subtask_lowest' ? 'lowest' : 'average').reduce((s, g) => s + g.score, 0);
  }
  return rows.reduce((s, r) => s + r.score, 0);
}
