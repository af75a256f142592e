import type { GroupDetail } from '../../../src/contract/groups.ts';
import { GroupAnnouncementAdmin } from './announcement-admin.tsx';
import { GroupContestsTab, GroupTrainingsTab } from './group-content-tab.tsx';
import { Gradebook } from './gradebook.tsx';
import { GroupHome } from './group-home.tsx';
import { GroupProblemsTab } from './group-problems-tab.tsx';
import { GroupSettings } from './group-settings.tsx';
import { GroupRank } from './group-rank.tsx';
import type { GroupTab } from './group-tabs.ts';
import { MemberTab } from './member-tab.tsx';

/** What the open tab shows (the shell has decided the viewer may open it). */
export function GroupTabBody({
  detail,
  tab,
  superAdmin,
  onChanged,
}: {
  detail: GroupDetail;
  tab: GroupTab;
  superAdmin: boolean;
  onChanged: () => void;
}) {
  switch (tab) {
    case 'home':
      return <GroupHome detail={detail} superAdmin={superAdmin} />;
    case 'announcement':
      return <GroupAnnouncementAdmin detail={detail} />;
    case 'problem':
      return <GroupProblemsTab detail={detail} superAdmin={superAdmin} />;
    case 'training':
      return <GroupTrainingsTab detail={detail} superAdmin={superAdmin} />;
    case 'contest':
      return <GroupContestsTab detail={detail} superAdmin={superAdmin} />;
    case 'member':
      return <MemberTab detail={detail} superAdmin={superAdmin} />;
    case 'setting':
      return <GroupSettings detail={detail} onSaved={onChanged} />;
    case 'rank':
      return <GroupRank detail={detail} />;
    case 'gradebook':
      return <Gradebook detail={detail} />;
    default:
      return null;
  }
}
