import type { AnswerOf, Endpoint, InputOf } from '../../../src/contract/endpoints/define.ts';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { submissionEndpoints } from '../../../src/contract/endpoints/submissions.ts';
import { trainingEndpoints } from '../../../src/contract/endpoints/trainings.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import type { ProblemDetail } from '../../../src/contract/problems.ts';
import type { SubmissionRow } from '../../../src/contract/submissions.ts';

/** A problem's statement as a contest shows it: the bank's detail plus its letter and balloon. */
export type ScopedProblemDetail = ProblemDetail & { displayId?: string; color?: string | null };

/**
 * Where the workspace is mounted: the problem bank, a contest's problem by its display id, or a
 * training's problem (named by the bank's problem id, shown with its display id in the training),
 * or a group's problem (its own display id; its submissions are the group's by the problem).
 */
export type WorkspaceScope =
  | { kind: 'bank' }
  | { kind: 'contest'; cid: number; displayId: string }
  | { kind: 'training'; tid: number; displayId: string; gid: number | null }
  | { kind: 'group'; gid: number };

export const BANK_SCOPE: WorkspaceScope = { kind: 'bank' };

/** The part of a localStorage key that keeps one scope's editor state apart from another's. */
export function scopeKey(scope: WorkspaceScope): string {
  if (scope.kind === 'contest') return `contest:${scope.cid}:`;
  if (scope.kind === 'group') return `group:${scope.gid}:`;
  return scope.kind === 'training' ? `training:${scope.tid}:` : '';
}

/** The contest id a call carries, when there is one. */
export function cidOf(scope: WorkspaceScope): number | undefined {
  return scope.kind === 'contest' ? scope.cid : undefined;
}

/** The training id a submission carries, when there is one. */
export function tidOf(scope: WorkspaceScope): number | undefined {
  return scope.kind === 'training' ? scope.tid : undefined;
}

/** A read the scope chooses: the entry and its input, typed by the answer the workspace reads from it. */
export interface ScopedRead<A> {
  entry: Endpoint;
  input: unknown;
  /** Only carries the answer's type. */
  readonly answer?: A;
}
const read = <E extends Endpoint>(entry: E, input: InputOf<E>): ScopedRead<AnswerOf<E>> => ({ entry, input });

/** A problem's statement as the scope shows it: a contest's by its display id, a training's, or the bank's. */
export function detailRead(scope: WorkspaceScope, problemId: string): ScopedRead<ScopedProblemDetail> {
  if (scope.kind === 'contest')
    return read(contestEndpoints.problemDetail, { cid: scope.cid, displayId: scope.displayId });
  if (scope.kind === 'training') return read(trainingEndpoints.problemDetail, { tid: scope.tid, problemId });
  return read(problemEndpoints.detail, { problemId });
}

/** "My Submission": the user's submissions on one problem, as the list call that holds them. */
export function mySubmissionsRead(
  scope: WorkspaceScope,
  problemId: string,
  page: { currentPage: number; limit: number },
): ScopedRead<Page<SubmissionRow>> {
  if (scope.kind === 'contest') {
    return read(contestEndpoints.submissions, {
      ...page,
      contestID: scope.cid,
      onlyMine: true,
      problemID: scope.displayId,
    });
  }
  // A group's problem and a group training's submissions are the group's; the rest are the bank's.
  const gid = scope.kind === 'group' || scope.kind === 'training' ? (scope.gid ?? undefined) : undefined;
  return read(submissionEndpoints.list, {
    ...page,
    onlyMine: true,
    problemID: problemId,
    completeProblemID: true,
    gid,
  });
}

/** A choice problem's page: in a contest by its display id, else by the bank's problem id (a training names its own). */
export const choiceDetailInput = (
  scope: WorkspaceScope,
  problemId: string,
): InputOf<typeof problemEndpoints.choiceDetail> => ({
  problemId: scope.kind === 'contest' ? scope.displayId : problemId,
  cid: scope.kind === 'contest' ? scope.cid : undefined,
  tid: scope.kind === 'training' ? scope.tid : undefined,
});

/** The reads a final verdict makes stale in every scope: the statement's counts, the status, the lists. */
export const READS_A_VERDICT_CHANGES: readonly Endpoint[] = [
  problemEndpoints.detail,
  contestEndpoints.problemDetail,
  trainingEndpoints.problemDetail,
  problemEndpoints.userStatus,
  submissionEndpoints.list,
  contestEndpoints.submissions,
];
