import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { messageEndpoints } from '../../../src/contract/endpoints/messages.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { MessageTab } from '../../lib/message-kinds.ts';
import { useSave } from '../../lib/query/use-save.ts';

/**
 * Deletes one message (with `id`) or every message of the tab, after a confirmation; the tab's list
 * is read again and the counts follow through the event stream.
 */
export function CleanButton({ tab, id, tabName }: { tab: MessageTab; id?: number; tabName: string }) {
  const { t } = useTranslation();
  const all = id === undefined;
  const { save, error } = useSave(messageEndpoints.clean, { invalidates: [tab.list] });
  const clean = async () => {
    // A refusal keeps the dialog open with the reason under its question.
    if (!(await save({ type: tab.kind, id }))) throw new Error('not cleaned');
    toast.success(t('message.cleaned'));
  };
  return (
    <ConfirmDialog
      title={all ? t('message.cleanAllTitle', { tab: tabName }) : t('message.cleanOneTitle')}
      description={
        <>
          {t('message.cleanText')}
          {error && (
            <span className="mt-2 block text-destructive" data-testid="message-clean-error">
              {error}
            </span>
          )}
        </>
      }
      confirmLabel={all ? t('message.cleanAll') : t('message.clean')}
      onConfirm={clean}
      testId={all ? 'message-clean-all-dialog' : 'message-clean-dialog'}
      trigger={(open) =>
        all ? (
          <Button variant="outline" size="sm" onClick={open} data-testid="message-clean-all">
            <Trash2Icon /> {t('message.cleanAll')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0 text-muted-foreground"
            onClick={open}
            aria-label={t('message.clean')}
            data-testid="message-clean"
          >
            <Trash2Icon />
          </Button>
        )
      }
    />
  );
}
