import { SaveIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { announcementEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { SwitchRow } from '../../components/form-section.tsx';
import { PostFields, postIssues } from '../../components/post-fields.tsx';
import { useDraft, useSave } from '../../lib/query/index.ts';

/** `editing`: null closed, 'new' to create, or the announcement to edit. */
export type Editing = Announcement | 'new' | null;

const start = (editing: Editing) => {
  const current = editing && editing !== 'new' ? editing : null;
  return { title: current?.title ?? '', content: current?.content ?? '', visible: current?.status !== 1, tried: false };
};

/** Creates or edits an announcement: title, markdown content with its preview, visible switch. */
export function AnnouncementDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const current = editing && editing !== 'new' ? editing : null;
  // The back office's list and the home page's read the change again.
  const create = useSave(E.create, { invalidates: [E.list, E.visible] });
  const update = useSave(E.update, { invalidates: [E.list, E.visible] });
  const saving = current ? update : create;
  const { draft, patch } = useDraft(editing, start, [create, update]);
  const issues = postIssues(draft, t, 'announcement.admin');

  const save = async () => {
    patch({ tried: true });
    if (!draft.title.trim() || !draft.content.trim()) return;
    const form = { title: draft.title.trim(), content: draft.content, status: draft.visible ? 0 : 1 } as const;
    const saved = await (current ? update.save({ ...form, id: current.id }) : create.save(form));
    if (!saved) return;
    toast.success(t(current ? 'common.updated' : 'announcement.admin.created_msg'));
    onClose();
  };

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={t(current ? 'announcement.admin.edit' : 'announcement.admin.create')}
      description={t('announcement.admin.hint')}
      testId="announcement-dialog"
      saveTestId="announcement-save"
      className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
      onSubmit={save}
      busy={saving.busy}
      error={saving.error}
      saveIcon={<SaveIcon />}
    >
      <PostFields
        id="announcement"
        labels={{ title: t('announcement.admin.fieldTitle'), content: t('announcement.admin.content') }}
        post={draft}
        onChange={patch}
        issues={issues}
        rows={10}
      />
      <SwitchRow
        id="announcement-visible"
        label={t('announcement.admin.visible')}
        checked={draft.visible}
        onChange={(visible) => patch({ visible })}
      />
    </FormDialog>
  );
}
