import { TrophyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { homeEndpoints } from '../../../src/contract/endpoints/home.ts';
import { SectionCard } from './section-card.tsx';

/** Gold, silver and bronze for the first three places. */
const PLACE_STYLES = ['bg-amber-400 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-300 text-orange-950'];

/** Users by distinct problems accepted in the last seven days; scrolls past 500 px. */
export function AcRankCard() {
  const { t } = useTranslation();
  const read = useEndpoint(homeEndpoints.acRank, undefined, { quiet: true });
  return (
    <SectionCard
      testId="home-ac-rank"
      icon={<TrophyIcon />}
      title={t('home.acRank.title')}
      read={read}
      isEmpty={(rows) => rows.length === 0}
      empty={t('home.acRank.empty')}
      contentClassName="max-h-[500px] overflow-y-auto"
    >
      {(rows) => (
        <ol className="grid gap-1" aria-label={t('home.acRank.title')}>
          {rows.map((r, i) => {
            const href = `/user-home?username=${encodeURIComponent(r.username)}`;
            return (
              <li
                key={r.uid}
                className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted/50"
                data-testid="ac-rank-row"
              >
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                    PLACE_STYLES[i] ?? 'bg-muted text-muted-foreground',
                  )}
                >
                  <span className="sr-only">{t('home.acRank.rank')} </span>
                  {i + 1}
                </span>
                <Link href={href} className="shrink-0">
                  <UserAvatar src={r.avatar} name={r.username} className="size-8" />
                </Link>
                <div className="grid min-w-0 flex-1">
                  <Link href={href} className="truncate font-medium hover:underline" data-testid="ac-rank-user">
                    {r.username}
                  </Link>
                  <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
                    {r.titleName && (
                      <span
                        className="shrink-0 rounded px-1.5 py-px font-medium text-white"
                        style={{ background: r.titleColor || '#64748b' }}
                      >
                        {r.titleName}
                      </span>
                    )}
                    {r.nickname && <span className="truncate">{r.nickname}</span>}
                  </span>
                </div>
                <span className="shrink-0 text-right" title={t('home.acRank.solvedHint')}>
                  <span className="font-semibold tabular-nums" data-testid="ac-rank-count">
                    {r.ac}
                  </span>
                  <span className="ml-1 text-xs text-muted-foreground">{t('home.acRank.solved')}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
