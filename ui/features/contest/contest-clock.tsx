import { useTranslation } from 'react-i18next';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { cn } from '../../lib/cn.ts';
import { absoluteTime } from '../../lib/format.ts';
import { hms, STATUS_STYLE } from './contest-format.ts';
import { statusAt } from './use-contest.ts';

/** The countdown to the start or the end (by the server's clock) and the progress slider. */
export function ContestClock({ info, now }: { info: ContestInfo; now: number }) {
  const { t } = useTranslation();
  const status = statusAt(info, now);
  const span = Math.max(1, info.endTime - info.startTime);
  const done = Math.min(1, Math.max(0, (now - info.startTime) / span));
  const text = status === -1
    ? t('contest.overview.startsIn', { time: hms((info.startTime - now) / 1000) })
    : status === 0 ? t('contest.overview.endsIn', { time: hms((info.endTime - now) / 1000) }) : t('contest.overview.ended');
  return (
    <div className="flex flex-col gap-2" data-testid="contest-clock">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{t('contest.overview.startAt')}: {absoluteTime(info.startTime)}</span>
        <span className={cn('rounded px-2 py-0.5 font-mono tabular-nums', STATUS_STYLE[status])} data-testid="countdown">{text}</span>
        <span className="text-muted-foreground">{t('contest.overview.endAt')}: {absoluteTime(info.endTime)}</span>
      </div>
      <div
        role="progressbar" aria-label={t('contest.overview.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(done * 100)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full', status === 1 ? 'bg-muted-foreground' : 'bg-emerald-500')} style={{ width: `${done * 100}%` }} />
      </div>
    </div>
  );
}
