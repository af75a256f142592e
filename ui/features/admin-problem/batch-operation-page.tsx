import { PackageIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminProblemEndpoints } from '../../../src/contract/endpoints/admin-problems.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { failureText, usePagedList } from '../../lib/query/index.ts';
import type { AdminProblemRow } from './api.ts';
import { downloadFile } from '../../lib/download.ts';
import { ImportCard } from './import-card.tsx';

/** /admin/problem/batch-operation: export chosen problems as one package; import packages. */
export function BatchOperationPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage, error } = usePagedList(adminProblemEndpoints.list);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [selected, setSelected] = useState<Map<number, string>>(new Map());

  const toggle = (row: AdminProblemRow, on: boolean) =>
    setSelected((m) => {
      const next = new Map(m);
      if (on) next.set(row.id, row.problemId);
      else next.delete(row.id);
      return next;
    });
  const records = page?.records ?? [];
  const allOnPage = records.length > 0 && records.every((r) => selected.has(r.id));

  const exportSelected = async () => {
    if (selected.size === 0) {
      toast.warning(t('adminProblem.batch.selectionEmpty'));
      return;
    }
    const ids = [...selected.keys()].sort((a, b) => a - b);
    await downloadFile('/api/file/export-problem', { pid: ids.join(',') }, `problems_${ids.length}.zip`);
  };

  return (
    <div className="grid gap-6" data-testid="problem-batch">
      <h1 className="text-2xl font-semibold tracking-tight">{t('adminProblem.route.batch')}</h1>
      <Card data-testid="problem-export">
        <CardHeader>
          <CardTitle>{t('adminProblem.batch.export')}</CardTitle>
          <CardDescription>{t('adminProblem.batch.exportHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <form
              className="flex w-full gap-2 sm:w-72"
              onSubmit={(e) => {
                e.preventDefault();
                setFilters({ keyword: keyword.trim() || undefined });
              }}
            >
              <Input
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                placeholder={t('adminProblem.searchPlaceholder')}
                aria-label={t('adminProblem.searchPlaceholder')}
              />
              <Button type="submit" variant="outline" size="icon" aria-label={t('adminProblem.search')}>
                <SearchIcon />
              </Button>
            </form>
            <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
              <span className="text-sm text-muted-foreground" data-testid="export-selected-count">
                {t('adminProblem.batch.selected', { count: selected.size })}
              </span>
              {selected.size > 0 && (
                <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
                  {t('adminProblem.batch.clear')}
                </Button>
              )}
              <Button onClick={exportSelected} data-testid="export-submit">
                <PackageIcon /> {t('adminProblem.batch.exportButton')}
              </Button>
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {failureText(error)}
            </p>
          )}
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <Checkbox
                    aria-label={t('adminProblem.selectAll')}
                    checked={allOnPage}
                    onCheckedChange={(v) => {
                      for (const r of records) toggle(r, v === true);
                    }}
                  />
                </TableHead>
                <TableHead>ID</TableHead>
                <TableHead>{t('adminProblem.field.problemId')}</TableHead>
                <TableHead>{t('adminProblem.field.title')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {records.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Checkbox
                      aria-label={row.problemId}
                      checked={selected.has(row.id)}
                      onCheckedChange={(v) => toggle(row, v === true)}
                      data-testid={`export-pick-${row.id}`}
                    />
                  </TableCell>
                  <TableCell className="tabular-nums">{row.id}</TableCell>
                  <TableCell className="font-mono">{row.problemId}</TableCell>
                  <TableCell>{row.title}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            total={page?.total ?? 0}
            pageSize={filters.limit}
            current={filters.currentPage}
            onPageChange={setPage}
            onPageSizeChange={(limit) => setFilters({ limit })}
          />
        </CardContent>
      </Card>
      <ImportCard />
    </div>
  );
}
