import { PlusIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { failureText } from '../../lib/query/use-endpoint.ts';
import { KeywordSearch } from '../keyword-search.tsx';
import { Pager } from '../pager.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent } from '../ui/card.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';

/** What a list page reads through `usePagedList(entry, fixed)`: its page, and its filters in the address. */
export interface PagedList<R> {
  page: { records: R[]; total: number } | null;
  filters: { currentPage: number; limit: number; keyword?: string };
  setFilters: (change: { keyword?: string; limit?: number }) => void;
  setPage: (page: number) => void;
  error: unknown;
}

export interface SearchBox {
  placeholder: string;
  testId?: string;
  buttonTestId?: string;
}

export interface CreateLink {
  href: string;
  label: string;
  testId?: string;
}

export interface BulkBar {
  /** The text before the actions ("3 selected"). */
  countText?: ReactNode;
  testId?: string;
  countTestId?: string;
  actions: ReactNode;
}

export interface AdminListPageProps<R, K> extends Omit<DataTableProps<R, K>, 'rows' | 'error'> {
  title: ReactNode;
  pageTestId?: string;
  /** Buttons beside the title (import, export). */
  actions?: ReactNode;
  /** The link to the page that makes a new row, after the actions. */
  create?: CreateLink;
  list: PagedList<R>;
  /** The keyword box; it writes `keyword` to the address. */
  search?: SearchBox;
  /** The page's own filters, beside the search box. */
  filters?: ReactNode;
  /** Shown while rows are chosen (needs `select`). */
  bulk?: BulkBar;
  /** Above the table (a notice, tabs). */
  children?: ReactNode;
}

/**
 * A back-office list page: the title and its actions, the search box and filters, the bulk-action
 * bar while rows are chosen, the table and the pager. Filters and page live in the address.
 */
export function AdminListPage<R, K = string | number>(props: AdminListPageProps<R, K>) {
  const { t } = useTranslation();
  const { title, pageTestId, actions, create, list, search, filters, bulk, children, ...table } = props;
  const selection = table.select?.selection;
  const count = selection?.keys.length ?? 0;
  const error = list.error && !list.page ? failureText(list.error) : undefined;
  return (
    <div className="grid gap-4" data-testid={pageTestId}>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{title}</h1>
        {actions}
        {create && (
          <Button asChild>
            <Link href={create.href} data-testid={create.testId}>
              <PlusIcon /> {create.label}
            </Link>
          </Button>
        )}
      </div>
      {(search || filters) && (
        <div className="flex flex-wrap items-center gap-2">
          {search && (
            <KeywordSearch
              value={list.filters.keyword ?? ''}
              onSearch={(keyword) => {
                selection?.clear();
                list.setFilters({ keyword: keyword || undefined });
              }}
              placeholder={search.placeholder}
              label={t('dataTable.search')}
              testId={search.testId ?? 'admin-list-search'}
              buttonTestId={search.buttonTestId}
              icon
              small={false}
              className="w-full sm:w-80"
            />
          )}
          {filters}
        </div>
      )}
      {bulk && selection && count > 0 && (
        <div
          className="flex flex-wrap items-center gap-2 rounded-lg border bg-background p-2"
          data-testid={bulk.testId}
        >
          <span className="px-1 text-sm font-medium" data-testid={bulk.countTestId}>
            {bulk.countText ?? t('dataTable.selected', { count })}
          </span>
          {bulk.actions}
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => selection.clear()}>
            <XIcon /> {t('dataTable.clear')}
          </Button>
        </div>
      )}
      {children}
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <DataTable<R, K> {...table} rows={list.page?.records ?? null} error={error} />
        </CardContent>
      </Card>
      {list.page && (
        <Pager
          total={list.page.total}
          pageSize={list.filters.limit}
          current={list.filters.currentPage}
          onPageChange={list.setPage}
          onPageSizeChange={(limit) => list.setFilters({ limit })}
        />
      )}
    </div>
  );
}
