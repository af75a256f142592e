import type { TFunction } from 'i18next';
import type { Column } from '../../components/data-table/data-table.tsx';
import type { AdminProblemRow } from './api.ts';

/** The columns that name a problem in the back office's problem tables: its id, display id and title. */
export function problemNameColumns(t: TFunction): Column<AdminProblemRow>[] {
  return [
    { id: 'id', header: 'ID', cellClassName: 'tabular-nums', cell: (row) => row.id },
    {
      id: 'problemId',
      header: t('adminProblem.field.problemId'),
      cellClassName: 'font-mono',
      cell: (row) => row.problemId,
    },
    {
      id: 'title',
      header: t('adminProblem.field.title'),
      cellClassName: 'max-w-64 truncate',
      cell: (row) => <span title={row.title}>{row.title}</span>,
    },
  ];
}
