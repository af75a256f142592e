import { PlusIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Page } from '../../../src/contract/envelope.ts';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Pager } from '../../components/pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { adminTrainingApi, type AdminTrainingRow } from './api.ts';
import { CategoryName } from './category-select.tsx';
import { TrainingRowActions } from './training-row-actions.tsx';

/** /admin/training: search, page through and manage the trainings (doc 3 "Training admin table"). */
export function TrainingListPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<AdminTrainingRow> | null>(null);

  const load = useCallback(() => {
    adminTrainingApi.list(query).then(setPage, () => undefined);
  }, [query]);
  useEffect(load, [load]);

  const setVisible = (id: number, visible: boolean) =>
    setPage((p) => (p ? { ...p, records: p.records.map((r) => (r.id === id ? { ...r, visible } : r)) } : p));

  return (
    <div className="grid gap-4" data-testid="admin-training-list">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('adminTraining.route.list')}</h1>
        <form
          className="flex w-full gap-2 sm:w-72"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 }));
          }}
        >
          <Input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('adminTraining.searchPlaceholder')}
            aria-label={t('adminTraining.searchPlaceholder')}
            data-testid="training-search"
          />
          <Button type="submit" variant="outline" size="icon" aria-label={t('adminTraining.search')}>
            <SearchIcon />
          </Button>
        </form>
        <Button asChild>
          <Link href="/admin/training/create" data-testid="training-create">
            <PlusIcon /> {t('adminTraining.create')}
          </Link>
        </Button>
      </div>
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('adminTraining.col.rank')}</TableHead>
                <TableHead>{t('adminTraining.col.title')}</TableHead>
                <TableHead>{t('adminTraining.col.auth')}</TableHead>
                <TableHead>{t('adminTraining.col.visible')}</TableHead>
                <TableHead>{t('adminTraining.col.info')}</TableHead>
                <TableHead>{t('adminTraining.col.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page?.records.map((row) => (
                <TableRow key={row.id} data-testid={`training-row-${row.id}`}>
                  <TableCell className="tabular-nums">{row.id}</TableCell>
                  <TableCell className="tabular-nums">{row.rank}</TableCell>
                  <TableCell className="max-w-64">
                    <div className="truncate font-medium" title={row.title}>
                      {row.title}
                    </div>
                    {row.categoryName && (
                      <div className="text-xs text-muted-foreground">
                        <CategoryName name={row.categoryName} color={row.categoryColor ?? '#ffffff'} />
                      </div>
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge variant={row.auth === 'Public' ? 'success' : 'warning'}>
                      {t(`adminTraining.auth.${row.auth}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <InstantSwitch
                      checked={row.visible}
                      save={(v) => adminTrainingApi.setVisible(row.id, v)}
                      onSaved={(v) => setVisible(row.id, v)}
                      label={t('adminTraining.col.visible')}
                      testId={`training-visible-${row.id}`}
                    />
                  </TableCell>
                  <TableCell className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                    <div>
                      {t('adminTraining.info.created')}: {absoluteTime(row.gmtCreate)}
                    </div>
                    <div>
                      {t('adminTraining.info.updated')}: {absoluteTime(row.gmtModified)}
                    </div>
                    <div>
                      {t('adminTraining.info.creator')}: {row.author}
                    </div>
                  </TableCell>
                  <TableCell>
                    <TrainingRowActions row={row} onChanged={load} />
                  </TableCell>
                </TableRow>
              ))}
              {page && page.records.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                    {t('adminTraining.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Pager
        total={page?.total ?? 0}
        pageSize={query.limit}
        current={query.currentPage}
        onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
        onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
      />
    </div>
  );
}
