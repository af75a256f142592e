import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DISCUSSION_LIMITS, REPORT_TAGS } from '../../../src/contract/discussions.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useSave } from '../../lib/query/index.ts';
import { REPORT_TAG_KEYS, type ReportTag, reportIssue } from '../../lib/report-tags.ts';
import { discussionEndpoints as D } from '../../../src/contract/endpoints/discussions.ts';

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
  const [issue, setIssue] = useState('');
  const { save, busy, error } = useSave(D.report);

  const submit = async () => {
    const missing = reportIssue(tags, reason);
    const text = missing ? t(missing === 'empty' ? 'discussion.report.empty' : 'discussion.report.tooLong') : '';
    setIssue(text);
    if (text) return void toast.error(text);
    if (!(await save({ did, tags, reason: reason.trim() }))) return;
    toast.success(t('discussion.report.done'));
    setTags([]);
    setReason('');
    onOpenChange(false);
  };
  const toggle = (tag: ReportTag, on: boolean) =>
    setTags((list) => (on ? [...list, tag] : list.filter((x) => x !== tag)));
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('discussion.report.title')}
      testId="report-dialog"
      saveTestId="report-submit"
      errorTestId="report-error"
      onSubmit={submit}
      busy={busy}
      error={issue || error}
      saveLabel={t('discussion.report.submit')}
      cancelLabel={t('discussion.report.cancel')}
    >
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
    </FormDialog>
  );
}
