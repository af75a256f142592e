import { PlusIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import type { Page } from '../../../src/contract/envelope.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { adminProblemApi, type AdminProblemRow } from './api.ts';
import { AUTH_OPTIONS, formatDateTime } from './format.ts';
import { ProblemRowActions } from './problem-row-actions.tsx';

/** The visibility of a problem, saved as soon as it is picked. */
function AuthSelect({ row, onChanged }: { row: AdminProblemRow; onChanged: (auth: number) => void }) {
  const { t } = useTranslation();
  const change = async (value: string) => {
    try {
      await adminProblemApi.changeAuth(row.id, Number(value));
      onChanged(Number(value));
      toast.success(t('common.updated'));
    } catch {
      // The message has been shown; the select keeps the stored value.
    }
  };
  return (
    <Select value={String(row.auth)} onValueChange={change}>
      <SelectTrigger
        className="h-8 min-w-24"
        aria-label={t('adminProblem.field.auth')}
        data-testid={`problem-auth-${row.id}`}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {AUTH_OPTIONS.map((a) => (
          <SelectItem key={a} value={String(a)}>
            {t(`adminProblem.auth.${a}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** /admin/problems: search, page through and manage every problem. */
export function ProblemListPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<AdminProblemRow> | null>(null);

  const load = useCallback(() => {
    adminProblemApi.list(query).then(setPage, () => undefined);
  }, [query]);
  useEffect(load, [load]);

  const search = () => setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 }));
  const setAuth = (id: number, auth: number) =>
    setPage((p) => (p ? { ...p, records: p.records.map((r) => (r.id === id ? { ...r, auth } : r)) } : p));

  return (
    <div className="grid gap-4" data-testid="admin-problem-list">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('adminProblem.route.list')}</h1>
        <form
          className="flex w-full gap-2 sm:w-72"
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <Input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('adminProblem.searchPlaceholder')}
            aria-label={t('adminProblem.searchPlaceholder')}
            data-testid="problem-search"
          />
          <Button type="submit" variant="outline" size="icon" aria-label={t('adminProblem.search')}>
            <SearchIcon />
          </Button>
        </form>
        <Button asChild>
          <Link href="/admin/problem/create">
            <PlusIcon /> {t('adminProblem.create')}
          </Link>
        </Button>
      </div>
      <Card className="py-2">
        <CardContent className="px-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('adminProblem.field.problemId')}</TableHead>
                <TableHead>{t('adminProblem.field.title')}</TableHead>
                <TableHead>{t('adminProblem.field.author')}</TableHead>
                <TableHead>{t('adminProblem.field.created')}</TableHead>
                <TableHead>{t('adminProblem.field.modified')}</TableHead>
                <TableHead>{t('adminProblem.field.auth')}</TableHead>
                <TableHead>{t('adminProblem.field.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page?.records.map((row) => (
                <TableRow key={row.id} data-testid={`problem-row-${row.id}`}>
                  <TableCell className="tabular-nums">{row.id}</TableCell>
                  <TableCell className="font-mono">{row.problemId}</TableCell>
                  <TableCell className="max-w-64 truncate" title={row.title}>
                    {row.title}
                  </TableCell>
                  <TableCell>{row.author}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(row.gmtCreate)}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums" title={row.modifiedUser ?? undefined}>
                    {formatDateTime(row.gmtModified)}
                  </TableCell>
                  <TableCell>
                    <AuthSelect row={row} onChanged={(auth) => setAuth(row.id, auth)} />
                  </TableCell>
                  <TableCell>
                    <ProblemRowActions row={row} onDeleted={load} />
                  </TableCell>
                </TableRow>
              ))}
              {page && page.records.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                    {t('adminProblem.empty')}
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
