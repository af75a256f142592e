import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProblemRow, UserProblemStatus } from '../../../src/contract/problems.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { acRate } from '../../lib/format.ts';
import { DifficultyBadge } from '../../components/problem-workspace/difficulty.tsx';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';

interface Props {
  rows: ProblemRow[];
  /** Present only for a signed-in user. */
  statuses: Record<string, UserProblemStatus> | null;
  loading: boolean;
}

/** The problem bank table; the verdict column shows only for signed-in users. */
export function ProblemTable({ rows, statuses, loading }: Props) {
  const { t } = useTranslation();
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="problem-table">
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            {statuses && (
              <th className={`${th} w-8`}>
                <span className="sr-only">{t('problem.list.myStatus')}</span>
              </th>
            )}
            <th className={th}>{t('problem.list.id')}</th>
            <th className={th}>{t('problem.list.title')}</th>
            <th className={th}>{t('problem.list.level')}</th>
            <th className={`${th} hidden md:table-cell`}>{t('problem.list.tags')}</th>
            <th className={`${th} hidden sm:table-cell text-right`}>{t('problem.list.total')}</th>
            <th className={`${th} text-right`}>{t('problem.list.acRate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.pid} className="border-t hover:bg-muted/30" data-testid="problem-row">
              {statuses && (
                <td className="px-3 py-2">
                  <StatusIcon status={statuses[String(p.pid)]?.status ?? -10} />
                </td>
              )}
              <td className="px-3 py-2 font-mono whitespace-nowrap">
                <Link href={`/problem/${encodeURIComponent(p.problemId)}`} className="hover:underline">
                  {p.problemId}
                </Link>
              </td>
              <td className="px-3 py-2">
                <Link
                  href={`/problem/${encodeURIComponent(p.problemId)}`}
                  className="font-medium text-sky-700 hover:underline dark:text-sky-400"
                >
                  {p.title}
                </Link>
              </td>
              <td className="px-3 py-2">
                <DifficultyBadge level={p.difficulty} />
              </td>
              <td className="hidden px-3 py-2 md:table-cell">
                <div className="flex flex-wrap gap-1">
                  {p.tags.map((tag) => (
                    <TagChip key={tag.id} name={tag.name} color={tag.color} />
                  ))}
                </div>
              </td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{p.total}</td>
              <td className="px-3 py-2 text-right tabular-nums" title={`${p.ac} / ${p.total}`}>
                {acRate(p.ac, p.total)}
              </td>
            </tr>
          ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={7} className="px-3 py-10 text-center text-muted-foreground">
                {t('problem.list.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
