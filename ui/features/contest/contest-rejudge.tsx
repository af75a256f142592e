import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContestProblemRow } from '../../../src/contract/contests.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { contestApi } from './api.ts';
import { Balloon } from './contest-problem-list.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

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
      <Table>
        <TableHeader className="bg-muted/60 text-muted-foreground">
          <TableRow>
            <TableHead className={th}>{t('contest.rejudge.id')}</TableHead>
            <TableHead className={th}>{t('contest.rejudge.title')}</TableHead>
            <TableHead className={th}>{t('contest.rejudge.action')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.pid} className="border-t" data-testid="rejudge-row">
              <TableCell className="px-3 py-2">
                <Balloon row={p} />
              </TableCell>
              <TableCell className="px-3 py-2">{p.displayTitle}</TableCell>
              <TableCell className="px-3 py-2">
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
