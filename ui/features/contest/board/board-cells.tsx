import { useTranslation } from 'react-i18next';
import type { AcmProblemResult } from '../../../../src/contract/scoreboard/board-rows.ts';
import { cn } from '../../../lib/cn.ts';
import { hms } from '../contest-format.ts';

/** One ACM cell: accepted time and rejected tries, first blood, or frozen tries ("n tries, unknown"). */
export function AcmCell({ r }: { r: AcmProblemResult | undefined }) {
  const { t } = useTranslation();
  if (!r) return null;
  const frozen = r.tryNum > 0;
  const cls = r.isFirstAC
    ? 'bg-emerald-700 text-white'
    : r.isAC
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
      : frozen
        ? 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200'
        : r.errorNum > 0
          ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
          : '';
  return (
    <div
      className={cn(
        'flex h-full min-h-10 flex-col items-center justify-center px-1 text-xs',
        cls,
        r.isAfterContest && 'opacity-60',
      )}
      title={
        r.isFirstAC ? t('contest.board.firstBlood') : r.isAfterContest ? t('contest.board.afterContest') : undefined
      }
      data-testid="acm-cell"
      data-first-blood={r.isFirstAC || undefined}
    >
      {r.isAC && <span className="font-mono tabular-nums">{hms(r.ACTime ?? 0)}</span>}
      {r.errorNum > 0 && <span>(-{r.errorNum})</span>}
      {frozen && <span>{t('contest.board.triesUnknown', { count: r.tryNum })}</span>}
    </div>
  );
}

/** One OI cell: the score (green when full, red when zero) and the time. */
export function OiCell({ score, time }: { score: number | undefined; time: number | undefined }) {
  if (score === undefined) return null;
  const cls =
    score >= 100
      ? 'bg-emerald-100 text-emerald-900'
      : score === 0
        ? 'bg-red-100 text-red-900'
        : 'bg-amber-100 text-amber-900';
  return (
    <div className={cn('flex min-h-10 flex-col items-center justify-center text-xs', cls)} data-testid="oi-cell">
      <span className="font-semibold tabular-nums">{score}</span>
      {time !== undefined && <span className="text-[10px] opacity-70">{time} ms</span>}
    </div>
  );
}
