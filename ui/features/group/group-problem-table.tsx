import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupProblemRow } from '../../../src/contract/group-problems.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { DifficultyBadge } from '../../components/problem-workspace/difficulty.tsx';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { acRate } from '../../lib/format.ts';

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
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="group-problem-table">
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th className={`${th} w-8`}>
              <span className="sr-only">{t('groupProblem.list.status')}</span>
            </th>
            <th className={th}>{t('groupProblem.list.id')}</th>
            <th className={th}>{t('groupProblem.list.title')}</th>
            <th className={th}>{t('groupProblem.list.level')}</th>
            {showTags && <th className={`${th} hidden sm:table-cell`}>{t('groupProblem.list.tags')}</th>}
            <th className={`${th} text-right`}>{t('groupProblem.list.acRate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows?.map((p) => {
            const href = `/group/${gid}/problem/${encodeURIComponent(p.problemId)}`;
            return (
              <tr key={p.pid} className="border-t hover:bg-muted/30" data-testid="group-problem-row">
                <td className="px-3 py-2">
                  <StatusIcon status={p.myStatus} />
                </td>
                <td className="px-3 py-2 font-mono whitespace-nowrap">
                  <Link href={href} className="hover:underline">
                    {p.problemId}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Link href={href} className="font-medium text-sky-700 hover:underline dark:text-sky-400">
                    {p.title}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <DifficultyBadge level={p.difficulty} />
                </td>
                {showTags && (
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <div className="flex flex-wrap gap-1">
                      {p.tags.map((tag) => (
                        <TagChip key={tag.id} name={tag.name} color={tag.color} />
                      ))}
                    </div>
                  </td>
                )}
                <td className="px-3 py-2 text-right tabular-nums" title={`${p.ac} / ${p.total}`}>
                  {acRate(p.ac, p.total)}
                </td>
              </tr>
            );
          })}
          {rows?.length === 0 && (
            <tr>
              <td colSpan={6} className="px-3 py-10 text-center text-muted-foreground">
                {t('groupProblem.list.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
