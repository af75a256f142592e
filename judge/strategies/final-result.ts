/**
 * The submission's verdict from its case results.
 * ACM: the first case (in judging order) that is not Accepted, else Accepted.
 * OI: all Accepted → Accepted; nothing earned → the first failing verdict; otherwise Partial
 * Accepted with the score (per mode: case sum, or per group its lowest / rounded average score),
 * capped at the total the same rule gives when every case passes.
 */
import { JudgeStatus, type JudgeCaseMode, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { fullScore, oiRankScore, summarizeSubtasks, type CaseScoreRow } from '../../src/contract/scoring.ts';
import type { CaseResult, TestCaseFile } from '../host.ts';

export interface Verdict {
  status: JudgeStatusCode;
  score: number | null;
  oiRankScore: number | null;
  time: number;
  memory: number;
}

export interface VerdictInput {
  type: 0 | 1;
  mode: JudgeCaseMode;
  difficulty: number;
  cases: TestCaseFile[];
  results: CaseResult[];
}

export function finalVerdict({ type, mode, difficulty, cases, results }: VerdictInput): Verdict {
  const ran = results.filter((r) => r.status !== JudgeStatus.CANCELLED);
  const time = Math.max(0, ...ran.map((r) => r.time));
  const memory = Math.max(0, ...ran.map((r) => r.memory));
  const failing = ran.find((r) => r.status !== JudgeStatus.ACCEPTED);
  if (type === 0) {
    const status = !failing
      ? JudgeStatus.ACCEPTED
      : failing.status === JudgeStatus.PARTIAL_ACCEPTED
        ? JudgeStatus.WRONG_ANSWER
        : failing.status;
    return { status, score: null, oiRankScore: null, time, memory };
  }
  const total = fullScore(mode, cases);
  const score = Math.min(total, scoreOf(mode, results));
  const allPassed = results.length === cases.length && results.every((r) => r.status === JudgeStatus.ACCEPTED);
  const earned = score > 0 || ran.some((r) => r.status === JudgeStatus.ACCEPTED);
  const status = allPassed ? JudgeStatus.ACCEPTED : !earned && failing ? failing.status : JudgeStatus.PARTIAL_ACCEPTED;
  return { status, score, oiRankScore: oiRankScore(score, total, difficulty), time, memory };
}

function scoreOf(mode: JudgeCaseMode, rows: CaseScoreRow[]): number {
  if (mode === 'subtask_lowest' || mode === 'subtask_average') {
    return summarizeSubtasks(rows, mode === 'subtask_lowest' ? 'lowest' : 'average').reduce((s, g) => s + g.score, 0);
  }
  return rows.reduce((s, r) => s + r.score, 0);
}
