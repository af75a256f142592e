import { type ReactNode, useState } from 'react';
import { ProblemPicker } from '../problem-picker/index.ts';
import type { PickSource } from '../problem-picker/index.ts';
import { Button } from '../ui/button.tsx';

/**
 * A page's button that opens a problem picker titled like it ("Add from public", "Add from group").
 * Open by itself, or by the page (`open`, `onOpenChange`) when what the picker shows depends on it.
 */
export function PickerButton({
  icon,
  label,
  testId,
  description,
  source,
  onAdded,
  open: shown,
  onOpenChange,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  description: string;
  source: PickSource;
  onAdded?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [own, setOwn] = useState(false);
  const open = shown ?? own;
  const setOpen = onOpenChange ?? setOwn;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid={testId}>
        {icon} {label}
      </Button>
      <ProblemPicker
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={description}
        source={source}
        onAdded={onAdded}
      />
    </>
  );
}
