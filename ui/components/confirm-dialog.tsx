import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTask } from '../lib/query/use-task.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';

/**
 * Asks before a destructive action. `trigger` renders the control that opens it; `onConfirm`
 * runs when the user agrees, and the dialog closes when it settles.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  trigger,
  testId,
}: {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => unknown;
  trigger: (open: () => void) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A failure has been shown by the call; the dialog stays open.
  const confirming = useTask(async () => {
    await onConfirm();
  });
  const confirm = async () => {
    if (await confirming.run()) setOpen(false);
  };
  return (
    <>
      {trigger(() => setOpen(true))}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('common.close')} data-testid={testId} className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={confirming.busy}
              onClick={confirm}
              data-testid={testId ? `${testId}-confirm` : undefined}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
