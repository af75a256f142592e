import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { copyText } from '../lib/clipboard.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

/** Copies the given text and says whether it worked ("Copied successfully" / "Copied failed"). */
export function CopyButton({ text, className, label }: { text: string; className?: string; label?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) toast.success(t('judge.copied'));
    else toast.error(t('judge.copyFailed'));
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('h-7 px-2', className)}
      onClick={copy}
      aria-label={label ?? t('judge.copy')}
      title={label ?? t('judge.copy')}
    >
      <CopyIcon className="size-3.5" />
      {label && <span>{label}</span>}
    </Button>
  );
}
