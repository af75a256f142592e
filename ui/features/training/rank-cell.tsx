import { ClockAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrainingRankRow } from '../../../src/contract/trainings.ts';
import { cn } from '../../lib/cn.ts';
import { statusNameKey } from '../../lib/judge-status.ts';

type Cell = TrainingRankRow['submissionInfo'][string];

/** One problem of a rank row: accepted (green, amber when late) with its run time, or tried (red) with the last verdict. */
export function RankCell({ cell }: { cell: Cell | undefined }) {
  const { t } = useTranslation();
  if (!cell) return <div className="h-10" data-state="none" />;
  const late = cell.isAC && cell.late;
  return (
    <div
      className={cn(
        'flex h-10 flex-col items-center justify-center px-1 text-xs tabular-nums',
        cell.isAC
          ? late
            ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
            : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-300',
      )}
      data-state={cell.isAC ? (late ? 'late' : 'ac') : 'tried'}
      title={late ? t('training.rank.lateHint') : t(statusNameKey(cell.status))}
    >
      {cell.isAC ? (
        <span className="flex items-center gap-0.5 font-medium">
          {late && <ClockAlertIcon className="size-3" aria-label={t('training.rank.late')} />}
          {cell.runTime ?? 0} ms
        </span>
      ) : (
        <span className="font-medium">{t(statusNameKey(cell.status))}</span>
      )}
      {cell.tries > 1 && (
        <span className="text-[10px] opacity-75">{t('training.rank.tries', { count: cell.tries })}</span>
      )}
    </div>
  );
}
