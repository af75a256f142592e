import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContestProblemRow } from '../../../src/contract/contests.ts';
import { judgeAdminEndpoints } from '../../../src/contract/endpoints/submissions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { call } from '../../lib/call.ts';
import { Balloon } from './contest-problem-list.tsx';

/** /contest/{cid}/rejudge (the super admin; contest admins whose role rejudges in what it runs): each problem of the contest with "Rejudge All" after a confirmation. */
export function ContestRejudge({ cid, rows }: { cid: number; rows: ContestProblemRow[] }) {
  const { t } = useTranslation();
  // A refusal is shown by the call and keeps the dialog open.
  const rejudge = async (pid: number) => {
    await call(judgeAdminEndpoints.rejudgeContestProblem, { cid, pid });
    toast.success(t('contest.rejudge.done'));
  };
  const columns: Column<ContestProblemRow>[] = [
    { id: 'id', header: t('contest.rejudge.id'), cell: (p) => <Balloon row={p} /> },
    { id: 'title', header: t('contest.rejudge.title'), cell: (p) => p.displayTitle },
    {
      id: 'action',
      header: t('contest.rejudge.action'),
      cell: (p) => (
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
      ),
    },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border px-2" data-testid="contest-rejudge">
      <DataTable columns={columns} rows={rows} rowKey={(p) => p.pid} rowTestId={() => 'rejudge-row'} />
    </div>
  );
}
