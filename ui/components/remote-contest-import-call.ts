import { remoteEndpoints as E } from '../../src/contract/endpoints/remote.ts';

export type ImportTarget = { cid: number } | { tid: number };

/** The call a target's import goes through (its contest's or its training's admin), and its input. */
export function remoteContestImportCall(target: ImportTarget, contest: string) {
  return 'cid' in target
    ? { entry: E.importContestToContest, input: { cid: target.cid, contest: contest.trim() } }
    : { entry: E.importContestToTraining, input: { tid: target.tid, contest: contest.trim() } };
}

/** `A (CF-1A), B (CF-1B)`: problems as the answer lists them. */
export const listedProblems = (list: { displayId: string; problemId: string }[]) =>
  list.map((p) => (p.displayId === p.problemId ? p.problemId : `${p.displayId} (${p.problemId})`)).join(', ');
