import { useRoute } from 'wouter';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { StatusListPage } from '../../features/submission/status-list-page.tsx';
import { SubmissionDetail } from '../../components/submission/submission-detail.tsx';

/** /group/{gid}/status: the status list of the group's submissions. */
export function GroupStatus() {
  const [, params] = useRoute<{ groupID: string }>('/group/:groupID/status');
  return (
    <GroupShell tab="status">
      <StatusListPage gid={Number(params?.groupID)} />
    </GroupShell>
  );
}

/** /group/{gid}/submission-detail/{submitID}: one submission, its problem link inside the group. */
export function GroupSubmissionDetail() {
  const [, params] = useRoute<{ groupID: string; submitID: string }>('/group/:groupID/submission-detail/:submitID');
  const gid = Number(params?.groupID);
  return (
    <GroupShell tab="status">
      <SubmissionDetail
        submitId={Number(params?.submitID)}
        problemHref={(s) => `/group/${gid}/problem/${encodeURIComponent(s.displayPid)}`}
      />
    </GroupShell>
  );
}
