import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContestProblemRow } from '../../../src/contract/contests.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { contestApi } from './api.ts';
import { Balloon } from './contest-problem-list.tsx';

/** /contest/{cid}/rejudge (the super admin; contest admins whose role rejudges in what it runs): each problem of the contest with "Rejudge All" after a confirmation. */
export function ContestRejudge({ cid, rows }: { cid: number; rows: ContestProblemRow[] }) {
  const { t } = useTranslation();
  const rejudge = (pid: number) =>
    contestApi.rejudgeProblem(cid, pid).then(
      () => toast.success(t('contest.rejudge.done')),
      () => {},
    );
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-lg border" data-testid="contest-rejudge">
      <table className="w-full text-sm">
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th className={th}>{t('contest.rejudge.id')}</th>
            <th className={th}>{t('contest.rejudge.title')}</th>
            <th className={th}>{t('contest.rejudge.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.pid} className="border-t" data-testid="rejudge-row">
              <td className="px-3 py-2">
                <Balloon row={p} />
              </td>
              <td className="px-3 py-2">{p.displayTitle}</td>
              <td className="px-3 py-2">
                <ConfirmDialog
                  title={t('contest.rejudge.confirmTitle', { id: p.displayId })}
                  description={t('contest.rejudge.confirmText')}
                  confirmLabel={t('contest.rejudge.all')}
                  onConfirm={() => rejudge(p.pid)}
                  testId="rejudge-confirm"
                  trigger={(open) => (
                    <Button size="sm" variant="outline" onClick={open} data-testid="rejudge-all">
                      <RotateCwIcon /> {t('contest.rejudge.all')}
                    </Button>
                  )}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
