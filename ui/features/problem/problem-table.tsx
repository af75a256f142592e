import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProblemRow, UserProblemStatus } from '../../../src/contract/problems.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { acRate } from '../../lib/format.ts';
import { DifficultyBadge } from '../../components/problem-workspace/difficulty.tsx';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

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
      <Table data-testid="problem-table">
        <TableHeader className="bg-muted/60 text-muted-foreground">
          <TableRow>
            {statuses && (
              <TableHead className={`${th} w-8`}>
                <span className="sr-only">{t('problem.list.myStatus')}</span>
              </TableHead>
            )}
            <TableHead className={th}>{t('problem.list.id')}</TableHead>
            <TableHead className={th}>{t('problem.list.title')}</TableHead>
            <TableHead className={th}>{t('problem.list.level')}</TableHead>
            <TableHead className={`${th} hidden md:table-cell`}>{t('problem.list.tags')}</TableHead>
            <TableHead className={`${th} hidden sm:table-cell text-right`}>{t('problem.list.total')}</TableHead>
            <TableHead className={`${th} text-right`}>{t('problem.list.acRate')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.pid} className="border-t hover:bg-muted/30" data-testid="problem-row">
              {statuses && (
                <TableCell className="px-3 py-2">
                  <StatusIcon status={statuses[String(p.pid)]?.status ?? -10} />
                </TableCell>
              )}
              <TableCell className="px-3 py-2 font-mono whitespace-nowrap">
                <Link href={`/problem/${encodeURIComponent(p.problemId)}`} className="hover:underline">
                  {p.problemId}
                </Link>
              </TableCell>
              <TableCell className="px-3 py-2">
                <Link
                  href={`/problem/${encodeURIComponent(p.problemId)}`}
                  className="font-medium text-sky-700 hover:underline dark:text-sky-400"
                >
                  {p.title}
                </Link>
              </TableCell>
              <TableCell className="px-3 py-2">
                <DifficultyBadge level={p.difficulty} />
              </TableCell>
              <TableCell className="hidden px-3 py-2 md:table-cell">
                <div className="flex flex-wrap gap-1">
                  {p.tags.map((tag) => (
                    <TagChip key={tag.id} name={tag.name} color={tag.color} />
                  ))}
                </div>
              </TableCell>
              <TableCell className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{p.total}</TableCell>
              <TableCell className="px-3 py-2 text-right tabular-nums" title={`${p.ac} / ${p.total}`}>
                {acRate(p.ac, p.total)}
              </TableCell>
            </TableRow>
          ))}
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className="px-3 py-10 text-center text-muted-foreground">
                {t('problem.list.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
