import { BanIcon, PencilIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ManualJudgeResult, SubmissionState } from '../../../src/contract/submissions.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { submissionApi } from './submission-api.ts';
import { judgeControls } from './judge-controls.ts';
import { ManualJudgeDialog } from './manual-judge-dialog.tsx';

interface Props {
  submitId: number;
  status: number;
  score: number | null;
  /** The status as shown; it opens the menu. */
  children: ReactNode;
  onManual: (result: ManualJudgeResult) => void;
  onCancelled: (state: SubmissionState) => void;
}

/** Super admin's status popover: Modify Evaluation (manual judge) and Cancel Evaluation. */
export function JudgeMenu({ submitId, status, score, children, onManual, onCancelled }: Props) {
  const { t } = useTranslation();
  const [manualOpen, setManualOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const controls = judgeControls(status);
  if (!controls.popover) return <>{children}</>;
  const cancel = async () => {
    try {
      const state = await submissionApi.cancelJudge(submitId);
      toast.success(t('submission.judge.cancelled'));
      onCancelled(state);
      setCancelOpen(false);
    } catch {
      // Shown by the client; the dialog stays open.
    }
  };
  return (
    <>
      <Popover open={menuOpen} onOpenChange={setMenuOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            className="cursor-pointer"
            data-testid="judge-menu"
            aria-label={t('submission.judge.menu')}
          >
            {children}
          </button>
        </PopoverTrigger>
        <PopoverContent className="flex w-auto flex-col gap-1 p-2">
          <Button
            variant="ghost"
            size="sm"
            className="justify-start"
            disabled={!controls.modify}
            onClick={() => {
              setMenuOpen(false);
              setManualOpen(true);
            }}
            data-testid="judge-modify"
          >
            <PencilIcon /> {t('submission.judge.modify')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="justify-start text-destructive"
            disabled={!controls.cancel}
            onClick={() => {
              setMenuOpen(false);
              setCancelOpen(true);
            }}
            data-testid="judge-cancel"
          >
            <BanIcon /> {t('submission.judge.cancel')}
          </Button>
        </PopoverContent>
      </Popover>
      <Dialog open={cancelOpen} onOpenChange={setCancelOpen}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-md" data-testid="judge-cancel-dialog">
          <DialogHeader>
            <DialogTitle>{t('submission.judge.cancelTitle')}</DialogTitle>
            <DialogDescription>{t('submission.judge.cancelConfirm', { id: submitId })}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setCancelOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" onClick={cancel} data-testid="judge-cancel-confirm">
              {t('submission.judge.cancel')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      {manualOpen && (
        <ManualJudgeDialog
          open={manualOpen}
          onOpenChange={setManualOpen}
          submitId={submitId}
          status={status}
          score={score}
          onDone={onManual}
        />
      )}
    </>
  );
}
