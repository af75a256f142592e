import { GlobeIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './ui/dialog.tsx';

/**
 * The dialog of an import from another judge, behind its button: the admin names what to import
 * (the fields), imports, and reads what was added or failed (shown among the fields). Closing it
 * hands `onClosed` the clearing of the fields and of the last outcome. While the import runs, its
 * button is disabled and says so (`.busy`).
 */
export function ImportDialog({
  testId,
  texts,
  ready,
  busy,
  submitLabel,
  onSubmit,
  onClosed,
  children,
}: {
  /** Test ids: `${testId}-open` (the button), `${testId}-dialog`, `${testId}-submit`. */
  testId: string;
  /** The prefix of the translation keys: button, title, hint, import under way (`.open`, `.title`, `.hint`, `.busy`). */
  texts: string;
  /** Whatever the import needs is named. */
  ready: boolean;
  busy: boolean;
  submitLabel: ReactNode;
  onSubmit: () => unknown;
  onClosed: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed();
  };
  return (
    <Dialog open={open} onOpenChange={toggle}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" data-testid={`${testId}-open`}>
          <GlobeIcon /> {t(`${texts}.open`)}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid={`${testId}-dialog`} closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(`${texts}.title`)}</DialogTitle>
          <DialogDescription>{t(`${texts}.hint`)}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit();
          }}
        >
          {children}
          <Button type="submit" disabled={busy || !ready} aria-busy={busy} data-testid={`${testId}-submit`}>
            {busy ? t(`${texts}.busy`) : submitLabel}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
