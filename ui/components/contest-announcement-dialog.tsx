import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Req } from './form-section.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { useDraft } from '../lib/query/use-draft.ts';
import { useTask } from '../lib/query/use-task.ts';

/** A contest announcement being written: no id for a new one. */
export interface AnnouncementDraft {
  id?: number;
  title: string;
  content: string;
}

/**
 * Creates (no id) or edits one contest announcement: a title and markdown content, saved by `save`
 * (the back office's, a group's or the contest page's call). `draft` null keeps it closed.
 */
export function AnnouncementDialog({
  draft,
  save: send,
  onClose,
  onSaved,
}: {
  draft: AnnouncementDraft | null;
  save: (draft: AnnouncementDraft) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const saving = useTask(send);
  // The form starts anew (the title's refusal and the last save's too) each time the dialog opens.
  const { draft: form, patch } = useDraft(
    draft,
    (d) => ({ title: d?.title ?? '', content: d?.content ?? '', missing: false }),
    [saving],
  );

  const save = async () => {
    patch({ missing: !form.title.trim() });
    if (!form.title.trim()) return;
    if (!(await saving.run({ id: draft?.id, title: form.title.trim(), content: form.content }))) return;
    toast.success(t(draft?.id ? 'common.updated' : 'adminContest.msg.created'));
    onSaved();
    onClose();
  };

  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-3xl" data-testid="announcement-dialog">
        <DialogHeader>
          <DialogTitle>
            {t(draft?.id ? 'adminContest.announcement.edit' : 'adminContest.announcement.create')}
          </DialogTitle>
          <DialogDescription>{t('adminContest.announcement.hint')}</DialogDescription>
        </DialogHeader>
        <FormField
          id="announcement-title"
          label={<Req>{t('adminContest.announcement.title')}</Req>}
          error={(form.missing && t('adminContest.announcement.titleRequired')) || saving.error || undefined}
        >
          <Input
            id="announcement-title"
            value={form.title}
            maxLength={255}
            onChange={(e) => patch({ title: e.target.value })}
          />
        </FormField>
        <MarkdownField
          id="announcement-content"
          label={t('adminContest.announcement.content')}
          value={form.content}
          onChange={(content) => patch({ content })}
          rows={8}
        />
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
