import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { type GroupDetail, GroupAuth, MemberLevel } from '../../../src/contract/groups.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSave } from '../../lib/query/index.ts';
import { isRootAtom } from '../../lib/session.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { changeThen } from './change-call.ts';
import { STANDING } from './use-group.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** The viewer's buttons (spec doc 3 §4): Apply, Applying, Refused, Accept invitation; Exit for members; Disband for the owner and the super admin. */
export function GroupActions({ detail, onChanged }: { detail: GroupDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const superAdmin = useAtomValue(isRootAtom);
  const [, navigate] = useLocation();
  const [applying, setApplying] = useState(false);
  const joining = useSave(E.apply, { invalidates: STANDING });
  const joinPublic = async () => {
    const done = await joining.save({ gid: detail.id, code: '', reason: '' });
    if (!done) return;
    toast.success(t(done.answer === 'joined' ? 'group.apply.joined' : 'group.apply.applied'));
    onChanged();
  };
  return (
    <div className="flex flex-col gap-2 border-t pt-3" data-testid="group-actions">
      {detail.invited && !detail.isMember && (
        <>
          <p className="text-sm text-muted-foreground">{t('group.action.invitedHint')}</p>
          <Button onClick={joinPublic} disabled={joining.busy} data-testid="group-accept">
            {t('group.action.accept')}
          </Button>
        </>
      )}
      {!detail.isMember && !detail.invited && detail.level === MemberLevel.NONE && (
        <Button
          onClick={() => (detail.auth === GroupAuth.PUBLIC ? joinPublic() : setApplying(true))}
          data-testid="group-apply"
        >
          {t('group.action.apply')}
        </Button>
      )}
      <FailureLine error={joining.error} testId="group-join-error" />
      {detail.level === MemberLevel.APPLYING && (
        <Button disabled variant="outline" data-testid="group-applying">
          {t('group.action.applying')}
        </Button>
      )}
      {detail.level === MemberLevel.REFUSED && (
        <Button disabled variant="outline" data-testid="group-refused">
          {t('group.action.refused')}
        </Button>
      )}
      {detail.isMember && !detail.isOwner && (
        <ConfirmDialog
          title={t('group.action.exitConfirm', { name: detail.name })}
          description={t('group.action.exitHint')}
          confirmLabel={t('group.action.exit')}
          testId="group-exit"
          onConfirm={async () => {
            await changeThen(E.exit, { gid: detail.id }, STANDING);
            toast.success(t('group.action.exited'));
            onChanged();
          }}
          trigger={(open) => (
            <Button variant="outline" onClick={open} data-testid="group-exit-open">
              {t('group.action.exit')}
            </Button>
          )}
        />
      )}
      {(detail.isOwner || superAdmin) && (
        <ConfirmDialog
          title={t('group.action.disbandConfirm', { name: detail.name })}
          description={t('group.action.disbandHint')}
          confirmLabel={t('group.action.disband')}
          testId="group-disband"
          onConfirm={async () => {
            await changeThen(E.disband, { gid: detail.id }, [E.list]);
            toast.success(t('group.action.disbanded'));
            navigate('/group');
          }}
          trigger={(open) => (
            <Button variant="destructive" onClick={open} data-testid="group-disband-open">
              {t('group.action.disband')}
            </Button>
          )}
        />
      )}
      <ApplyDialog detail={detail} open={applying} onClose={() => setApplying(false)} onApplied={onChanged} />
    </div>
  );
}
