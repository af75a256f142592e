import { LockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrainingRow } from '../../../src/contract/trainings.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { AuthTag } from './auth-tag.tsx';
import { bandColour, progressPercent } from './progress.ts';
import { RateBar } from './rate-bar.tsx';
import { TrainingDates } from './training-dates.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

/** The training list: rank, title, auth, category, problems, the viewer's progress (when signed in), author, last change. */
export function TrainingTable({
  rows,
  signedIn,
  loading,
  onOpen,
}: {
  rows: TrainingRow[];
  signedIn: boolean;
  loading: boolean;
  onOpen: (row: TrainingRow) => void;
}) {
  const { t } = useTranslation();
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2';
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="training-table">
        <TableHeader className="bg-muted/60 text-muted-foreground">
          <TableRow>
            <TableHead className={th}>{t('training.list.rank')}</TableHead>
            <TableHead className={th}>{t('training.list.title')}</TableHead>
            <TableHead className={`${th} hidden sm:table-cell`}>{t('training.list.auth')}</TableHead>
            <TableHead className={`${th} hidden sm:table-cell`}>{t('training.list.category')}</TableHead>
            <TableHead className={`${th} hidden md:table-cell text-right`}>{t('training.list.problemCount')}</TableHead>
            {signedIn && <TableHead className={th}>{t('training.list.progress')}</TableHead>}
            <TableHead className={`${th} hidden lg:table-cell`}>{t('training.list.author')}</TableHead>
            <TableHead className={`${th} hidden lg:table-cell`}>{t('training.list.modified')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => {
            const percent = progressPercent(r.acCount ?? 0, r.problemCount);
            return (
              <TableRow key={r.id} className="border-t hover:bg-muted/30" data-testid="training-row" data-tid={r.id}>
                <TableCell className={`${td} tabular-nums`}>{r.rank}</TableCell>
                <TableCell className={td}>
                  <button
                    type="button"
                    className="flex items-center gap-1.5 text-left font-medium text-sky-700 hover:underline dark:text-sky-400"
                    onClick={() => onOpen(r)}
                    data-testid="training-title"
                  >
                    {r.auth === 'Private' && <LockIcon className="size-3.5 shrink-0 text-red-600" aria-hidden />}
                    {r.title}
                  </button>
                  <TrainingDates row={r} className="mt-0.5" />
                </TableCell>
                <TableCell className={`${td} hidden sm:table-cell`}>
                  <AuthTag auth={r.auth} />
                </TableCell>
                <TableCell className={`${td} hidden sm:table-cell`}>
                  {r.categoryName && <TagChip name={r.categoryName} color={r.categoryColor} />}
                </TableCell>
                <TableCell className={`${td} hidden text-right tabular-nums md:table-cell`}>{r.problemCount}</TableCell>
                {signedIn && (
                  <TableCell className={td}>
                    <RateBar
                      percent={percent}
                      colour={bandColour(percent)}
                      text={`${percent.toFixed(2)}%`}
                      title={`${r.acCount ?? 0} / ${r.problemCount}`}
                      testId="training-progress"
                    />
                  </TableCell>
                )}
                <TableCell className={`${td} hidden lg:table-cell`}>{r.author}</TableCell>
                <TableCell className={`${td} hidden whitespace-nowrap text-muted-foreground lg:table-cell`}>
                  {absoluteTime(r.gmtModified)}
                </TableCell>
              </TableRow>
            );
          })}
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} className="px-3 py-10 text-center text-muted-foreground">
                {t('training.list.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
