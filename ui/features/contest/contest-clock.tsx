import { useTranslation } from 'react-i18next';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { cn } from '../../lib/cn.ts';
import { absoluteTime } from '../../lib/format.ts';
import { CONTEST_STATUS_STYLE } from '../../lib/contest-status-style.ts';
import { hms } from './contest-format.ts';
import { myEndOf, statusAt } from './use-contest.ts';

/**
 * The countdown to the start or to the viewer's own end (by the server's clock) and the progress
 * slider; a participant with extra time sees it and their end.
 */
export function ContestClock({ info, now }: { info: ContestInfo; now: number }) {
  const { t } = useTranslation();
  const status = statusAt(info, now);
  const end = myEndOf(info);
  const extraMinutes = Math.round((end - info.endTime) / 60_000);
  const span = Math.max(1, end - info.startTime);
  const done = Math.min(1, Math.max(0, (now - info.startTime) / span));
  const text =
    status === -1
      ? t('contest.overview.startsIn', { time: hms((info.startTime - now) / 1000) })
      : status === 0
        ? t('contest.overview.endsIn', { time: hms((end - now) / 1000) })
        : t('contest.overview.ended');
  return (
    <div className="flex flex-col gap-2" data-testid="contest-clock" data-status={status}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {t('contest.overview.startAt')}: {absoluteTime(info.startTime)}
        </span>
        <span
          className={cn('rounded px-2 py-0.5 font-mono tabular-nums', CONTEST_STATUS_STYLE[status])}
          data-testid="countdown"
        >
          {text}
        </span>
        <span className="text-muted-foreground">
          {t('contest.overview.endAt')}: {absoluteTime(info.endTime)}
        </span>
      </div>
      {extraMinutes > 0 && (
        <p
          className="self-center rounded-md border border-emerald-300 bg-emerald-50 px-3 py-1 text-center text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          data-testid="contest-extra-time"
        >
          {t('contest.overview.extraTime', { n: extraMinutes, time: absoluteTime(end) })}
        </p>
      )}
      <div
        role="progressbar"
        aria-label={t('contest.overview.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done * 100)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full', status === 1 ? 'bg-muted-foreground' : 'bg-emerald-500')}
          style={{ width: `${done * 100}%` }}
        />
      </div>
    </div>
  );
}
