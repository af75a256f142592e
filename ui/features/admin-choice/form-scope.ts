import { useRoute } from 'wouter';
import { adminChoiceEndpoints } from '../../../src/contract/endpoints/admin-choice.ts';
import { groupChoiceEndpoints } from '../../../src/contract/endpoints/group-choice.ts';
import { groupProblemEndpoints } from '../../../src/contract/endpoints/group-content.ts';
import { groupEndpoints } from '../../../src/contract/endpoints/groups.ts';
import { tagEndpoints } from '../../../src/contract/endpoints/tags.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { useChoiceInContest } from './in-contest.tsx';

/**
 * Where the choice problem form works: the back office (a bank problem; inside a
 * computational-thinking contest, see in-contest.tsx) or a group (`groupId`): the group's calls,
 * its tags, its short name before the typed id, Public and Private (contest problems are made in
 * their contests), and its problem admin to go back to.
 */
export function useChoiceFormScope(groupId?: number) {
  const [, bankEdit] = useRoute<{ pid: string }>('/admin/problem/edit-computational-thinking/:pid');
  const [, groupEdit] = useRoute<{ problemId: string }>('/group/:groupID/choice-problem-edit/:problemId');
  const inContest = useChoiceInContest();
  const edited = groupId ? groupEdit?.problemId : bankEdit?.pid;
  const pid = edited ? Number(edited) : inContest.pid;
  const bankTags = useEndpoint(tagEndpoints.list, {}, { enabled: !groupId });
  const groupTags = useEndpoint(groupProblemEndpoints.tags, { gid: groupId ?? 0 }, { enabled: Boolean(groupId) });
  const group = useEndpoint(groupEndpoints.detail, { gid: groupId ?? 0 }, { enabled: Boolean(groupId) });
  const calls = groupId ? groupChoiceEndpoints : adminChoiceEndpoints;
  return {
    pid,
    inContest,
    calls: { get: calls.get, create: calls.create, update: calls.update },
    /** Lists a save makes stale. */
    lists: groupId ? [groupProblemEndpoints.adminList, groupProblemEndpoints.list] : [adminChoiceEndpoints.list],
    tags: (groupId ? groupTags.data : bankTags.data) ?? [],
    /** The group's short name, shown before the typed id. */
    prefix: groupId ? (group.data?.shortName ?? '') : null,
    auths: groupId ? ([1, 2] as const) : ([1, 2, 3] as const),
    gid: groupId,
    back: groupId
      ? `/group/${groupId}/problem?admin=true`
      : (inContest.back ?? '/admin/problem/computational-thinking-list'),
  };
}
