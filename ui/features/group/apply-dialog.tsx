import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Req } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useSave } from '../../lib/query/index.ts';
import { firstBrokenApplyRule } from './apply-rules.ts';
import { STANDING } from './use-group.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** Applying to a protected or private group: the join code (private only) and a reason; the server's refusal is shown in place. */
export function ApplyDialog({
  detail,
  open,
  onClose,
  onApplied,
}: {
  detail: GroupDetail;
  open: boolean;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<{ field: 'code' | 'reason'; text: string } | null>(null);
  const applying = useSave(E.apply, { invalidates: STANDING });
  const submit = async () => {
    const broken = firstBrokenApplyRule(detail.auth, code, reason);
    setIssue(
      broken ? { field: broken.startsWith('code') ? 'code' : 'reason', text: t(`group.apply.${broken}`) } : null,
    );
    if (broken) return;
    const done = await applying.save({ gid: detail.id, code: code.trim(), reason: reason.trim() });
    if (!done) return;
    toast.success(t(done.answer === 'joined' ? 'group.apply.joined' : 'group.apply.applied'));
    onClose();
    onApplied();
  };
  const error = issue ?? (applying.error ? { field: 'form', text: applying.error } : null);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-md" data-testid="group-apply-dialog">
        <DialogHeader>
          <DialogTitle>{t('group.apply.title', { name: detail.name })}</DialogTitle>
          <DialogDescription>
            {t(detail.auth === 3 ? 'group.apply.privateHint' : 'group.apply.protectedHint')}
          </DialogDescription>
        </DialogHeader>
        {detail.auth === 3 && (
          <FormField
            id="apply-code"
            label={<Req>{t('group.form.code')}</Req>}
            error={error?.field === 'code' ? error.text : undefined}
          >
            <Input
              id="apply-code"
              value={code}
              maxLength={6}
              onChange={(e) => setCode(e.target.value)}
              data-testid="apply-code"
            />
          </FormField>
        )}
        <FormField
          id="apply-reason"
          label={<Req>{t('group.apply.reason')}</Req>}
          error={error?.field === 'reason' ? error.text : undefined}
          hint={t('group.apply.reasonHint')}
        >
          <Textarea
            id="apply-reason"
            value={reason}
            maxLength={100}
            onChange={(e) => setReason(e.target.value)}
            data-testid="apply-reason"
          />
        </FormField>
        <FailureLine error={error?.field === 'form' && error.text} testId="apply-error" />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={applying.busy} data-testid="apply-submit">
            {t('group.apply.submit')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
