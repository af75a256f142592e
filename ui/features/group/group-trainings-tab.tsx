import type { GroupDetail } from '../../../src/contract/groups.ts';
import { groupTrainingApi } from './group-training-api.ts';
import { GroupTrainingAdminTable } from './group-training-admin.tsx';
import { GroupListFrame, GroupPaged } from './group-training-frame.tsx';
import { useGroupPage } from './group-training-paged.ts';
import { GroupTrainingTable } from './group-training-table.tsx';

/** The Trainings tab (doc 3 "Group training screens"): the list for members; Create and the admin list for group admins. */
export function GroupTrainingsTab({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  return (
    <GroupListFrame kind="training" detail={detail} superAdmin={superAdmin}>
      {(adminMode) => (adminMode ? <AdminList gid={detail.id} /> : <MemberList gid={detail.id} />)}
    </GroupListFrame>
  );
}

function MemberList({ gid }: { gid: number }) {
  const list = useGroupPage(gid, groupTrainingApi.list);
  return <GroupPaged {...list}><GroupTrainingTable gid={gid} rows={list.page?.records ?? null} /></GroupPaged>;
}

function AdminList({ gid }: { gid: number }) {
  const list = useGroupPage(gid, groupTrainingApi.adminList);
  const setVisible = (id: number, visible: boolean) =>
    list.setPage((p) => (p ? { ...p, records: p.records.map((r) => (r.id === id ? { ...r, visible } : r)) } : p));
  return (
    <GroupPaged {...list}>
      <GroupTrainingAdminTable gid={gid} rows={list.page?.records ?? null} onVisible={setVisible} onChanged={list.reload} />
    </GroupPaged>
  );
}
