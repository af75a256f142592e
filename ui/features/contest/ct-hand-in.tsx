import { SendIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { choiceApi } from '../../components/problem-workspace/choice-api.ts';
import { handInView } from '../../components/problem-workspace/choice-logic.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { absoluteTime } from '../../lib/format.ts';

/** The viewer's contest-level submission record of a CT contest: null while it loads. */
export function useHandIn(cid: number) {
  const [record, setRecord] = useState<{ handedIn: boolean; time: number | null } | null>(null);
  const load = useCallback(() => {
    choiceApi.handInRecord(cid).then(setRecord, () => setRecord({ handedIn: false, time: null }));
  }, [cid]);
  useEffect(load, [load]);
  return { record, reload: load };
}

/** "Hand in" with a confirmation; once handed in it stays disabled with the time it was recorded. */
export function HandInBar({
  cid,
  status,
  record,
  onHandedIn,
}: {
  cid: number;
  status: number;
  record: { handedIn: boolean; time: number | null } | null;
  onHandedIn: () => void;
}) {
  const { t } = useTranslation();
  const view = handInView(status, record ? record.handedIn : null);
  if (!view.shown) return null;
  const handIn = async () => {
    try {
      await choiceApi.handIn(cid);
      toast.success(t('choice.handIn.success'));
      onHandedIn();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('http.serverError'));
      throw e;
    }
  };
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/30 p-3 text-sm"
      data-testid="hand-in-bar"
      data-handed-in={record?.handedIn ?? false}
    >
      <span className="text-muted-foreground" data-testid="hand-in-note">
        {view.note === 'done'
          ? t('choice.handIn.doneAt', { time: record?.time ? absoluteTime(record.time) : '' })
          : view.note === 'ended'
            ? t('choice.handIn.ended')
            : t('choice.handIn.hint')}
      </span>
      <ConfirmDialog
        title={t('choice.handIn.confirmTitle')}
        description={t('choice.handIn.confirmText')}
        confirmLabel={t('choice.handIn.button')}
        onConfirm={handIn}
        testId="hand-in-confirm"
        trigger={(open) => (
          <Button size="sm" disabled={view.disabled} onClick={open} data-testid="hand-in-button">
            <SendIcon />
            {t('choice.handIn.button')}
          </Button>
        )}
      />
    </div>
  );
}
