import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  problemIdLabel: string;
  /** Also asks for a display id (a contest's letter). */
  displayIdLabel?: string;
  submitLabel: string;
  /** Adds the problem; a refusal is shown by the client and keeps the dialog open. */
  add: (problemId: string, displayId: string) => Promise<unknown>;
}

/** A small dialog asking for a problem id (and a display id): adding a group's own problem to a training or contest. */
export function ProblemIdDialog({
  open,
  onOpenChange,
  title,
  description,
  problemIdLabel,
  displayIdLabel,
  submitLabel,
  add,
}: Props) {
  const { t } = useTranslation();
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await add(problemId.trim(), displayId.trim());
      setProblemId('');
      setDisplayId('');
      onOpenChange(false);
    } catch {
      // The client has shown the failure.
    } finally {
      setBusy(false);
    }
  };
  const ready = problemId.trim() !== '' && (!displayIdLabel || displayId.trim() !== '');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-md" data-testid="problem-id-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField id="problem-id-dialog-pid" label={problemIdLabel}>
            <Input
              id="problem-id-dialog-pid"
              value={problemId}
              onChange={(e) => setProblemId(e.target.value)}
              autoFocus
              data-testid="problem-id-input"
            />
          </FormField>
          {displayIdLabel && (
            <FormField id="problem-id-dialog-display" label={displayIdLabel}>
              <Input
                id="problem-id-dialog-display"
                value={displayId}
                onChange={(e) => setDisplayId(e.target.value)}
                data-testid="problem-display-id-input"
              />
            </FormField>
          )}
          <Button type="submit" className="justify-self-end" disabled={busy || !ready} data-testid="problem-id-submit">
            {busy && <LoaderCircleIcon className="animate-spin" />} {submitLabel}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
