import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { DifficultyBadge } from '../../components/problem-workspace/difficulty.tsx';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { acRate } from '../../lib/format.ts';
import { RateBar } from './rate-bar.tsx';
import { useTrainingBase } from './training-tabs.ts';
import type { TrainingProblems } from './use-training.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

/** The problems tab: the viewer's verdict, display id, title, level, tags and the AC rate as a bar. */
export function TrainingProblemList({ tid, problems }: { tid: number; problems: TrainingProblems }) {
  const { t } = useTranslation();
  const base = useTrainingBase();
  const { rows, statusOf, error } = problems;
  if (error)
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="training-problems-error">
        {error}
      </p>
    );
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2';
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="training-problems">
        <TableHeader className="bg-muted/60 text-muted-foreground">
          <TableRow>
            <TableHead className={`${th} w-8`}>
              <span className="sr-only">{t('training.problems.mine')}</span>
            </TableHead>
            <TableHead className={th}>{t('training.problems.id')}</TableHead>
            <TableHead className={th}>{t('training.problems.title')}</TableHead>
            <TableHead className={`${th} hidden sm:table-cell`}>{t('training.problems.level')}</TableHead>
            <TableHead className={`${th} hidden md:table-cell`}>{t('training.problems.tags')}</TableHead>
            <TableHead className={`${th} hidden sm:table-cell text-right`}>{t('training.problems.total')}</TableHead>
            <TableHead className={th}>{t('training.problems.acRate')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows?.map((p) => {
            const href = `${base}/${tid}/problem/${encodeURIComponent(p.problemId)}`;
            const rate = acRate(p.ac, p.total);
            return (
              <TableRow
                key={p.pid}
                className="border-t hover:bg-muted/30"
                data-testid="training-problem-row"
                data-status={statusOf(p.pid)}
              >
                <TableCell className={td}>
                  <StatusIcon status={statusOf(p.pid)} />
                </TableCell>
                <TableCell className={`${td} font-mono whitespace-nowrap`}>
                  <Link href={href} className="hover:underline">
                    {p.displayId}
                  </Link>
                </TableCell>
                <TableCell className={td}>
                  <Link href={href} className="font-medium text-sky-700 hover:underline dark:text-sky-400">
                    {p.title}
                  </Link>
                </TableCell>
                <TableCell className={`${td} hidden sm:table-cell`}>
                  <DifficultyBadge level={p.difficulty} />
                </TableCell>
                <TableCell className={`${td} hidden md:table-cell`}>
                  <div className="flex flex-wrap gap-1">
                    {p.tags.map((tag) => (
                      <TagChip key={tag.id} name={tag.name} color={tag.color} />
                    ))}
                  </div>
                </TableCell>
                <TableCell className={`${td} hidden text-right tabular-nums sm:table-cell`}>{p.total}</TableCell>
                <TableCell className={td}>
                  <RateBar
                    percent={Number.parseFloat(rate)}
                    colour="#16a34a"
                    text={rate}
                    title={`${p.ac} / ${p.total}`}
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className="px-3 py-10 text-center text-muted-foreground">
                {t('training.problems.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
