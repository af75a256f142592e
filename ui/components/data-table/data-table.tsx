import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';
import { StateLine } from './state-line.tsx';
import type { Selection } from './use-selection.ts';

/** One column, declared as data: its heading and how a row shows in it. */
export interface Column<R> {
  id: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Classes of the heading and of every cell (widths, `hidden md:table-cell`). */
  className?: string;
  /** Classes of the cells only. */
  cellClassName?: string;
}

/** Row selection for bulk actions: the rows' keys and the checkboxes' names and test ids. */
export interface RowSelection<R, K> {
  selection: Selection<K>;
  keyOf: (row: R) => K;
  /** The row's name in its checkbox's label. */
  nameOf: (row: R) => string;
  testIdOf?: (row: R) => string;
  pageTestId?: string;
}

export interface DataTableProps<R, K = string | number> {
  columns: readonly (Column<R> | false | null | undefined)[];
  /** The rows; null while the first answer is on its way. */
  rows: readonly R[] | null;
  rowKey: (row: R) => string | number;
  rowTestId?: (row: R) => string;
  /** A row's own data attributes (`data-id`, `data-status`) for what reads the rows. */
  rowData?: (row: R) => Record<`data-${string}`, string | number>;
  /** A row's own classes (a row in error tinted). */
  rowClassName?: (row: R) => string | undefined;
  /** Classes of the heading row's section (a heading that stays in view while the rows scroll). */
  headerClassName?: string;
  /** What a click anywhere on a row does (opens it); the row's own links and buttons still work. */
  onRowClick?: (row: R) => void;
  /** Shown when there are no rows (the generic text when absent). */
  empty?: ReactNode;
  /** What could not be read, shown in place of the rows. */
  error?: string;
  select?: RowSelection<R, K>;
  testId?: string;
  /** The test id of the rows' body (what reads the rows in their order). */
  bodyTestId?: string;
  className?: string;
}

function SelectCell<R, K>({ select, row }: { select: RowSelection<R, K>; row: R }) {
  const { t } = useTranslation();
  const key = select.keyOf(row);
  return (
    <TableCell className="w-8">
      <Checkbox
        checked={select.selection.has(key)}
        aria-label={t('dataTable.selectRow', { name: select.nameOf(row) })}
        data-testid={select.testIdOf?.(row)}
        onCheckedChange={(on) => select.selection.toggle(key, on === true)}
      />
    </TableCell>
  );
}

/**
 * The one table of the back office's lists (and any list of rows): columns declared as data, an
 * optional checkbox column for bulk actions, and the loading, failure and empty states in place.
 */
export function DataTable<R, K = string | number>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowData,
  rowClassName,
  headerClassName,
  onRowClick,
  empty,
  error,
  select,
  testId,
  bodyTestId,
  className,
}: DataTableProps<R, K>) {
  const { t } = useTranslation();
  const shown = columns.filter((c): c is Column<R> => Boolean(c));
  const span = shown.length + (select ? 1 : 0);
  const keys = select && rows ? rows.map(select.keyOf) : [];
  const pageSelected = keys.length > 0 && keys.every((k) => select?.selection.has(k));
  const state =
    error || (rows === null ? t('dataTable.loading') : rows.length === 0 ? (empty ?? t('dataTable.empty')) : null);
  return (
    <Table data-testid={testId} className={className}>
      <TableHeader className={headerClassName}>
        <TableRow>
          {select && (
            <TableHead className="w-8">
              <Checkbox
                checked={pageSelected}
                aria-label={t('dataTable.selectPage')}
                data-testid={select.pageTestId}
                onCheckedChange={(on) => select.selection.togglePage(keys, on === true)}
              />
            </TableHead>
          )}
          {shown.map((c) => (
            <TableHead key={c.id} className={c.className}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody data-testid={bodyTestId}>
        {rows?.map((row) => {
          const selected = select?.selection.has(select.keyOf(row));
          return (
            <TableRow
              key={rowKey(row)}
              {...rowData?.(row)}
              data-testid={rowTestId?.(row)}
              data-state={selected ? 'selected' : undefined}
              className={cn(onRowClick && 'cursor-pointer', rowClassName?.(row)) || undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {select && <SelectCell select={select} row={row} />}
              {shown.map((c) => (
                <TableCell key={c.id} className={cn(c.className, c.cellClassName)}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
        {state && (
          <TableRow>
            <TableCell
              colSpan={span}
              className={cn('p-0 text-center text-muted-foreground', error && 'text-destructive')}
              data-testid={testId ? `${testId}-state` : undefined}
            >
              <StateLine>{state}</StateLine>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
