import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { Req, SwitchRow } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSave } from '../../lib/query/index.ts';

/** `editing`: null closed, 'new' to create, or the announcement to edit. */
export type AnnouncementEditing = Announcement | 'new' | null;

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
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [visible, setVisible] = useState(true);
  const [issue, setIssue] = useState('');
  const stale = { invalidates: [E.adminAnnouncements, E.announcements] };
  const creating = useSave(E.createAnnouncement, stale);
  const updating = useSave(E.updateAnnouncement, stale);
  const saving = current ? updating : creating;
  const { reset: resetCreate } = creating;
  const { reset: resetUpdate } = updating;
  useEffect(() => {
    resetCreate();
    resetUpdate();
    setTitle(current?.title ?? '');
    setContent(current?.content ?? '');
    setVisible((current?.status ?? 0) === 0);
    setIssue('');
  }, [current, resetCreate, resetUpdate]);
  const save = async () => {
    const broken = !title.trim() ? 'titleRequired' : !content.trim() ? 'contentRequired' : '';
    setIssue(broken && t(`group.announcement.${broken}`));
    if (broken) return;
    const form = { gid, title: title.trim(), content, status: visible ? 0 : 1 } as const;
    const done = await (current ? updating.save({ ...form, id: current.id }) : creating.save(form));
    if (!done) return;
    toast.success(t(current ? 'common.updated' : 'group.announcement.created'));
    onClose();
  };
  const error = issue || saving.error;
  return (
    <Dialog open={editing !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="h-[100dvh] max-h-[100dvh] max-w-none content-start rounded-none sm:max-w-none"
        data-testid="group-announcement-dialog"
      >
        <div className="mx-auto grid w-full max-w-4xl gap-4">
          <DialogHeader>
            <DialogTitle>{t(current ? 'group.announcement.edit' : 'group.announcement.create')}</DialogTitle>
          </DialogHeader>
          <FormField id="group-announcement-title" label={<Req>{t('group.announcement.title')}</Req>}>
            <Input
              id="group-announcement-title"
              value={title}
              maxLength={255}
              onChange={(e) => setTitle(e.target.value)}
            />
          </FormField>
          <MarkdownField
            id="group-announcement-content"
            label={<Req>{t('group.announcement.content')}</Req>}
            value={content}
            onChange={setContent}
            rows={10}
            groupId={gid}
          />
          <SwitchRow
            id="group-announcement-visible"
            label={t('group.announcement.visible')}
            checked={visible}
            onChange={setVisible}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={save} disabled={saving.busy} data-testid="group-announcement-save">
              {t('common.save')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
