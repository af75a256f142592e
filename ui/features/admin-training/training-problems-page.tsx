import { FolderPlusIcon, ListPlusIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { TRAINING_PICK_SIZES } from '../../../src/contract/trainings.ts';
import { Pager } from '../../components/pager.tsx';
import { ProblemPicker } from '../../components/problem-picker/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { failureText } from '../../lib/query/index.ts';
import { useTrainingAdminScope } from './api.ts';
import { TrainingPageHead } from './training-page-head.tsx';
import { TrainingProblemRow } from './training-problem-row.tsx';
import { invalidateTrainingReads, useTrainingRead } from './use-training-read.ts';

/** /admin/training/{trainingId}/problems: the training's problems in rank order, adding from the bank, removing. */
export function TrainingProblemsPage() {
  const { t } = useTranslation();
  const { api, base, problemsPath, own, bank } = useTrainingAdminScope();
  const [, params] = useRoute<{ trainingId: string }>(`${base}/:trainingId/${problemsPath}`);
  const tid = Number(params?.trainingId);
  const [query, setQuery] = useState({ currentPage: 1, limit: TRAINING_PICK_SIZES[1] as number });
  const training = useTrainingRead('get', tid, () => api.get(tid));
  const problems = useTrainingRead('problems', { tid, ...query }, () => api.problems(tid, true, query));
  const [adding, setAdding] = useState(false);
  const [addingOwn, setAddingOwn] = useState(false);
  // The problems already in the training, which the picker of the group's own problems marks.
  const all = { currentPage: 1, limit: Math.max(...TRAINING_PICK_SIZES) };
  const inTraining = useTrainingRead('in-training', { tid }, () => api.problems(tid, true, all), addingOwn);
  const inIt = new Set(inTraining.data?.records.map((r) => r.pid));
  const changed = () => void invalidateTrainingReads();

  const failed = training.error ?? problems.error;
  if (failed) return <p className="text-muted-foreground">{failureText(failed) || t('adminTraining.loadFailed')}</p>;
  const page = problems.data;
  if (!training.data || !page) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="training-problems">
      <TrainingPageHead title={t('adminTraining.route.problems')} training={training.data}>
        <Button variant="outline" onClick={() => setAdding(true)} data-testid="training-add-public">
          <ListPlusIcon /> {t('adminTraining.addFromPublic')}
        </Button>
        {own && (
          <Button variant="outline" onClick={() => setAddingOwn(true)} data-testid="training-add-group">
            <FolderPlusIcon /> {t('adminTraining.addFromGroup')}
          </Button>
        )}
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
              {page.records.map(
                (row) =>
                  row.link && (
                    <TrainingProblemRow
                      key={`${row.link.id}-${row.link.displayId}-${row.link.rank}`}
                      row={row}
                      link={row.link}
                      onChanged={changed}
                    />
                  ),
              )}
              {page.records.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
                    {t('adminTraining.noProblems')}
                  </TableCell>
                </TableRow>
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
      <ProblemPicker
        open={adding}
        onOpenChange={setAdding}
        title={t('adminTraining.addFromPublic')}
        description={t('adminTraining.addFromPublicHint')}
        source={bank(tid)}
        onAdded={changed}
      />
      {own && (
        <ProblemPicker
          open={addingOwn}
          onOpenChange={setAddingOwn}
          title={t('adminTraining.addFromGroup')}
          description={t('adminTraining.addFromGroupHint')}
          source={own(tid, inIt)}
          onAdded={changed}
        />
      )}
    </div>
  );
}
