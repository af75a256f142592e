import { SaveIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { announcementEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { announcementForm, startAnnouncement, visibleSwitch } from '../../components/announcement-post.tsx';
import { PostDialog, type PostEditing } from '../../components/post-dialog.tsx';

/** `editing`: null closed, 'new' to create, or the announcement to edit. */
export type Editing = PostEditing<Announcement>;

// The back office's list and the home page's read the change again.
const POST = {
  entries: { create: E.create, update: E.update, invalidates: [E.list, E.visible] },
  start: startAnnouncement,
  form: announcementForm,
  texts: {
    create: 'announcement.admin.create',
    edit: 'announcement.admin.edit',
    hint: 'announcement.admin.hint',
    created: 'announcement.admin.created_msg',
    title: 'announcement.admin.fieldTitle',
    content: 'announcement.admin.content',
    issues: 'announcement.admin',
  },
  ids: { id: 'announcement', testId: 'announcement-dialog', saveTestId: 'announcement-save' },
  rows: 10,
  saveIcon: <SaveIcon />,
};

/** Creates or edits an announcement: title, markdown content with its preview, visible switch. */
export function AnnouncementDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PostDialog editing={editing} onClose={onClose} {...POST}>
      {visibleSwitch('announcement-visible', t('announcement.admin.visible'))}
    </PostDialog>
  );
}
