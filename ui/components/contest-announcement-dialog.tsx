import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Req } from './form-section.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { isApiError } from '../lib/api-error.ts';

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
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setTitle(draft?.title ?? '');
    setContent(draft?.content ?? '');
    setError(null);
  }, [draft]);

  const save = async () => {
    if (!title.trim()) return setError(t('adminContest.announcement.titleRequired'));
    setBusy(true);
    try {
      await send({ id: draft?.id, title: title.trim(), content });
      toast.success(t(draft?.id ? 'common.updated' : 'adminContest.msg.created'));
      onSaved();
      onClose();
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    } finally {
      setBusy(false);
    }
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
          error={error ?? undefined}
        >
          <Input id="announcement-title" value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <MarkdownField
          id="announcement-content"
          label={t('adminContest.announcement.content')}
          value={content}
          onChange={setContent}
          rows={8}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={busy} data-testid="announcement-save">
            {busy ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
