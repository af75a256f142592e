import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { announcementEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { Req, SwitchRow } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSave } from '../../lib/query/index.ts';

/** `editing`: null closed, 'new' to create, or the announcement to edit. */
export type Editing = Announcement | 'new' | null;

/** Creates or edits an announcement: title, markdown content with its preview, visible switch. */
export function AnnouncementDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const current = editing && editing !== 'new' ? editing : null;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [visible, setVisible] = useState(true);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  // The back office's list and the home page's read the change again.
  const create = useSave(E.create, { invalidates: [E.list, E.visible] });
  const update = useSave(E.update, { invalidates: [E.list, E.visible] });
  const saving = current ? update : create;

  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  // Each opening starts from the item opened (or an empty form) and without the last refusal.
  useEffect(() => {
    const current = editing && editing !== 'new' ? editing : null;
    setTitle(current?.title ?? '');
    setContent(current?.content ?? '');
    setVisible((current?.status ?? 0) === 0);
    setErrors({});
    resetCreate();
    resetUpdate();
  }, [editing, resetCreate, resetUpdate]);

  const save = async () => {
    const missing = {
      title: title.trim() ? undefined : t('announcement.admin.titleRequired'),
      content: content.trim() ? undefined : t('announcement.admin.contentRequired'),
    };
    setErrors(missing);
    if (missing.title || missing.content) return;
    const form = { title: title.trim(), content, status: visible ? 0 : 1 } as const;
    const saved = await (current ? update.save({ ...form, id: current.id }) : create.save(form));
    if (!saved) return;
    toast.success(t(current ? 'common.updated' : 'announcement.admin.created_msg'));
    onClose();
  };

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
        data-testid="announcement-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t(current ? 'announcement.admin.edit' : 'announcement.admin.create')}</DialogTitle>
          <DialogDescription>{t('announcement.admin.hint')}</DialogDescription>
        </DialogHeader>
        <FormField id="announcement-title" label={<Req>{t('announcement.admin.fieldTitle')}</Req>} error={errors.title}>
          <Input id="announcement-title" value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <MarkdownField
          id="announcement-content"
          label={<Req>{t('announcement.admin.content')}</Req>}
          value={content}
          onChange={setContent}
          rows={10}
        />
        {errors.content && (
          <p role="alert" className="text-sm text-destructive">
            {errors.content}
          </p>
        )}
        <SwitchRow
          id="announcement-visible"
          label={t('announcement.admin.visible')}
          checked={visible}
          onChange={setVisible}
        />
        {saving.error && (
          <p role="alert" className="text-sm text-destructive">
            {saving.error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={saving.busy} data-testid="announcement-save">
            {saving.busy ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
