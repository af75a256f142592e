import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MessageKind } from '../../../src/contract/messages.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { messageApi } from './api.ts';

/** Deletes one message (with `id`) or every message of the tab, after a confirmation. */
export function CleanButton({ kind, id, tabName, onCleaned }: { kind: MessageKind; id?: number; tabName: string; onCleaned: () => void }) {
  const { t } = useTranslation();
  const all = id === undefined;
  const clean = async () => {
    await messageApi.clean(kind, id);
    toast.success(t('message.cleaned'));
    onCleaned();
  };
  return (
    <ConfirmDialog
      title={all ? t('message.cleanAllTitle', { tab: tabName }) : t('message.cleanOneTitle')}
      description={t('message.cleanText')}
      confirmLabel={all ? t('message.cleanAll') : t('message.clean')}
      onConfirm={clean}
      testId={all ? 'message-clean-all-dialog' : 'message-clean-dialog'}
      trigger={(open) => all ? (
        <Button variant="outline" size="sm" onClick={open} data-testid="message-clean-all">
          <Trash2Icon /> {t('message.cleanAll')}
        </Button>
      ) : (
        <Button variant="ghost" size="icon" className="size-8 shrink-0 text-muted-foreground" onClick={open} aria-label={t('message.clean')} data-testid="message-clean">
          <Trash2Icon />
        </Button>
      )}
    />
  );
}
