import type { z } from 'zod';
import type { discussionCategorySchema } from '../../../src/contract/discussions.ts';
import { adminDiscussionEndpoints as A } from '../../../src/contract/endpoints/admin-discussions.ts';
import { discussionEndpoints as D } from '../../../src/contract/endpoints/discussions.ts';
import { groupBoardEndpoints as G } from '../../../src/contract/endpoints/groups.ts';
import { call } from '../../lib/call.ts';

export type DiscussionCategory = z.infer<typeof discussionCategorySchema>;

/** The discussion board's changes through their entries (the site's, or a group's with its gid); posting and editing are useDiscussionSave's. */
export const discussionApi = {
  remove: (did: number, gid: number | null = null) => call(gid ? G.removeDiscussion : D.remove, { did }),
  like: (did: number, toLike: boolean) => call(D.like, { did, toLike: toLike ? 'true' : 'false' }),
  /** The admin roles' top switch (also in the back office). */
  pin: (id: number, topPriority: boolean) => call(A.moderate, { id, topPriority }),
};
