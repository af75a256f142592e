import type { Announcement } from '../../../src/contract/announcements.ts';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { announcementForm, startAnnouncement, visibleSwitch } from '../../components/announcement-post.tsx';
import { PostDialog, type PostEditing } from '../../components/post-dialog.tsx';
import { useTranslation } from 'react-i18next';

/** `editing`: null closed, 'new' to create, or the announcement to edit. */
export type AnnouncementEditing = PostEditing<Announcement>;

const POST = {
  entries: {
    create: E.createAnnouncement,
    update: E.updateAnnouncement,
    invalidates: [E.adminAnnouncements, E.announcements],
  },
  start: startAnnouncement,
  texts: {
    create: 'group.announcement.create',
    edit: 'group.announcement.edit',
    created: 'group.announcement.created',
    title: 'group.announcement.title',
    content: 'group.announcement.content',
    issues: 'group.announcement',
  },
  ids: { id: 'group-announcement', testId: 'group-announcement-dialog', saveTestId: 'group-announcement-save' },
  className: 'h-[100dvh] max-h-[100dvh] max-w-none content-start rounded-none sm:max-w-none',
  bodyClassName: 'mx-auto w-full max-w-4xl',
  rows: 10,
};

/** The full-screen dialog of a group announcement: title, markdown content, visible switch. */
export function GroupAnnouncementDialog({
  gid,
  editing,
  onClose,
}: {
  gid: number;
  editing: AnnouncementEditing;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PostDialog
      editing={editing}
      onClose={onClose}
      {...POST}
      form={(draft, id) => ({ ...announcementForm(draft, id), gid })}
      groupId={gid}
    >
      {visibleSwitch('group-announcement-visible', t('group.announcement.visible'))}
    </PostDialog>
  );
}
