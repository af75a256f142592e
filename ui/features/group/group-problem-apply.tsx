import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { groupProblemEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import type { GroupAdminProblemRow } from '../../../src/contract/group-problems.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { changeThen } from './change-call.ts';
import { applyAction } from './group-problem-rules.ts';

/**
 * The apply-public control of a row (spec doc 3 §5): not applied or refused → apply (asks first);
 * applying → cancel (asks first); public → a badge.
 */
export function GroupProblemApply({ row }: { row: GroupAdminProblemRow }) {
  const { t } = useTranslation();
  const action = applyAction(row.applyPublicProgress);
  if (action === 'none') return <Badge variant="secondary">{t('groupProblem.apply.public')}</Badge>;
  const applying = action === 'cancel';
  return (
    <span className="inline-flex items-center gap-1">
      {row.applyPublicProgress === 3 && (
        <Badge variant="outline" className="text-destructive">
          {t('groupProblem.apply.refused')}
        </Badge>
      )}
      <ConfirmDialog
        title={t(applying ? 'groupProblem.apply.cancelConfirm' : 'groupProblem.apply.applyConfirm', {
          problemId: row.problemId,
        })}
        confirmLabel={t(applying ? 'groupProblem.apply.cancel' : 'groupProblem.apply.apply')}
        testId={`group-problem-${row.id}-apply`}
        onConfirm={async () => {
          await changeThen(E.applyPublic, { pid: row.id, isApplied: !applying }, [E.adminList]);
          toast.success(t(applying ? 'groupProblem.apply.cancelled' : 'groupProblem.apply.applied'));
        }}
        trigger={(open) => (
          <Button
            variant={applying ? 'secondary' : 'outline'}
            size="sm"
            className="h-8"
            onClick={open}
            data-testid={`group-problem-${row.id}-apply-open`}
          >
            {t(applying ? 'groupProblem.apply.applying' : 'groupProblem.apply.apply')}
          </Button>
        )}
      />
    </span>
  );
}
