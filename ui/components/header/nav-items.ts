import {
  BookOpenIcon,
  BrainIcon,
  CircleHelpIcon,
  DumbbellIcon,
  HouseIcon,
  ListChecksIcon,
  type LucideIcon,
  MedalIcon,
  MessagesSquareIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react';
import type { SiteSwitch } from '../../lib/route-access.ts';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: LucideIcon;
  /** Other pages under the same entry. */
  also?: string[];
  /** Shown only while this site switch is on. */
  gate?: SiteSwitch;
}

/** The top navigation: only the areas of the site that exist. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/home', label: 'nav.home', icon: HouseIcon },
  { to: '/problem', label: 'problem.nav', icon: BookOpenIcon },
  { to: '/training', label: 'training.nav', icon: DumbbellIcon },
  // Computational thinking: its trainings, contests and video lessons under one entry (ui/components/thinking-tabs.tsx).
  {
    to: '/computationalThinkingTraining',
    label: 'choice.nav.area',
    icon: BrainIcon,
    also: ['/computationalThinkingContest', '/computational-thinking', '/video-list'],
  },
  { to: '/contest', label: 'contest.nav', icon: TrophyIcon },
  { to: '/status', label: 'submission.nav', icon: ListChecksIcon },
  { to: '/group', label: 'group.nav', icon: UsersIcon },
  { to: '/acm-rank', label: 'rank.nav', icon: MedalIcon, also: ['/oi-rank'] },
  { to: '/discussion', label: 'discussion.nav', icon: MessagesSquareIcon, gate: 'openPublicDiscussion' },
  { to: '/help', label: 'help.nav', icon: CircleHelpIcon },
];

/** Whether the entry leads to the page at `path`. */
export function isNavActive(item: NavItem, path: string): boolean {
  return [item.to, ...(item.also ?? [])].some((to) => path.startsWith(to));
}

/** The entries shown while the site's switches are as given. */
export function shownNavItems(switches: Partial<Record<SiteSwitch, boolean>>): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.gate || switches[item.gate] !== false);
}
