import { Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { IconAction } from './row-actions.tsx';

/**
 * A table row's delete option: the red bin (test id `${testId}-open`) opens a dialog that asks
 * (test id `testId`, its button `${testId}-confirm`) before `onConfirm` runs.
 */
export function DeleteAction({
  title,
  description,
  label,
  testId,
  onConfirm,
}: {
  title: string;
  description?: ReactNode;
  label: string;
  testId: string;
  onConfirm: () => unknown;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={label}
      testId={testId}
      onConfirm={onConfirm}
      trigger={(open) => (
        <IconAction label={label} onClick={open} testId={`${testId}-open`}>
          <Trash2Icon className="text-destructive" />
        </IconAction>
      )}
    />
  );
}
