import { BookOpenIcon, CircleHelpIcon, DumbbellIcon, HouseIcon, ListChecksIcon, type LucideIcon, MedalIcon, TrophyIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: LucideIcon;
  /** Other pages under the same entry. */
  also?: string[];
}

/** The top navigation: only the areas of the site that exist. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/home', label: 'nav.home', icon: HouseIcon },
  { to: '/problem', label: 'problem.nav', icon: BookOpenIcon },
  { to: '/training', label: 'training.nav', icon: DumbbellIcon },
  { to: '/contest', label: 'contest.nav', icon: TrophyIcon },
  { to: '/status', label: 'submission.nav', icon: ListChecksIcon },
  { to: '/acm-rank', label: 'rank.nav', icon: MedalIcon, also: ['/oi-rank'] },
  { to: '/help', label: 'help.nav', icon: CircleHelpIcon },
];

/** Whether the entry leads to the page at `path`. */
export function isNavActive(item: NavItem, path: string): boolean {
  return [item.to, ...(item.also ?? [])].some((to) => path.startsWith(to));
}
