import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { Req, SwitchRow } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { adminAnnouncementApi } from './api.ts';

/** `editing`: null closed, 'new' to create, or the announcement to edit. */
export type Editing = Announcement | 'new' | null;

/** Creates or edits an announcement: title, markdown content with its preview, visible switch. */
export function AnnouncementDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const current = editing && editing !== 'new' ? editing : null;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [visible, setVisible] = useState(true);
  const [errors, setErrors] = useState<{ title?: string; content?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setTitle(current?.title ?? '');
    setContent(current?.content ?? '');
    setVisible((current?.status ?? 0) === 0);
    setErrors({});
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    const missing = {
      title: title.trim() ? undefined : t('announcement.admin.titleRequired'),
      content: content.trim() ? undefined : t('announcement.admin.contentRequired'),
    };
    setErrors(missing);
    if (missing.title || missing.content) return;
    setBusy(true);
    try {
      const form = { title: title.trim(), content, status: visible ? 0 : 1 } as const;
      await (current ? adminAnnouncementApi.update({ ...form, id: current.id }) : adminAnnouncementApi.create(form));
      toast.success(t(current ? 'common.updated' : 'announcement.admin.created_msg'));
      onSaved();
      onClose();
    } catch (e) {
      if (isApiError(e)) setErrors({ form: e.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[95vh] overflow-y-auto sm:max-w-4xl" data-testid="announcement-dialog">
        <DialogHeader>
          <DialogTitle>{t(current ? 'announcement.admin.edit' : 'announcement.admin.create')}</DialogTitle>
          <DialogDescription>{t('announcement.admin.hint')}</DialogDescription>
        </DialogHeader>
        <FormField id="announcement-title" label={<Req>{t('announcement.admin.fieldTitle')}</Req>} error={errors.title}>
          <Input id="announcement-title" value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <MarkdownField id="announcement-content" label={<Req>{t('announcement.admin.content')}</Req>} value={content} onChange={setContent} rows={10} />
        {errors.content && <p role="alert" className="text-sm text-destructive">{errors.content}</p>}
        <SwitchRow id="announcement-visible" label={t('announcement.admin.visible')} checked={visible} onChange={setVisible} />
        {errors.form && <p role="alert" className="text-sm text-destructive">{errors.form}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={save} disabled={busy} data-testid="announcement-save">
            {busy ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
