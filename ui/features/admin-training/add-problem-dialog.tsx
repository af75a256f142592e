import { PlusIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Page } from '../../../src/contract/envelope.ts';
import { TRAINING_PICK_SIZES } from '../../../src/contract/trainings.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { type TrainingPickRow, useTrainingAdminScope } from './api.ts';

/** "Add from public": search the bank's public problems not yet in the training and add them, one click each. */
export function AddProblemDialog({ tid, open, onOpenChange, onAdded }: {
  tid: number; open: boolean; onOpenChange: (open: boolean) => void; onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { api: adminTrainingApi } = useTrainingAdminScope();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: TRAINING_PICK_SIZES[0] as number });
  const [page, setPage] = useState<Page<TrainingPickRow> | null>(null);

  const load = useCallback(() => {
    if (open) adminTrainingApi.problems(tid, false, query).then(setPage, () => undefined);
  }, [tid, open, query, adminTrainingApi]);
  useEffect(load, [load]);

  const add = async (p: TrainingPickRow) => {
    try {
      await adminTrainingApi.addFromPublic(tid, p.pid);
      toast.success(t('adminTraining.msg.added', { id: p.problemId }));
      onAdded();
      load();
    } catch {
      // The client has shown the failure (a problem already in the training, or no longer public).
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-3xl" data-testid="add-problem-dialog">
        <DialogHeader>
          <DialogTitle>{t('adminTraining.addFromPublic')}</DialogTitle>
          <DialogDescription>{t('adminTraining.addFromPublicHint')}</DialogDescription>
        </DialogHeader>
        <form className="flex gap-2" onSubmit={(e) => { e.preventDefault(); setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 })); }}>
          <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('adminTraining.problemSearchPlaceholder')} aria-label={t('adminTraining.problemSearchPlaceholder')} data-testid="add-problem-search" />
          <Button type="submit" variant="outline" size="icon" aria-label={t('adminTraining.search')}><SearchIcon /></Button>
        </form>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>ID</TableHead>
              <TableHead>{t('adminTraining.col.problemId')}</TableHead>
              <TableHead>{t('adminTraining.col.title')}</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {page?.records.map((p) => (
              <TableRow key={p.pid} data-testid={`addable-${p.problemId}`}>
                <TableCell className="tabular-nums">{p.pid}</TableCell>
                <TableCell className="font-mono">{p.problemId}</TableCell>
                <TableCell className="max-w-64 truncate" title={p.title}>{p.title}</TableCell>
                <TableCell>
                  <Button variant="ghost" size="icon" className="size-8" aria-label={t('adminTraining.add')} onClick={() => add(p)} data-testid={`addable-${p.problemId}-add`}><PlusIcon /></Button>
                </TableCell>
              </TableRow>
            ))}
            {page && page.records.length === 0 && (
              <TableRow><TableCell colSpan={4} className="py-6 text-center text-muted-foreground">{t('adminTraining.noAddable')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
        <Pager
          total={page?.total ?? 0}
          pageSize={query.limit}
          current={query.currentPage}
          pageSizes={TRAINING_PICK_SIZES}
          onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
          onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
        />
      </DialogContent>
    </Dialog>
  );
}
