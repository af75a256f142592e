import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { failureText, invalidate, useEndpoint } from '../../lib/query/index.ts';

/** The answers that change with the viewer's standing in a group (joining, leaving, a new level, an edit). */
export const STANDING = [E.detail, E.auth, E.access, E.list];
/** Marks them stale: the open pages read them again. */
export const reloadGroup = () => invalidate(...STANDING);

/** A group as the viewer sees it (their level and what it lets them do); the page shows a refusal in place. */
export function useGroup(gid: number) {
  const read = useEndpoint(E.detail, { gid }, { quiet: true });
  return { detail: read.data ?? null, error: failureText(read.error), reload: reloadGroup };
}
