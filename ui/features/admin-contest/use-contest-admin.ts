import { CONTEST_PROBLEMS_MAX, contestLinksOf } from '../../../src/contract/contests.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import { type ContestProblemLink, GROUP_CONTEST_CALLS, SITE_CONTEST_CALLS, useContestAdminScope } from './api.ts';

/** The contest as its admin pages edit it, through the scope's entry (a failure is shown in place). */
export function useAdminContest(cid: number, enabled = true) {
  const { calls } = useContestAdminScope();
  return useEndpoint(calls.get, { cid }, { quiet: true, enabled });
}

/**
 * The contest's problems: the back office's list, or inside a group its problems call asked for the
 * linked ones (the same call lists the addable ones). Both answer a page of problems and the links by
 * problem; a contest's problems fit on the one page asked for.
 */
export function useContestLinks(cid: number): { data: ContestProblemLink[] | undefined; error: unknown } {
  const { gid } = useContestAdminScope();
  const site = useEndpoint(
    SITE_CONTEST_CALLS.problems,
    { cid, limit: CONTEST_PROBLEMS_MAX },
    { quiet: true, enabled: gid === undefined },
  );
  const group = useEndpoint(
    GROUP_CONTEST_CALLS.problems,
    { cid, queryExisted: 'true', limit: CONTEST_PROBLEMS_MAX },
    { quiet: true, enabled: gid !== undefined },
  );
  const read = gid === undefined ? site : group;
  return { data: read.data && contestLinksOf(read.data), error: read.error };
}
