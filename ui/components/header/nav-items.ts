import { BookOpenIcon, CircleHelpIcon, DumbbellIcon, HouseIcon, ListChecksIcon, type LucideIcon, TrophyIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: LucideIcon;
}

/** The top navigation: only the areas of the site that exist. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/home', label: 'nav.home', icon: HouseIcon },
  { to: '/problem', label: 'problem.nav', icon: BookOpenIcon },
  { to: '/training', label: 'training.nav', icon: DumbbellIcon },
  { to: '/contest', label: 'contest.nav', icon: TrophyIcon },
  { to: '/status', label: 'submission.nav', icon: ListChecksIcon },
  { to: '/help', label: 'help.nav', icon: CircleHelpIcon },
];
