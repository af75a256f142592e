import type { DiscussionForm } from '../../../src/contract/discussions.ts';
import { discussionEndpoints as D } from '../../../src/contract/endpoints/discussions.ts';
import { groupBoardEndpoints as G } from '../../../src/contract/endpoints/groups.ts';
import { useSave } from '../../lib/query/index.ts';

/**
 * Posting or editing a discussion through its entry: the site's, or a group's with its gid.
 * `save(form)` resolves to the saved discussion, or to undefined when refused (told to `onFailure`).
 */
export function useDiscussionSave(creating: boolean, gid: number | null, onFailure: (e: unknown) => void) {
  const site = useSave(creating ? D.create : D.update, { onFailure });
  const group = useSave(creating ? G.postDiscussion : G.editDiscussion, { onFailure });
  const save = async (form: DiscussionForm) => {
    const done = gid ? await group.save({ ...form, gid }) : await site.save(form);
    return done?.answer;
  };
  return { save, busy: site.busy || group.busy };
}
