/** Where the workspace is mounted: the problem bank, or a contest's problem by its display id. */
export type WorkspaceScope = { kind: 'bank' } | { kind: 'contest'; cid: number; displayId: string };

export const BANK_SCOPE: WorkspaceScope = { kind: 'bank' };

/** The part of a localStorage key that keeps one scope's editor state apart from another's. */
export function scopeKey(scope: WorkspaceScope): string {
  return scope.kind === 'contest' ? `contest:${scope.cid}:` : '';
}

/** The contest id a call carries, when there is one. */
export function cidOf(scope: WorkspaceScope): number | undefined {
  return scope.kind === 'contest' ? scope.cid : undefined;
}
