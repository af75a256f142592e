import { useLocation } from 'wouter';
import { DiscussionDetailPage } from '../../features/discussion/discussion-detail-page.tsx';
import { DiscussionListPage } from '../../features/discussion/discussion-list-page.tsx';
import { GroupDiscussionAdmin, GroupDiscussionAdminLink } from '../../features/group/group-discussion-admin.tsx';
import { GroupShell } from '../../features/group/group-shell.tsx';

/** The group of the path /group/{gid}/… */
function useGid(): number {
  const [location] = useLocation();
  return Number(/^\/group\/(\d+)/.exec(location)?.[1] ?? 0);
}

/** /group/{gid}/discussion and /group/{gid}/discussion/{problemID}: the discussion list with the group's scope, in the group's frame. */
export function GroupDiscussions() {
  const gid = useGid();
  return (
    <GroupShell tab="discussion">
      {(detail) => (
        <div className="flex flex-col gap-3">
          <GroupDiscussionAdminLink detail={detail} />
          <DiscussionListPage key={gid} groupId={gid} />
        </div>
      )}
    </GroupShell>
  );
}

/** /group/{gid}/discussion-admin: the group's admins moderate its posts. */
export function GroupDiscussionAdminPage() {
  return <GroupShell tab="discussion">{(detail) => <GroupDiscussionAdmin detail={detail} />}</GroupShell>;
}

/** /group/{gid}/discussion-detail/{id}: a group's post and its comments, in the group's frame. */
export function GroupDiscussionDetail() {
  const gid = useGid();
  return (
    <GroupShell tab="discussion">
      <DiscussionDetailPage key={gid} groupId={gid} />
    </GroupShell>
  );
}
