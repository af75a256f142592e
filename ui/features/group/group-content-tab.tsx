import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { QueryEndpoint } from '../../../src/contract/endpoints/define.ts';
import { groupContestEndpoints, groupTrainingEndpoints } from '../../../src/contract/endpoints/group-content.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { GroupContestAdminTable } from './group-contest-admin.tsx';
import { GroupContestTable } from './group-contest-table.tsx';
import { GroupTrainingAdminTable } from './group-training-admin.tsx';
import { GroupTrainingTable } from './group-training-table.tsx';
import { GroupListFrame, GroupPaged } from './group-training-frame.tsx';

/** A group's paged list: its entry (the group fixed) and the table that shows its rows. */
interface GroupList<R> {
  entry: QueryEndpoint<z.ZodType<{ currentPage: number; limit: number }>, z.ZodType<{ records: R[]; total: number }>>;
  Table: ComponentType<{ gid: number; rows: R[] | null }>;
}

function PagedTable<R>({ gid, list: { entry, Table } }: { gid: number; list: GroupList<R> }) {
  const list = usePagedList(entry, { gid });
  return (
    <GroupPaged list={list}>
      <Table gid={gid} rows={list.page?.records ?? null} />
    </GroupPaged>
  );
}

interface TabProps {
  detail: GroupDetail;
  superAdmin: boolean;
}

/** A tab of doc 3's group content screens: the list for members; Create and the admin list for group admins. */
function GroupContentTab<R, A>({
  kind,
  detail,
  superAdmin,
  member,
  admin,
}: TabProps & { kind: 'contest' | 'training'; member: GroupList<R>; admin: GroupList<A> }) {
  return (
    <GroupListFrame kind={kind} detail={detail} superAdmin={superAdmin}>
      {(adminMode) =>
        adminMode ? (
          <PagedTable key="admin" gid={detail.id} list={admin} />
        ) : (
          <PagedTable key="member" gid={detail.id} list={member} />
        )
      }
    </GroupListFrame>
  );
}

/** The Contests tab (doc 3 "Group contest screens"). */
export function GroupContestsTab(props: TabProps) {
  return (
    <GroupContentTab
      kind="contest"
      {...props}
      member={{ entry: groupContestEndpoints.list, Table: GroupContestTable }}
      admin={{ entry: groupContestEndpoints.adminList, Table: GroupContestAdminTable }}
    />
  );
}

/** The Trainings tab (doc 3 "Group training screens"). */
export function GroupTrainingsTab(props: TabProps) {
  return (
    <GroupContentTab
      kind="training"
      {...props}
      member={{ entry: groupTrainingEndpoints.list, Table: GroupTrainingTable }}
      admin={{ entry: groupTrainingEndpoints.adminList, Table: GroupTrainingAdminTable }}
    />
  );
}
