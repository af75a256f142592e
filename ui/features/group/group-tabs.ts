import type { GroupDetail } from '../../../src/contract/groups.ts';

/** The group page's tabs and their paths under /group/{gid} (spec doc 3 §2), in the tab bar's order. */
export const GROUP_TABS = {
  home: '',
  problem: 'problem',
  training: 'training',
  contest: 'contest',
  status: 'status',
  discussion: 'discussion',
  member: 'member',
  rank: 'rank',
  gradebook: 'gradebook',
  announcement: 'announcement',
  setting: 'setting',
} as const;
export type GroupTab = keyof typeof GROUP_TABS;

type Viewer = Pick<GroupDetail, 'isMember' | 'isAdmin' | 'isRoot'> & { superAdmin: boolean; groupDiscussion?: boolean };

const BY_PATH = new Map<string, GroupTab>(
  Object.entries(GROUP_TABS)
    .filter(([, path]) => path)
    .map(([tab, path]) => [path, tab as GroupTab]),
);

/** Which tab a path inside /group/{gid} asks for (a detail or edit page highlights its list's tab). */
export function groupTabOf(rest: string): GroupTab {
  const first = rest.split('/')[0] ?? '';
  if (first === 'submission-detail') return 'status';
  if (first === 'discussion-detail' || first === 'discussion-admin') return 'discussion';
  return BY_PATH.get(first) ?? 'home';
}

/**
 * The tabs shown: discussions while the site's group-discussion switch is on, the gradebook and
 * announcements to group admins, settings to group roots (the super admin sees them all).
 */
export function shownGroupTabs(v: Viewer): GroupTab[] {
  const admin = v.isAdmin || v.superAdmin;
  const hidden: Partial<Record<GroupTab, boolean>> = {
    discussion: v.groupDiscussion === false,
    gradebook: !admin,
    announcement: !admin,
    setting: !(v.isRoot || v.superAdmin),
  };
  return (Object.keys(GROUP_TABS) as GroupTab[]).filter((k) => !hidden[k]);
}

/** Content tabs (all but home, announcements and settings) stay disabled until the viewer may see the group's content. */
export function groupTabDisabled(tab: GroupTab, v: Viewer): boolean {
  return tab !== 'home' && tab !== 'announcement' && tab !== 'setting' && !(v.isMember || v.superAdmin);
}
