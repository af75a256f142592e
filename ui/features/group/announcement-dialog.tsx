import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { SwitchRow } from '../../components/form-section.tsx';
import { PostFields, postIssues } from '../../components/post-fields.tsx';
import { useDraft, useSave } from '../../lib/query/index.ts';

/** `editing`: null closed, 'new' to create, or the announcement to edit. */
export type AnnouncementEditing = Announcement | 'new' | null;

const start = (editing: AnnouncementEditing) => {
  const current = editing && editing !== 'new' ? editing : null;
  return { title: current?.title ?? '', content: current?.content ?? '', visible: current?.status !== 1, tried: false };
};
const STALE = { invalidates: [E.adminAnnouncements, E.announcements] };

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
  const current = editing && editing !== 'new' ? editing : null;
  const creating = useSave(E.createAnnouncement, STALE);
  const updating = useSave(E.updateAnnouncement, STALE);
  const saving = current ? updating : creating;
  const { draft, patch } = useDraft(editing, start, [creating, updating]);
  const save = async () => {
    patch({ tried: true });
    if (!draft.title.trim() || !draft.content.trim()) return;
    const form = { gid, title: draft.title.trim(), content: draft.content, status: draft.visible ? 0 : 1 } as const;
    const done = await (current ? updating.save({ ...form, id: current.id }) : creating.save(form));
    if (!done) return;
    toast.success(t(current ? 'common.updated' : 'group.announcement.created'));
    onClose();
  };
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={t(current ? 'group.announcement.edit' : 'group.announcement.create')}
      testId="group-announcement-dialog"
      saveTestId="group-announcement-save"
      className="h-[100dvh] max-h-[100dvh] max-w-none content-start rounded-none sm:max-w-none"
      bodyClassName="mx-auto w-full max-w-4xl"
      onSubmit={save}
      busy={saving.busy}
      error={saving.error}
    >
      <PostFields
        id="group-announcement"
        labels={{ title: t('group.announcement.title'), content: t('group.announcement.content') }}
        post={draft}
        onChange={patch}
        issues={postIssues(draft, t, 'group.announcement')}
        rows={10}
        groupId={gid}
      />
      <SwitchRow
        id="group-announcement-visible"
        label={t('group.announcement.visible')}
        checked={draft.visible}
        onChange={(visible) => patch({ visible })}
      />
    </FormDialog>
  );
}
