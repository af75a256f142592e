import { useAtomValue } from 'jotai';
import { ChartColumnIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { isRootAtom } from '../../lib/session.ts';
import { homeEndpoints } from '../../../src/contract/endpoints/home.ts';
import { useEndpoint, useSave } from '../../lib/query/index.ts';
import { SectionCard } from './section-card.tsx';
import { WeekChart } from './week-chart.tsx';
import { CHART_COLORS } from './week-chart-options.ts';

function Legend({ color, name, value }: { color: string; name: string; value: number }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className="inline-block size-2.5 rounded-sm" style={{ background: color }} />
      {name}
      <span className="font-semibold text-foreground tabular-nums">{value}</span>
    </span>
  );
}

/** Submissions per day of the last week as bars (total and accepted); the super admin may recount. */
export function StatisticsCard() {
  const { t } = useTranslation();
  const isRoot = useAtomValue(isRootAtom);
  const read = useEndpoint(homeEndpoints.weekStatistics, {}, { quiet: true });
  // The super admin's recount replaces the cached counts, which the card then reads again.
  const recount = useSave(homeEndpoints.weekStatistics, { invalidates: [homeEndpoints.weekStatistics] });
  const refreshing = recount.busy;
  const text = { total: t('home.statistics.total'), accepted: t('home.statistics.accepted') };
  const refresh = () => void recount.save({ forceRefresh: 'true' });
  const action = isRoot && (
    <span className="flex items-center gap-2">
      {recount.error && (
        <span className="text-xs text-destructive" role="alert">
          {recount.error}
        </span>
      )}
      <Button variant="ghost" size="sm" onClick={refresh} disabled={refreshing} data-testid="week-chart-refresh">
        <RefreshCwIcon className={refreshing ? 'animate-spin' : undefined} />
        <span className="hidden sm:inline">{t('home.statistics.refresh')}</span>
      </Button>
    </span>
  );
  return (
    <SectionCard
      testId="home-statistics"
      icon={<ChartColumnIcon />}
      title={t('home.statistics.title')}
      action={action || undefined}
      read={read}
      isEmpty={(stats) => stats.totalCountList.every((n) => n === 0)}
      empty={t('home.statistics.empty')}
    >
      {(stats) => {
        const sum = (list: number[]) => list.reduce((s, n) => s + n, 0);
        return (
          <div className="grid gap-3">
            <div
              className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground"
              data-testid="week-chart-legend"
            >
              <Legend color={CHART_COLORS.total} name={text.total} value={sum(stats.totalCountList)} />
              <Legend color={CHART_COLORS.accepted} name={text.accepted} value={sum(stats.acCountList)} />
            </div>
            <WeekChart stats={stats} text={text} label={t('home.statistics.chartLabel')} />
          </div>
        );
      }}
    </SectionCard>
  );
}
