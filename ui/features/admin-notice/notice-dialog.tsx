import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { noticeEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { type Notice, NOTICE_TYPES, type NoticeType } from '../../../src/contract/notices.ts';
import { ChoiceSelect, Req } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useSave } from '../../lib/query/index.ts';

export type Editing = Notice | 'new' | null;

const splitNames = (text: string) =>
  text
    .split(/[\s,，;；]+/)
    .map((n) => n.trim())
    .filter(Boolean);

/** Creates or edits a notice: title, markdown content, and its recipients (all users, named users, admins). */
export function NoticeDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const current = editing && editing !== 'new' ? editing : null;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [type, setType] = useState<NoticeType>('All');
  const [names, setNames] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string; recipients?: string }>({});
  const create = useSave(E.create, { invalidates: [E.list] });
  const update = useSave(E.update, { invalidates: [E.list] });
  const saving = current ? update : create;

  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  // Each opening starts from the item opened (or an empty form) and without the last refusal.
  useEffect(() => {
    const current = editing && editing !== 'new' ? editing : null;
    setTitle(current?.title ?? '');
    setContent(current?.content ?? '');
    setType(current?.type ?? 'All');
    setNames(current?.recipients.join(', ') ?? '');
    setErrors({});
    resetCreate();
    resetUpdate();
  }, [editing, resetCreate, resetUpdate]);

  const save = async () => {
    const recipients = type === 'Single' ? splitNames(names) : [];
    const missing = {
      title: title.trim() ? undefined : t('announcement.notice.titleRequired'),
      content: content.trim() ? undefined : t('announcement.notice.contentRequired'),
      recipients:
        type === 'Single' && recipients.length === 0 ? t('announcement.notice.recipientsRequired') : undefined,
    };
    setErrors(missing);
    if (missing.title || missing.content || missing.recipients) return;
    const form = { title: title.trim(), content, type, recipients };
    const saved = await (current ? update.save({ ...form, id: current.id }) : create.save(form));
    if (!saved) return;
    toast.success(t(current ? 'common.updated' : 'announcement.notice.sent'));
    onClose();
  };

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
        data-testid="notice-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t(current ? 'announcement.notice.edit' : 'announcement.notice.create')}</DialogTitle>
          <DialogDescription>{t('announcement.notice.hint')}</DialogDescription>
        </DialogHeader>
        <FormField id="notice-title" label={<Req>{t('announcement.notice.fieldTitle')}</Req>} error={errors.title}>
          <Input id="notice-title" value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <MarkdownField
          id="notice-content"
          label={<Req>{t('announcement.notice.content')}</Req>}
          value={content}
          onChange={setContent}
          rows={8}
        />
        {errors.content && (
          <p role="alert" className="text-sm text-destructive">
            {errors.content}
          </p>
        )}
        <div className="grid gap-2">
          <Label htmlFor="notice-type">{t('announcement.notice.type')}</Label>
          <ChoiceSelect
            id="notice-type"
            value={type}
            options={NOTICE_TYPES}
            label={(v) => t(`announcement.notice.types.${v}`)}
            onChange={setType}
            className="w-full sm:w-56"
          />
        </div>
        {type === 'Single' && (
          <FormField
            id="notice-recipients"
            label={<Req>{t('announcement.notice.recipients')}</Req>}
            error={errors.recipients}
            hint={t('announcement.notice.recipientsHint')}
          >
            <Textarea id="notice-recipients" rows={2} value={names} onChange={(e) => setNames(e.target.value)} />
          </FormField>
        )}
        {saving.error && (
          <p role="alert" className="text-sm text-destructive" data-testid="notice-error">
            {saving.error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={saving.busy} data-testid="notice-save">
            {saving.busy ? <LoaderCircleIcon className="animate-spin" /> : <SendIcon />} {t('common.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
