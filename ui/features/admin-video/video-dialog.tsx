import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type AdminVideoLesson, VIDEO_ACCEPT, VIDEO_TITLE_MAX, videoUrlSchema } from '../../../src/contract/videos.ts';
import { ChoiceSelect, Req } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { adminVideoEndpoints as E } from '../../../src/contract/endpoints/admin-videos.ts';
import { call } from '../../lib/call.ts';
import { adminVideoApi } from './api.ts';
import { FailureLine } from '../../components/failure-line.tsx';

export type Editing = AdminVideoLesson | 'new' | null;
type Source = 'file' | 'url';
interface Errors {
  title?: string;
  file?: string;
  url?: string;
  form?: string;
}

/** Adds a lesson (title, order, and an uploaded file or a link) or edits one's title and order. */
export function VideoDialog({
  editing,
  nextRank,
  onClose,
  onSaved,
}: {
  editing: Editing;
  nextRank: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const current = editing && editing !== 'new' ? editing : null;
  // The page gives each opening its own key: the fields start from the lesson edited.
  const [title, setTitle] = useState(current?.title ?? '');
  const [rank, setRank] = useState(String(current?.rank ?? nextRank));
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const save = async () => {
    const checks: Errors = {
      title: title.trim() ? undefined : t('video.admin.titleRequired'),
      file: !current && source === 'file' && !file ? t('video.admin.fileRequired') : undefined,
      url:
        !current && source === 'url' && !videoUrlSchema.safeParse(url).success
          ? t('video.admin.urlInvalid')
          : undefined,
    };
    setErrors(checks);
    if (checks.title || checks.file || checks.url) return;
    const order = Math.max(0, Math.floor(Number(rank) || 0));
    setProgress(0);
    try {
      if (current) await call(E.update, { id: current.id, title: title.trim(), rank: order });
      else if (source === 'url') await call(E.createLink, { title: title.trim(), rank: order, url: url.trim() });
      else await adminVideoApi.upload(file!, title.trim(), order, setProgress);
      toast.success(t(current ? 'common.updated' : 'video.admin.created'));
      onSaved();
      onClose();
    } catch (e) {
      if (isApiError(e)) setErrors({ form: e.message });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-lg" data-testid="video-dialog">
        <DialogHeader>
          <DialogTitle>{t(current ? 'video.admin.edit' : 'video.admin.add')}</DialogTitle>
          <DialogDescription className="sr-only">
            {t(current ? 'video.admin.edit' : 'video.admin.add')}
          </DialogDescription>
        </DialogHeader>
        <FormField id="video-title" label={<Req>{t('video.admin.fieldTitle')}</Req>} error={errors.title}>
          <Input
            id="video-title"
            value={title}
            maxLength={VIDEO_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
        </FormField>
        <FormField id="video-rank" label={t('video.admin.fieldRank')}>
          <Input
            id="video-rank"
            type="number"
            min={0}
            value={rank}
            onChange={(e) => setRank(e.target.value)}
            className="w-32"
          />
        </FormField>
        {!current && (
          <>
            <FormField id="video-source" label={t('video.admin.fieldSource')}>
              <ChoiceSelect
                id="video-source"
                value={source}
                options={['file', 'url'] as const}
                label={(v) => t(v === 'file' ? 'video.admin.sourceFile' : 'video.admin.sourceUrl')}
                onChange={setSource}
                className="w-48"
              />
            </FormField>
            {source === 'file' ? (
              <FormField id="video-file" label={<Req>{t('video.admin.fieldFile')}</Req>} error={errors.file}>
                <Input
                  id="video-file"
                  type="file"
                  accept={VIDEO_ACCEPT}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </FormField>
            ) : (
              <FormField id="video-url" label={<Req>{t('video.admin.fieldUrl')}</Req>} error={errors.url}>
                <Input
                  id="video-url"
                  value={url}
                  placeholder="http://10.0.0.5/lesson-1.mp4"
                  onChange={(e) => setUrl(e.target.value)}
                />
              </FormField>
            )}
          </>
        )}
        {busy && source === 'file' && !current && (
          <div className="grid gap-1" data-testid="video-upload-progress">
            <div className="h-2 overflow-hidden rounded bg-muted">
              <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
            </div>
            <span className="text-xs text-muted-foreground tabular-nums">
              {t('video.admin.uploading', { percent: progress })}
            </span>
          </div>
        )}
        <FailureLine error={errors.form} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={busy} data-testid="video-save">
            {busy && <LoaderCircleIcon className="animate-spin" />}
            {t('common.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
