import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { judgeAdminEndpoints as J } from '../../../src/contract/endpoints/submissions.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import type { ManualJudgeResult } from '../../../src/contract/submissions.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.tsx';
import { statusNameKey } from '../../lib/judge-status.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { FailureLine } from '../failure-line.tsx';
import { MANUAL_CHOICES, showsScoreField } from './judge-controls.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submitId: number;
  status: number;
  score: number | null;
  onDone: (result: ManualJudgeResult) => void;
}

/** The super admin sets a verdict (and score) by hand. */
export function ManualJudgeDialog({ open, onOpenChange, submitId, status, score, onDone }: Props) {
  const { t } = useTranslation();
  const allowed = MANUAL_CHOICES.some((c) => c.status === status);
  const [chosen, setChosen] = useState(allowed ? status : JudgeStatus.ACCEPTED);
  const [points, setPoints] = useState(score === null ? '' : String(score));
  const saving = useSave(J.manualJudge);
  const withScore = showsScoreField(score, chosen);

  const save = async () => {
    const n = Number(points);
    if (withScore && (points.trim() === '' || !Number.isInteger(n) || n < 0)) {
      toast.error(t('submission.manual.badScore'));
      return;
    }
    const saved = await saving.save({ submitId, status: chosen, score: withScore ? n : undefined });
    if (!saved) return;
    toast.success(t('common.updated'));
    onDone(saved.answer);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-sm" data-testid="manual-judge-dialog">
        <DialogHeader>
          <DialogTitle>{t('submission.manual.title', { id: submitId })}</DialogTitle>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label>{t('submission.col.status')}</Label>
          <Select value={String(chosen)} onValueChange={(v) => setChosen(Number(v))}>
            <SelectTrigger className="w-full" data-testid="manual-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MANUAL_CHOICES.map((c) => (
                <SelectItem key={c.status} value={String(c.status)} disabled={c.disabled}>
                  {t(statusNameKey(c.status))}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {withScore && (
          <div className="flex flex-col gap-2">
            <Label htmlFor="manual-score">{t('submission.col.score')}</Label>
            <Input
              id="manual-score"
              type="number"
              min={0}
              value={points}
              onChange={(e) => setPoints(e.target.value)}
              data-testid="manual-score"
            />
          </div>
        )}
        <FailureLine error={saving.error} testId="manual-error" />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={saving.busy || chosen === JudgeStatus.CANCELLED} data-testid="manual-save">
            {t('submission.manual.update')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
