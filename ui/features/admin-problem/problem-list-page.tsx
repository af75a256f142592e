import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminProblemEndpoints as E } from '../../../src/contract/endpoints/admin-problems.ts';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import type { Column } from '../../components/data-table/data-table.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';
import type { AdminProblemRow } from './api.ts';
import { AUTH_OPTIONS, formatDateTime } from './format.ts';
import { problemNameColumns } from './problem-columns.tsx';
import { ProblemRowActions } from './problem-row-actions.tsx';
import { RemoteImportDialog } from './remote-import-dialog.tsx';
import { StarterSetCard } from '../../components/starter-set-card.tsx';

/** The visibility of a problem, saved as soon as it is picked; a refused change leaves the stored value. */
function AuthSelect({ row }: { row: AdminProblemRow }) {
  const { t } = useTranslation();
  const change = async (value: string) => {
    try {
      await call(E.changeAuth, { id: row.id, auth: Number(value) });
      toast.success(t('common.updated'));
      await invalidate(E.list);
    } catch {
      // The client has shown the failure; the select keeps the stored value.
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
  const list = usePagedList(E.list);
  const columns: Column<AdminProblemRow>[] = [
    ...problemNameColumns(t),
    { id: 'author', header: t('adminProblem.field.author'), cell: (row) => row.author },
    {
      id: 'created',
      header: t('adminProblem.field.created'),
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (row) => formatDateTime(row.gmtCreate),
    },
    {
      id: 'modified',
      header: t('adminProblem.field.modified'),
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (row) => <span title={row.modifiedUser ?? undefined}>{formatDateTime(row.gmtModified)}</span>,
    },
    { id: 'auth', header: t('adminProblem.field.auth'), cell: (row) => <AuthSelect row={row} /> },
    {
      id: 'options',
      header: t('adminProblem.field.options'),
      cell: (row) => <ProblemRowActions row={row} onDeleted={() => void invalidate(E.list)} />,
    },
  ];
  return (
    <AdminListPage<AdminProblemRow>
      title={t('adminProblem.route.list')}
      pageTestId="admin-problem-list"
      list={list}
      actions={<RemoteImportDialog />}
      create={{ href: '/admin/problem/create', label: t('adminProblem.create') }}
      search={{ placeholder: t('adminProblem.searchPlaceholder'), testId: 'problem-search' }}
      columns={columns}
      rowKey={(row) => row.id}
      rowTestId={(row) => `problem-row-${row.id}`}
      empty={
        // A bank with nothing in it (not a search that found nothing) offers the starter problems.
        list.filters.keyword || list.filters.auth ? (
          t('adminProblem.empty')
        ) : (
          <div className="grid gap-4 text-left">
            <p className="text-center">{t('adminProblem.empty')}</p>
            <StarterSetCard />
          </div>
        )
      }
    />
  );
}
