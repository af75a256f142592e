import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DISCUSSION_LIMITS, REPORT_TAGS } from '../../../src/contract/discussions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { showSaveFailure } from '../../lib/form-errors.ts';
import { REPORT_TAG_KEYS, type ReportTag, reportIssue } from '../../lib/report-tags.ts';
import { discussionApi } from './api.ts';

/** Report a discussion: tags and a reason of up to 200 characters, at least one of them (doc 2 §5). */
export function ReportDialog({
  did,
  open,
  onOpenChange,
}: {
  did: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const issue = reportIssue(tags, reason);
    if (issue) {
      const text = t(issue === 'empty' ? 'discussion.report.empty' : 'discussion.report.tooLong');
      setError(text);
      return void toast.error(text);
    }
    setBusy(true);
    try {
      await discussionApi.report(did, tags, reason.trim());
      toast.success(t('discussion.report.done'));
      setTags([]);
      setReason('');
      setError('');
      onOpenChange(false);
    } catch (e) {
      showSaveFailure(e, setError, toast.error);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (tag: ReportTag, on: boolean) =>
    setTags((list) => (on ? [...list, tag] : list.filter((x) => x !== tag)));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} data-testid="report-dialog">
        <DialogHeader>
          <DialogTitle>{t('discussion.report.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('discussion.report.reasonPlaceholder')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('discussion.report.tags')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {REPORT_TAGS.map((tag) => (
              <Label key={tag} className="flex items-center gap-2 font-normal">
                <Checkbox
                  checked={tags.includes(tag)}
                  onCheckedChange={(v) => toggle(tag, v === true)}
                  data-testid={`report-tag-${REPORT_TAG_KEYS[tag]}`}
                />
                {t(`discussion.report.tag.${REPORT_TAG_KEYS[tag]}`)}
              </Label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor="report-reason">{t('discussion.report.reason')}</Label>
          <Textarea
            id="report-reason"
            rows={3}
            value={reason}
            placeholder={t('discussion.report.reasonPlaceholder')}
            onChange={(e) => setReason(e.target.value)}
            data-testid="report-reason"
          />
          <span className="text-right text-xs text-muted-foreground">
            {reason.length}/{DISCUSSION_LIMITS.reportReason}
          </span>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive" data-testid="report-error">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('discussion.report.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void submit()} data-testid="report-submit">
            {t('discussion.report.submit')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
