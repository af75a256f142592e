import { groupContestEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { GroupContestAdminTable } from './group-contest-admin.tsx';
import { GroupContestTable } from './group-contest-table.tsx';
import { GroupListFrame, GroupPaged } from './group-training-frame.tsx';

/** The Contests tab (doc 3 "Group contest screens"): the list for members; Create and the admin list for group admins. */
export function GroupContestsTab({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  return (
    <GroupListFrame kind="contest" detail={detail} superAdmin={superAdmin}>
      {(adminMode) => (adminMode ? <AdminList gid={detail.id} /> : <MemberList gid={detail.id} />)}
    </GroupListFrame>
  );
}

function MemberList({ gid }: { gid: number }) {
  const list = usePagedList(E.list, { gid });
  return (
    <GroupPaged list={list}>
      <GroupContestTable gid={gid} rows={list.page?.records ?? null} />
    </GroupPaged>
  );
}

function AdminList({ gid }: { gid: number }) {
  const list = usePagedList(E.adminList, { gid });
  return (
    <GroupPaged list={list}>
      <GroupContestAdminTable gid={gid} rows={list.page?.records ?? null} />
    </GroupPaged>
  );
}
