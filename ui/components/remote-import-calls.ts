import { remoteEndpoints as E } from '../../src/contract/endpoints/remote.ts';
import type { RemoteSource } from '../../src/contract/remote.ts';

/**
 * How long a remote import may take: the server fetches statements and their images from a site
 * that may be slow, one problem or a whole contest, and goes on when the browser stops waiting.
 */
export const REMOTE_IMPORT_TIMEOUT_MS = 10 * 60 * 1000;

export type ImportTarget = { cid: number } | { tid: number };

/** The call a target's import goes through (its contest's or its training's admin), its input and allowance. */
export function remoteContestImportCall(target: ImportTarget, contest: string) {
  const timeoutMs = REMOTE_IMPORT_TIMEOUT_MS;
  return 'cid' in target
    ? { entry: E.importContestToContest, input: { cid: target.cid, contest: contest.trim() }, timeoutMs }
    : { entry: E.importContestToTraining, input: { tid: target.tid, contest: contest.trim() }, timeoutMs };
}

/** The back office's import of one remote problem (`CF` and `1A`): its call, input and allowance. */
export function remoteProblemImportCall(source: RemoteSource, problemId: string) {
  return {
    entry: E.importProblem,
    input: { name: source, problemId: problemId.trim() },
    timeoutMs: REMOTE_IMPORT_TIMEOUT_MS,
  };
}

/** `A (CF-1A), B (CF-1B)`: problems as the answer lists them. */
export const listedProblems = (list: { displayId: string; problemId: string }[]) =>
  list.map((p) => (p.displayId === p.problemId ? p.problemId : `${p.displayId} (${p.problemId})`)).join(', ');
