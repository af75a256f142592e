import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TrainingRow } from '../../../src/contract/trainings.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { absoluteTime, acRate, relativeTime } from '../../lib/format.ts';

function Progress({ row }: { row: TrainingRow }) {
  const rate = acRate(row.acCount ?? 0, row.problemCount);
  return (
    <div className="flex items-center gap-2" title={`${row.acCount ?? 0} / ${row.problemCount}`}>
      <div className="h-2 w-16 overflow-hidden rounded bg-muted">
        <div className="h-full bg-success" style={{ width: rate }} />
      </div>
      <span className="text-xs tabular-nums">{rate}</span>
    </div>
  );
}

/** A group's trainings for its members: rank, title, auth, category, the viewer's progress, problems, author, last change; a row opens the training. */
export function GroupTrainingTable({ gid, rows }: { gid: number; rows: TrainingRow[] | null }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const columns: Column<TrainingRow>[] = [
    {
      id: 'rank',
      header: t('group.training.col.rank'),
      className: 'hidden sm:table-cell',
      cellClassName: 'tabular-nums',
      cell: (r) => r.rank,
    },
    {
      id: 'title',
      header: t('group.training.col.title'),
      cellClassName: 'max-w-56 truncate font-medium text-sky-700 dark:text-sky-400',
      cell: (r) => <span title={r.title}>{r.title}</span>,
    },
    {
      id: 'auth',
      header: t('group.training.col.auth'),
      cell: (r) => (
        <Badge variant={r.auth === 'Public' ? 'success' : 'warning'}>{t(`group.training.auth.${r.auth}`)}</Badge>
      ),
    },
    {
      id: 'category',
      header: t('group.training.col.category'),
      className: 'hidden md:table-cell',
      cell: (r) => r.categoryName && <TagChip name={r.categoryName} color={r.categoryColor} />,
    },
    {
      id: 'progress',
      header: t('group.training.col.progress'),
      cellClassName: 'min-w-28',
      cell: (r) => <Progress row={r} />,
    },
    {
      id: 'problems',
      header: t('group.training.col.problems'),
      className: 'hidden text-right sm:table-cell',
      cellClassName: 'tabular-nums',
      cell: (r) => r.problemCount,
    },
    { id: 'author', header: t('group.training.col.author'), className: 'hidden md:table-cell', cell: (r) => r.author },
    {
      id: 'modified',
      header: t('group.training.col.modified'),
      className: 'hidden lg:table-cell',
      cellClassName: 'whitespace-nowrap text-muted-foreground',
      cell: (r) => (
        <span title={absoluteTime(r.gmtModified)}>
          {relativeTime(Date.parse(r.gmtModified), Date.now(), i18n.language)}
        </span>
      ),
    },
  ];
  return (
    <div className="rounded-lg border">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowTestId={(r) => `group-training-${r.id}`}
        onRowClick={(r) => navigate(`/group/${gid}/training/${r.id}`)}
        empty={t('group.training.empty')}
        testId="group-training-table"
      />
    </div>
  );
}
