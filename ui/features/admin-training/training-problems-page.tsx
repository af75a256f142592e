import { HashIcon, ListPlusIcon, LoaderCircleIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRoute } from 'wouter';
import type { Page } from '../../../src/contract/envelope.ts';
import { TRAINING_PICK_SIZES } from '../../../src/contract/trainings.ts';
import { Pager } from '../../components/pager.tsx';
import { ProblemIdDialog } from '../../components/problem-id-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { AddProblemDialog } from './add-problem-dialog.tsx';
import { type AdminTraining, type TrainingPickRow, useTrainingAdminScope } from './api.ts';
import { TrainingPageHead } from './training-page-head.tsx';
import { TrainingProblemRow } from './training-problem-row.tsx';

/** /admin/training/{trainingId}/problems: the training's problems in rank order, adding from the bank, removing. */
export function TrainingProblemsPage() {
  const { t } = useTranslation();
  const { api: adminTrainingApi, base, problemsPath, addFromGroup } = useTrainingAdminScope();
  const [, params] = useRoute<{ trainingId: string }>(`${base}/:trainingId/${problemsPath}`);
  const tid = Number(params?.trainingId);
  const [training, setTraining] = useState<AdminTraining | null>(null);
  const [query, setQuery] = useState({ currentPage: 1, limit: TRAINING_PICK_SIZES[1] as number });
  const [page, setPage] = useState<Page<TrainingPickRow> | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addingOwn, setAddingOwn] = useState(false);

  const load = useCallback(() => {
    adminTrainingApi.problems(tid, true, query).then(setPage, () => setFailed(true));
  }, [tid, query, adminTrainingApi]);
  useEffect(() => {
    adminTrainingApi.get(tid).then(setTraining, () => setFailed(true));
  }, [tid, adminTrainingApi]);
  useEffect(load, [load]);

  if (failed) return <p className="text-muted-foreground">{t('adminTraining.loadFailed')}</p>;
  if (!training || !page) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="training-problems">
      <TrainingPageHead title={t('adminTraining.route.problems')} training={training}>
        <Button variant="outline" onClick={() => setAdding(true)} data-testid="training-add-public"><ListPlusIcon /> {t('adminTraining.addFromPublic')}</Button>
        {addFromGroup && <Button variant="outline" onClick={() => setAddingOwn(true)} data-testid="training-add-group"><HashIcon /> {t('adminTraining.addFromGroup')}</Button>}
      </TrainingPageHead>
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('adminTraining.col.displayId')}</TableHead>
                <TableHead>{t('adminTraining.col.title')}</TableHead>
                <TableHead>{t('adminTraining.col.rank')}</TableHead>
                <TableHead>{t('adminTraining.col.problemAuth')}</TableHead>
                <TableHead>{t('adminTraining.col.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody data-testid="training-problem-rows">
              {page.records.map((row) => row.link && (
                <TrainingProblemRow key={`${row.link.id}-${row.link.displayId}-${row.link.rank}`} row={row} link={row.link} onChanged={load} />
              ))}
              {page.records.length === 0 && (
                <TableRow><TableCell colSpan={5} className="py-8 text-center text-muted-foreground">{t('adminTraining.noProblems')}</TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Pager
        total={page.total}
        pageSize={query.limit}
        current={query.currentPage}
        pageSizes={TRAINING_PICK_SIZES}
        onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
        onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
      />
      <AddProblemDialog tid={tid} open={adding} onOpenChange={setAdding} onAdded={load} />
      {addFromGroup && (
        <ProblemIdDialog
          open={addingOwn} onOpenChange={setAddingOwn} title={t('adminTraining.addFromGroup')} description={t('adminTraining.addFromGroupHint')}
          problemIdLabel={t('adminTraining.col.problemId')} submitLabel={t('adminTraining.add')}
          add={async (problemId) => { await addFromGroup(tid, problemId); toast.success(t('adminTraining.msg.added', { id: problemId })); load(); }}
        />
      )}
    </div>
  );
}
