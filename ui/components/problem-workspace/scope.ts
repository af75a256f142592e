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

/** "My Submission": the user's submissions on one problem, as the list call that holds them. */
export function mySubmissionsCall(scope: WorkspaceScope, problemId: string, q: Record<string, string | number | boolean | undefined>) {
  if (scope.kind === 'contest') {
    return { path: '/api/contest-submissions', params: { ...q, contestID: scope.cid, onlyMine: true, problemID: scope.displayId } };
  }
  // A group's problem and a group training's submissions are the group's; the rest are the bank's.
  const gid = scope.kind === 'group' || scope.kind === 'training' ? scope.gid ?? undefined : undefined;
  return { path: '/api/get-submission-list', params: { ...q, onlyMine: true, problemID: problemId, completeProblemID: true, gid } };
}
