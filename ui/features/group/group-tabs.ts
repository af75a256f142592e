import type { GroupDetail } from '../../../src/contract/groups.ts';

/** The group page's tabs of this stage and their paths under /group/{gid} (spec doc 3 §2). */
export const GROUP_TABS = { home: '', announcement: 'announcement', member: 'member', setting: 'setting' } as const;
export type GroupTab = keyof typeof GROUP_TABS;

type Viewer = Pick<GroupDetail, 'isMember' | 'isAdmin' | 'isRoot'> & { superAdmin: boolean };

/** Which tab a path inside /group/{gid} asks for. */
export function groupTabOf(rest: string): GroupTab {
  const first = rest.split('/')[0] ?? '';
  return first === 'announcement' || first === 'member' || first === 'setting' ? first : 'home';
}

/** The tabs shown: announcements to group admins, settings to group roots (the super admin sees both). */
export function shownGroupTabs(v: Viewer): GroupTab[] {
  const shown: Record<GroupTab, boolean> = { home: true, announcement: v.isAdmin || v.superAdmin, member: true, setting: v.isRoot || v.superAdmin };
  return (Object.keys(GROUP_TABS) as GroupTab[]).filter((k) => shown[k]);
}

/** Content tabs (all but home, announcements and settings) stay disabled until the viewer may see the group's content. */
export function groupTabDisabled(tab: GroupTab, v: Viewer): boolean {
  return tab === 'member' && !(v.isMember || v.superAdmin);
}
