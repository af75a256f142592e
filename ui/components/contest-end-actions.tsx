import { SquareIcon, UnlockIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { contestControlEndpoints as E } from '../../src/contract/endpoints/contest-ops.ts';
import { call } from '../lib/call.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { IconAction } from './row-actions.tsx';
import { Button } from './ui/button.tsx';

/** What the two actions need to know of a contest: `ended` and `sealed` as the viewer's page sees them now. */
export interface EndableContest {
  id: number;
  title: string;
  /** The contest runs now (by its common end). */
  running: boolean;
  /** The board is sealed now (or stays sealed after the end). */
  sealed: boolean;
}

/**
 * End now and Unseal now for a contest's admins, each after a confirmation: in the contest's own
 * page, the back office's contest list (`compact`: icons) and its form. The server decides who may.
 */
export function ContestEndActions({
  contest,
  compact = false,
  onDone,
}: {
  contest: EndableContest;
  compact?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // An unsealed board is not sealed again: the button goes once it has worked.
  const [unsealed, setUnsealed] = useState(false);
  const act = async (entry: typeof E.endNow | typeof E.unsealNow, done: string) => {
    await call(entry, { cid: contest.id });
    toast.success(t(done));
    if (entry === E.unsealNow) setUnsealed(true);
    onDone();
  };
  const trigger = (key: 'endNow' | 'unsealNow', icon: ReactNode) => (open: () => void) =>
    compact ? (
      <IconAction label={t(`contest.adminActions.${key}`)} testId={`contest-${key}-${contest.id}-open`} onClick={open}>
        {icon}
      </IconAction>
    ) : (
      <Button size="sm" variant="outline" onClick={open} data-testid={`contest-${key}-${contest.id}-open`}>
        {icon} {t(`contest.adminActions.${key}`)}
      </Button>
    );
  return (
    <>
      {contest.running && (
        <ConfirmDialog
          title={t('contest.adminActions.endNowTitle', { title: contest.title })}
          description={t('contest.adminActions.endNowText')}
          confirmLabel={t('contest.adminActions.endNow')}
          testId={`contest-endNow-${contest.id}`}
          onConfirm={() => act(E.endNow, 'contest.adminActions.ended')}
          trigger={trigger('endNow', <SquareIcon className="text-destructive" />)}
        />
      )}
      {contest.sealed && !unsealed && (
        <ConfirmDialog
          title={t('contest.adminActions.unsealNowTitle', { title: contest.title })}
          description={t('contest.adminActions.unsealNowText')}
          confirmLabel={t('contest.adminActions.unsealNow')}
          testId={`contest-unsealNow-${contest.id}`}
          onConfirm={() => act(E.unsealNow, 'contest.adminActions.unsealed')}
          trigger={trigger('unsealNow', <UnlockIcon />)}
        />
      )}
    </>
  );
}
