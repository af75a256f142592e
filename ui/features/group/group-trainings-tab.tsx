import { groupTrainingEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { GroupTrainingAdminTable } from './group-training-admin.tsx';
import { GroupTrainingTable } from './group-training-table.tsx';
import { GroupListFrame, GroupPaged } from './group-training-frame.tsx';

/** The Trainings tab (doc 3 "Group training screens"): the list for members; Create and the admin list for group admins. */
export function GroupTrainingsTab({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  return (
    <GroupListFrame kind="training" detail={detail} superAdmin={superAdmin}>
      {(adminMode) => (adminMode ? <AdminList gid={detail.id} /> : <MemberList gid={detail.id} />)}
    </GroupListFrame>
  );
}

function MemberList({ gid }: { gid: number }) {
  const list = usePagedList(E.list, { gid });
  return (
    <GroupPaged list={list}>
      <GroupTrainingTable gid={gid} rows={list.page?.records ?? null} />
    </GroupPaged>
  );
}

function AdminList({ gid }: { gid: number }) {
  const list = usePagedList(E.adminList, { gid });
  return (
    <GroupPaged list={list}>
      <GroupTrainingAdminTable gid={gid} rows={list.page?.records ?? null} />
    </GroupPaged>
  );
}
