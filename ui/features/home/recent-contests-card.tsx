import { useAtomValue } from 'jotai';
import { LockIcon, TrophyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import { contestHref } from '../../lib/contest-path.ts';
import { CONTEST_STATUS_STYLE } from '../../lib/contest-status-style.ts';
import { absoluteTime } from '../../lib/format.ts';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { cn } from '../../lib/cn.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { SectionCard } from './section-card.tsx';

/** Hours and minutes of a duration in seconds, e.g. "2 h 30 min". */
function duration(seconds: number, t: TFunction): string {
  const h = Math.floor(seconds / 3600),
    m = Math.floor((seconds % 3600) / 60);
  return (
    [h ? t('home.recentContests.hours', { n: h }) : '', m ? t('home.recentContests.minutes', { n: m }) : '']
      .filter(Boolean)
      .join(' ') || '0'
  );
}

/** Running contests and those about to start (spec doc 1 §2): entering one while logged out asks to log in first. */
export function RecentContestsCard() {
  const { t } = useTranslation();
  const read = useEndpoint(contestEndpoints.recent, undefined, { quiet: true });
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const enter = (c: ContestInfo) => {
    if (!user) {
      toast.warning(t('guard.loginFirst'));
      openLoginModal('login');
      return;
    }
    navigate(contestHref(c.type, c.id));
  };
  return (
    <SectionCard
      testId="home-recent-contests"
      icon={<TrophyIcon />}
      title={t('home.recentContests.title')}
      read={read}
      isEmpty={(rows) => rows.length === 0}
      empty={t('home.recentContests.empty')}
    >
      {(rows) => (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => enter(c)}
                data-testid="recent-contest"
                className="flex w-full flex-col gap-1 rounded-lg border p-3 text-left hover:bg-muted/40 focus-visible:outline-2"
              >
                <span className="flex items-center gap-2 font-medium">
                  {c.auth !== 0 && (
                    <LockIcon
                      className={cn('size-4 shrink-0', c.auth === 1 ? 'text-red-600' : 'text-orange-500')}
                      aria-label={t('home.recentContests.locked')}
                    />
                  )}
                  <span className="truncate" title={c.title}>
                    {c.title}
                  </span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {absoluteTime(c.startTime)} · {duration(c.duration, t)}
                </span>
                <span className="flex gap-2 text-xs">
                  <span className={cn('rounded px-1.5 py-0.5', CONTEST_STATUS_STYLE[c.status])}>
                    {t(`home.recentContests.status.${c.status}`)}
                  </span>
                  <span className="rounded bg-muted px-1.5 py-0.5" data-testid="recent-contest-rule">
                    {contestRule(c.type).label}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
