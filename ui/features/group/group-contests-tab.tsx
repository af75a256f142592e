import type { GroupDetail } from '../../../src/contract/groups.ts';
import { groupContestApi } from './group-contest-api.ts';
import { GroupContestAdminTable } from './group-contest-admin.tsx';
import { GroupListFrame, GroupPaged } from './group-training-frame.tsx';
import { useGroupPage } from './group-training-paged.ts';
import { GroupContestTable } from './group-contest-table.tsx';

/** The Contests tab (doc 3 "Group contest screens"): the list for members; Create and the admin list for group admins. */
export function GroupContestsTab({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  return (
    <GroupListFrame kind="contest" detail={detail} superAdmin={superAdmin}>
      {(adminMode) => (adminMode ? <AdminList gid={detail.id} /> : <MemberList gid={detail.id} />)}
    </GroupListFrame>
  );
}

function MemberList({ gid }: { gid: number }) {
  const list = useGroupPage(gid, groupContestApi.list);
  return <GroupPaged {...list}><GroupContestTable gid={gid} rows={list.page?.records ?? null} /></GroupPaged>;
}

function AdminList({ gid }: { gid: number }) {
  const list = useGroupPage(gid, groupContestApi.adminList);
  const setVisible = (id: number, visible: boolean) =>
    list.setPage((p) => (p ? { ...p, records: p.records.map((r) => (r.id === id ? { ...r, visible } : r)) } : p));
  return (
    <GroupPaged {...list}>
      <GroupContestAdminTable gid={gid} rows={list.page?.records ?? null} onVisible={setVisible} onChanged={list.reload} />
    </GroupPaged>
  );
}
