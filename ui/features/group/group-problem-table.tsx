import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupProblemRow } from '../../../src/contract/group-problems.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { DifficultyBadge } from '../../components/problem-workspace/difficulty.tsx';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { acRate } from '../../lib/format.ts';
import { groupChoicePagePath } from './choice-paths.ts';

/** The members' problem table of a group; a row opens the problem inside the group. */
export function GroupProblemTable({
  gid,
  rows,
  showTags,
}: {
  gid: number;
  rows: GroupProblemRow[] | null;
  showTags: boolean;
}) {
  const { t } = useTranslation();
  const href = (p: GroupProblemRow) =>
    p.kind === 'choice'
      ? groupChoicePagePath(gid, p.problemId)
      : `/group/${gid}/problem/${encodeURIComponent(p.problemId)}`;
  const columns: (Column<GroupProblemRow> | false)[] = [
    {
      id: 'status',
      header: <span className="sr-only">{t('groupProblem.list.status')}</span>,
      className: 'w-8',
      cell: (p) => <StatusIcon status={p.myStatus} />,
    },
    {
      id: 'id',
      header: t('groupProblem.list.id'),
      cellClassName: 'font-mono whitespace-nowrap',
      cell: (p) => (
        <Link href={href(p)} className="hover:underline">
          {p.problemId}
        </Link>
      ),
    },
    {
      id: 'title',
      header: t('groupProblem.list.title'),
      cell: (p) => (
        <Link href={href(p)} className="font-medium text-sky-700 hover:underline dark:text-sky-400">
          {p.title}
        </Link>
      ),
    },
    { id: 'level', header: t('groupProblem.list.level'), cell: (p) => <DifficultyBadge level={p.difficulty} /> },
    showTags && {
      id: 'tags',
      header: t('groupProblem.list.tags'),
      className: 'hidden sm:table-cell',
      cell: (p) => (
        <div className="flex flex-wrap gap-1">
          {p.tags.map((tag) => (
            <TagChip key={tag.id} name={tag.name} color={tag.color} />
          ))}
        </div>
      ),
    },
    {
      id: 'acRate',
      header: t('groupProblem.list.acRate'),
      className: 'text-right tabular-nums',
      cell: (p) => <span title={`${p.ac} / ${p.total}`}>{acRate(p.ac, p.total)}</span>,
    },
  ];
  return (
    <div className="rounded-lg border">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => p.pid}
        rowTestId={() => 'group-problem-row'}
        empty={t('groupProblem.list.empty')}
        testId="group-problem-table"
      />
    </div>
  );
}
