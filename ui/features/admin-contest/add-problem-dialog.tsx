import { PlusIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Page } from '../../../src/contract/envelope.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { type ContestBankProblem, useContestAdminScope } from './api.ts';

/** Page sizes of the public problem picker (doc 3 §9). */
const PICKER_SIZES = [10, 30, 50, 100] as const;

/** The next free letter (A, B, … Z, then A1, B1 …) for a contest that uses these display ids. */
export function nextDisplayId(used: readonly string[]): string {
  const taken = new Set(used.map((u) => u.toUpperCase()));
  for (let round = 0; ; round++) {
    for (let i = 0; i < 26; i++) {
      const id = String.fromCharCode(65 + i) + (round ? String(round) : '');
      if (!taken.has(id)) return id;
    }
  }
}

/** "Add from public": search the bank's problems that fit the contest's rule type and add one under a display id. */
export function AddProblemDialog({ cid, contestType, usedIds, open, onOpenChange, onAdded }: {
  cid: number; contestType: number; usedIds: string[]; open: boolean; onOpenChange: (open: boolean) => void; onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { api: adminContestApi } = useContestAdminScope();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<ContestBankProblem> | null>(null);
  const [picked, setPicked] = useState<ContestBankProblem | null>(null);
  const [displayId, setDisplayId] = useState('');

  const load = useCallback(() => {
    if (open) adminContestApi.addable(cid, query).then(setPage, () => undefined);
  }, [cid, open, query, adminContestApi]);
  useEffect(load, [load]);

  const pick = (p: ContestBankProblem) => {
    setPicked(p);
    setDisplayId(nextDisplayId(usedIds));
  };
  const add = async () => {
    if (!picked) return;
    if (!displayId.trim()) {
      toast.error(t('adminContest.rule.displayIdRequired'));
      return;
    }
    try {
      await adminContestApi.addFromPublic({ cid, pid: picked.id, displayId: displayId.trim() });
      toast.success(t('adminContest.msg.added'));
      setPicked(null);
      onAdded();
      load();
    } catch {
      // The client has shown the failure (a display id in use, a problem of the other rule type).
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-3xl" data-testid="add-problem-dialog">
        <DialogHeader>
          <DialogTitle>{t('adminContest.addFromPublic')}</DialogTitle>
          <DialogDescription>{t(`adminContest.typeTip.${contestType}`)}</DialogDescription>
        </DialogHeader>
        <form className="flex gap-2" onSubmit={(e) => { e.preventDefault(); setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 })); }}>
          <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('adminContest.problemSearchPlaceholder')} aria-label={t('adminContest.problemSearchPlaceholder')} data-testid="add-problem-search" />
          <Button type="submit" variant="outline" size="icon" aria-label={t('adminContest.search')}><SearchIcon /></Button>
        </form>
        {picked && (
          <form className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3" onSubmit={(e) => { e.preventDefault(); void add(); }} data-testid="add-problem-prompt">
            <span className="text-sm">{t('adminContest.displayIdPrompt', { id: picked.problemId })}</span>
            <Input className="h-8 w-24 font-mono" autoFocus value={displayId} onChange={(e) => setDisplayId(e.target.value)} aria-label={t('adminContest.col.displayId')} data-testid="add-problem-displayId" />
            <Button type="submit" size="sm" data-testid="add-problem-confirm">{t('adminContest.add')}</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setPicked(null)}>{t('common.cancel')}</Button>
          </form>
        )}
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>ID</TableHead>
              <TableHead>{t('adminContest.col.problemId')}</TableHead>
              <TableHead>{t('adminContest.col.problemTitle')}</TableHead>
              <TableHead>{t('adminContest.col.problemType')}</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {page?.records.map((p) => (
              <TableRow key={p.id} data-testid={`addable-${p.problemId}`}>
                <TableCell className="tabular-nums">{p.id}</TableCell>
                <TableCell className="font-mono">{p.problemId}</TableCell>
                <TableCell className="max-w-64 truncate" title={p.title}>{p.title}</TableCell>
                <TableCell>{t(`adminContest.type.${p.type}`)}</TableCell>
                <TableCell>
                  <Button variant="ghost" size="icon" className="size-8" aria-label={t('adminContest.add')} onClick={() => pick(p)} data-testid={`addable-${p.problemId}-add`}><PlusIcon /></Button>
                </TableCell>
              </TableRow>
            ))}
            {page && page.records.length === 0 && (
              <TableRow><TableCell colSpan={5} className="py-6 text-center text-muted-foreground">{t('adminContest.noAddable')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
        <Pager
          total={page?.total ?? 0}
          pageSize={query.limit}
          current={query.currentPage}
          pageSizes={PICKER_SIZES}
          onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
          onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
        />
      </DialogContent>
    </Dialog>
  );
}
