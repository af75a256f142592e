import { LoaderCircleIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { FailureLine } from './failure-line.tsx';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's test id; the save button is `${testId}-save` unless `saveTestId` names it. */
  testId: string;
  saveTestId?: string;
  errorTestId?: string;
  /** Classes of the dialog (its width, or full screen) and of the form inside it. */
  className?: string;
  bodyClassName?: string;
  /** Runs on save (the button or Enter); the caller checks, saves and closes. */
  onSubmit: () => unknown;
  /** While the save runs: the button is disabled and spins. */
  busy?: boolean;
  /** Why the last save was refused (or what the form lacks), shown above the buttons. */
  error?: string;
  saveIcon?: ReactNode;
  saveLabel?: ReactNode;
  cancelLabel?: ReactNode;
  children: ReactNode;
}

/**
 * The one dialog of a small edit form: its title, the fields, the refusal, cancel and save. The
 * form's state and its save (`useSave`) stay with the caller.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  testId,
  saveTestId,
  errorTestId,
  className,
  bodyClassName,
  onSubmit,
  busy = false,
  error,
  saveIcon,
  saveLabel,
  cancelLabel,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common.close')} className={className} data-testid={testId}>
        <div className={cn('grid gap-4', bodyClassName)}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <form onSubmit={submit} noValidate className="grid gap-4">
            {children}
            <FailureLine error={error} testId={errorTestId} />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
              <Button type="submit" disabled={busy} data-testid={saveTestId ?? `${testId}-save`}>
                {busy ? <LoaderCircleIcon className="animate-spin" /> : saveIcon} {saveLabel ?? t('common.save')}
              </Button>
            </div>
          </form>
        </div>
      </DialogContent>
    </Dialog>
  );
}
