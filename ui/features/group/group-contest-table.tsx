import { LockIcon, TrophyIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { contestHref } from '../../lib/contest-path.ts';
import { absoluteTime } from '../../lib/format.ts';

const STATUS_BORDER: Record<number, string> = {
  [-1]: 'border-l-sky-500',
  0: 'border-l-green-500',
  1: 'border-l-zinc-400',
};
const STATUS_BADGE: Record<number, 'secondary' | 'success' | 'outline'> = {
  [-1]: 'secondary',
  0: 'success',
  1: 'outline',
};

/** "2 h 30 min" from a contest's duration (seconds). */
function contestDuration(seconds: number, t: TFunction): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60),
    m = minutes % 60;
  return (
    [h && t('group.contest.hours', { n: h }), m && t('group.contest.minutes', { n: m })].filter(Boolean).join(' ') ||
    t('group.contest.minutes', { n: 0 })
  );
}

/** A group's contests for its members (doc 3 "Group contest screens"): one row each, the status colouring its left border. */
export function GroupContestTable({ rows }: { gid?: number; rows: ContestInfo[] | null }) {
  const { t } = useTranslation();
  if (rows && rows.length === 0)
    return <p className="rounded-lg border py-10 text-center text-muted-foreground">{t('group.contest.empty')}</p>;
  return (
    <ul className="grid gap-2" data-testid="group-contest-table">
      {rows?.map((c) => (
        <li
          key={c.id}
          className={cn(
            'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-l-4 p-3',
            STATUS_BORDER[c.status],
          )}
          data-testid={`group-contest-${c.id}`}
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex min-w-0 items-center gap-2">
              <Badge variant="outline" className="font-mono">
                {contestRule(c.type).label}
              </Badge>
              <Link
                href={contestHref(c.type, c.id)}
                className="truncate font-medium text-sky-700 hover:underline dark:text-sky-400"
                title={c.title}
              >
                {c.title}
              </Link>
              {c.auth !== 0 && (
                <LockIcon
                  className={cn('size-4 shrink-0', c.auth === 1 ? 'text-red-500' : 'text-orange-500')}
                  aria-label={t(`group.contest.auth.${c.auth}`)}
                />
              )}
            </div>
            <div className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span>
                {t('group.contest.start')}: {absoluteTime(c.startTime)}
              </span>
              <span>
                {t('group.contest.duration')}: {contestDuration(c.duration, t)}
              </span>
              {c.auth !== 0 && <span>{t('group.contest.participants', { count: c.count })}</span>}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant="secondary"
              title={
                contestRule(c.type).form.offersScoreType
                  ? t('group.contest.oiScore', { type: c.oiRankScoreType })
                  : undefined
              }
            >
              {contestRule(c.type).label}
            </Badge>
            <Badge variant={c.auth === 0 ? 'success' : c.auth === 1 ? 'destructive' : 'warning'}>
              {t(`group.contest.auth.${c.auth}`)}
            </Badge>
            {c.openRank && (
              <Button
                asChild={c.status !== -1}
                size="sm"
                variant="ghost"
                disabled={c.status === -1}
                title={t('group.contest.outsideBoard')}
              >
                {c.status === -1 ? (
                  <TrophyIcon />
                ) : (
                  <Link
                    href={`/contest/${contestRule(c.type).boardPath}-scoreboard/${c.id}`}
                    aria-label={t('group.contest.outsideBoard')}
                  >
                    <TrophyIcon />
                  </Link>
                )}
              </Button>
            )}
            <Badge variant={STATUS_BADGE[c.status]}>{t(`group.contest.status.${c.status}`)}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
