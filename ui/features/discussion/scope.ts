/**
 * Where the discussion pages are shown: the site's board (`gid` null) or a group's discussion tab,
 * whose pages live under /group/{gid} and whose calls carry the group.
 */
export type DiscussionGid = number | null;

export const discussionBase = (gid: DiscussionGid): string => (gid ? `/group/${gid}` : '');
export const discussionDetailPath = (gid: DiscussionGid, id: number): string =>
  `${discussionBase(gid)}/discussion-detail/${id}`;
export const discussionProblemPath = (gid: DiscussionGid, pid: string): string =>
  `${discussionBase(gid)}/problem/${encodeURIComponent(pid)}`;
