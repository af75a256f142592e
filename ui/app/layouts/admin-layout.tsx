import { useAtomValue } from 'jotai';
import {
  FileUpIcon,
  HardDriveIcon,
  ListChecksIcon,
  SquareCheckIcon,
  UsersRoundIcon,
  WandSparklesIcon,
} from 'lucide-react';
import {
  ArrowLeftIcon,
  BellRingIcon,
  BookOpenIcon,
  BookPlusIcon,
  CalendarPlusIcon,
  FileCodeIcon,
  FilePlusIcon,
  GalleryHorizontalIcon,
  GaugeIcon,
  GlobeIcon,
  KeyRoundIcon,
  ListIcon,
  LogOutIcon,
  MegaphoneIcon,
  MessagesSquareIcon,
  PackageIcon,
  PaletteIcon,
  ServerIcon,
  SettingsIcon,
  TagsIcon,
  ToggleRightIcon,
  TrophyIcon,
  UsersIcon,
  VideoIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { isRootAtom, userAtom } from '../../lib/session.ts';
import { can } from '../../../src/contract/roles.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { usePermissions } from '../../lib/use-permissions.ts';

const ITEMS = [
  { to: '/admin', label: 'admin.nav.dashboard', icon: GaugeIcon, rootOnly: false },
  { to: '/admin/user', label: 'adminUser.nav', icon: UsersIcon, rootOnly: false, perm: 'user_admin' },
  { to: '/admin/conf', label: 'admin.nav.conf', icon: SettingsIcon, rootOnly: true },
  { to: '/admin/switch', label: 'admin.nav.switch', icon: ToggleRightIcon, rootOnly: true },
  { to: '/admin/remote-judge', label: 'remote.accounts.title', icon: GlobeIcon, rootOnly: true },
  { to: '/admin/judge-nodes', label: 'judgeNodes.nav', icon: ServerIcon, rootOnly: true },
  { to: '/admin/role-auth', label: 'permission.nav', icon: KeyRoundIcon, rootOnly: true },
  { to: '/admin/announcement', label: 'announcement.nav.announcement', icon: MegaphoneIcon, rootOnly: true },
  {
    to: '/admin/user/import',
    label: 'userImport.nav.import',
    icon: FileUpIcon,
    rootOnly: false,
    perm: 'user_admin',
    orPerm: 'user_import',
  },
  {
    to: '/admin/user/generate',
    label: 'userImport.nav.generate',
    icon: WandSparklesIcon,
    rootOnly: false,
    perm: 'user_admin',
    orPerm: 'user_import',
  },
  { to: '/admin/notice', label: 'announcement.nav.notice', icon: BellRingIcon, rootOnly: true },
  { to: '/admin/carousel', label: 'announcement.nav.carousel', icon: GalleryHorizontalIcon, rootOnly: true },
  { to: '/admin/problems', label: 'adminProblem.nav.list', icon: ListIcon, rootOnly: false },
  { to: '/admin/problem/create', label: 'adminProblem.nav.create', icon: FilePlusIcon, rootOnly: false },
  {
    to: '/admin/problem/computational-thinking-list',
    label: 'choice.admin.navList',
    icon: ListChecksIcon,
    rootOnly: false,
  },
  {
    to: '/admin/problem/create-computational-thinking',
    label: 'choice.admin.navCreate',
    icon: SquareCheckIcon,
    rootOnly: false,
  },
  { to: '/admin/problem/tag', label: 'adminProblem.nav.tags', icon: TagsIcon, rootOnly: false },
  { to: '/admin/group-problem/apply', label: 'groupProblem.review.nav', icon: UsersRoundIcon, rootOnly: false },
  { to: '/admin/problem/batch-operation', label: 'adminProblem.nav.batch', icon: PackageIcon, rootOnly: false },
  { to: '/admin/checker-include', label: 'checkerIncludes.nav', icon: FileCodeIcon, rootOnly: false, adminOnly: true },
  { to: '/admin/disk', label: 'diskUsage.nav', icon: HardDriveIcon, rootOnly: false, perm: 'user_admin' },
  { to: '/admin/training', label: 'adminTraining.nav.list', icon: BookOpenIcon, rootOnly: false },
  { to: '/admin/training/create', label: 'adminTraining.nav.create', icon: BookPlusIcon, rootOnly: false },
  { to: '/admin/training/category', label: 'adminTraining.nav.category', icon: PaletteIcon, rootOnly: false },
  { to: '/admin/contest', label: 'adminContest.nav.list', icon: TrophyIcon, rootOnly: false },
  { to: '/admin/contest/create', label: 'adminContest.nav.create', icon: CalendarPlusIcon, rootOnly: false },
  { to: '/admin/computational-thinking-contest', label: 'choice.admin.navContests', icon: TrophyIcon, rootOnly: false },
  { to: '/admin/discussion', label: 'adminDiscussion.nav', icon: MessagesSquareIcon, rootOnly: false },
  { to: '/admin/video', label: 'video.admin.nav', icon: VideoIcon, rootOnly: false },
];

/** The back office: a side menu (a top strip on narrow screens) and the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const user = useAtomValue(userAtom);
  const isRoot = useAtomValue(isRootAtom);
  const config = useAtomValue(siteConfigAtom);
  // The users pages follow the stored permission (the super admin's by default; the role auth page may give it);
  // importing and generating accounts also follow `user_import` (teachers).
  const permissions = usePermissions();
  const items = ITEMS.filter(
    (i) =>
      (!i.rootOnly || isRoot) &&
      (!('adminOnly' in i) || isRoot || can.isAdmin(user?.role ?? 0)) &&
      (!('perm' in i) ||
        isRoot ||
        permissions?.has(i.perm as string) === true ||
        ('orPerm' in i && permissions?.has(i.orPerm as string) === true)),
  );
  return (
    <div className="flex min-h-screen flex-col bg-muted/30 md:flex-row">
      <aside
        data-testid="admin-sidebar"
        className="flex shrink-0 flex-col gap-2 bg-header p-3 text-header-foreground md:w-56 md:p-4"
      >
        <div className="flex items-center justify-between gap-2 md:mb-4 md:block">
          <div className="font-semibold">
            {config.shortName} · {t('admin.title')}
          </div>
        </div>
        <nav className="flex gap-1 overflow-x-auto md:flex-col">
          {items.map((item) => (
            <Link
              key={item.to}
              href={item.to}
              className={cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap text-header-foreground/70 hover:bg-white/10 hover:text-header-foreground md:whitespace-normal',
                path === item.to && 'bg-white/10 text-header-foreground',
              )}
            >
              <item.icon className="size-4 shrink-0" /> {t(item.label)}
            </Link>
          ))}
        </nav>
        <div className="mt-auto hidden flex-col gap-1 border-t border-white/10 pt-3 md:flex">
          <Link
            href="/home"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-header-foreground/70 hover:bg-white/10"
          >
            <ArrowLeftIcon className="size-4" /> {t('admin.backToSite')}
          </Link>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-14 items-center gap-3 border-b bg-background px-4">
          <Link href="/home" className="text-sm text-muted-foreground hover:text-foreground md:hidden">
            <ArrowLeftIcon className="size-4" />
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch compact />
            {user && (
              <span className="flex items-center gap-2 text-sm">
                <UserAvatar src={user.avatar} name={user.username} className="size-7" />
                <span className="hidden sm:inline">{user.username}</span>
              </span>
            )}
            <Link
              href="/logout"
              aria-label={t('userMenu.logout')}
              className="rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <LogOutIcon className="size-4" />
            </Link>
          </div>
        </div>
        <main className="w-full max-w-5xl flex-1 p-4 md:p-6">{children}</main>
      </div>
    </div>
  );
}
