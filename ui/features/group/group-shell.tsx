import type { GroupDetail } from '../../../src/contract/groups.ts';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isRootAtom } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { GroupSideCard } from './group-side-card.tsx';
import { GroupTabBody } from './group-tab-body.tsx';
import { GROUP_TABS, type GroupTab, groupTabDisabled, groupTabOf, shownGroupTabs } from './group-tabs.ts';
import { useGroup } from './use-group.ts';
import { ShellTab } from '../../components/shell-tab.tsx';

/**
 * /group/{gid} and its tabs: the tab bar (content tabs disabled to non-members), the open tab and
 * the side card. A page of another area mounted inside the group (ui/app/group-mounts) comes as
 * `children` with the tab it belongs to; a `wide` page (a problem's workspace, an editor) takes the
 * whole width, without the side card.
 */
export function GroupShell({
  children: mounted,
  tab: mountedTab,
  wide = false,
}: {
  children?: ReactNode | ((detail: GroupDetail) => ReactNode);
  tab?: GroupTab;
  wide?: boolean;
} = {}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const superAdmin = useAtomValue(isRootAtom);
  const groupDiscussion = useAtomValue(siteConfigAtom).openGroupDiscussion !== false;
  const match = /^\/group\/(\d+)\/?(.*)$/.exec(location);
  const gid = Number(match?.[1] ?? 0);
  const { detail, error, reload } = useGroup(gid);

  if (error)
    return (
      <p className="py-20 text-center text-lg" data-testid="group-error">
        {error}
      </p>
    );
  if (!detail) return <p className="py-20 text-center text-muted-foreground">{t('group.loading')}</p>;
  const viewer = { ...detail, superAdmin, groupDiscussion };
  const children = typeof mounted === 'function' ? mounted(detail) : mounted;
  const shown = shownGroupTabs(viewer);
  const wanted = mountedTab ?? groupTabOf(match?.[2] ?? '');
  const tab = shown.includes(wanted) && !groupTabDisabled(wanted, viewer) ? wanted : 'home';
  return (
    <div className="flex flex-col gap-4" data-testid="group-shell">
      <nav className="flex flex-wrap gap-1 border-b pb-2" aria-label={t('group.route.detail')}>
        {shown.map((key) => {
          const disabled = groupTabDisabled(key, viewer);
          const path = GROUP_TABS[key];
          const label = t(key === 'announcement' ? 'group.tab.announcementAdmin' : `group.tab.${key}`);
          return (
            <ShellTab
              key={key}
              label={label}
              href={`/group/${gid}${path ? `/${path}` : ''}`}
              active={tab === key}
              disabled={disabled}
              testId={`group-tab-${key}`}
            />
          );
        })}
      </nav>
      {children && wide && tab === wanted ? (
        <div className="min-w-0">{children}</div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <div className="order-2 min-w-0 lg:order-1">
            {children && tab === wanted ? (
              children
            ) : (
              <GroupTabBody detail={detail} tab={tab} superAdmin={superAdmin} onChanged={reload} />
            )}
          </div>
          <div className="order-1 lg:order-2">
            <GroupSideCard detail={detail} onChanged={reload} />
          </div>
        </div>
      )}
    </div>
  );
}
