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
import { adminContestApi, type AdminContestRow, useContestAdminScope } from './api.ts';
import { ContestRowActions } from './contest-row-actions.tsx';

const STATUS_VARIANT = { '-1': 'warning', '0': 'success', '1': 'secondary' } as const;

/**
 * /admin/contest: search, page through and manage the contests this admin may manage.
 * /admin/computational-thinking-contest mounts it with `type` 2.
 */
export function ContestListPage({ type }: { type?: number } = {}) {
  const { t } = useTranslation();
  const { base } = useContestAdminScope();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10, type });
  const [page, setPage] = useState<Page<AdminContestRow> | null>(null);

  const load = useCallback(() => {
    adminContestApi.list(query).then(setPage, () => undefined);
  }, [query]);
  useEffect(load, [load]);

  const setVisible = (id: number, visible: boolean) =>
    setPage((p) => (p ? { ...p, records: p.records.map((r) => (r.id === id ? { ...r, visible } : r)) } : p));

  return (
    <div className="grid gap-4" data-testid="admin-contest-list">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{type === 2 ? t('choice.admin.contestList') : t('adminContest.route.list')}</h1>
        <form className="flex w-full gap-2 sm:w-72" onSubmit={(e) => { e.preventDefault(); setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 })); }}>
          <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('adminContest.searchPlaceholder')} aria-label={t('adminContest.searchPlaceholder')} data-testid="contest-search" />
          <Button type="submit" variant="outline" size="icon" aria-label={t('adminContest.search')}><SearchIcon /></Button>
        </form>
        <Button asChild>
          <Link href={`${base}/create`} data-testid="contest-create"><PlusIcon /> {t('adminContest.create')}</Link>
        </Button>
      </div>
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('adminContest.col.title')}</TableHead>
                <TableHead>{t('adminContest.col.type')}</TableHead>
                <TableHead>{t('adminContest.col.auth')}</TableHead>
                <TableHead>{t('adminContest.col.status')}</TableHead>
                <TableHead>{t('adminContest.col.visible')}</TableHead>
                <TableHead>{t('adminContest.col.info')}</TableHead>
                <TableHead>{t('adminContest.col.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page?.records.map((row) => (
                <TableRow key={row.id} data-testid={`contest-row-${row.id}`}>
                  <TableCell className="tabular-nums">{row.id}</TableCell>
                  <TableCell className="max-w-64 truncate font-medium" title={row.title}>{row.title}</TableCell>
                  <TableCell><Badge variant="outline">{t(`adminContest.type.${row.type}`)}</Badge></TableCell>
                  <TableCell className="whitespace-nowrap">{t(`adminContest.auth.${row.auth}`)}</TableCell>
                  <TableCell><Badge variant={STATUS_VARIANT[String(row.status) as '-1' | '0' | '1'] ?? 'secondary'}>{t(`adminContest.status.${row.status}`)}</Badge></TableCell>
                  <TableCell>
                    <InstantSwitch checked={row.visible} save={(v) => adminContestApi.setVisible(row.id, v)} onSaved={(v) => setVisible(row.id, v)} label={t('adminContest.col.visible')} testId={`contest-visible-${row.id}`} />
                  </TableCell>
                  <TableCell className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                    <div>{t('adminContest.info.start')}: {absoluteTime(row.startTime)}</div>
                    <div>{t('adminContest.info.end')}: {absoluteTime(row.endTime)}</div>
                    <div>{t('adminContest.info.creator')}: {row.author}</div>
                  </TableCell>
                  <TableCell><ContestRowActions row={row} onChanged={load} /></TableCell>
                </TableRow>
              ))}
              {page && page.records.length === 0 && (
                <TableRow><TableCell colSpan={8} className="py-8 text-center text-muted-foreground">{t('adminContest.empty')}</TableCell></TableRow>
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
