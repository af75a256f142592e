import { useAtomValue } from 'jotai';
import { ChartColumnIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { isRootAtom } from '../../lib/session.ts';
import { homeApi } from './api.ts';
import { SectionCard } from './section-card.tsx';
import { useLoad } from './use-load.ts';
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
  const { load, reload } = useLoad(homeApi.weekStatistics);
  const [refreshing, setRefreshing] = useState(false);
  const text = { total: t('home.statistics.total'), accepted: t('home.statistics.accepted') };
  const refresh = async () => {
    setRefreshing(true);
    try {
      await reload(true);
    } finally {
      setRefreshing(false);
    }
  };
  const action = isRoot && (
    <Button variant="ghost" size="sm" onClick={refresh} disabled={refreshing} data-testid="week-chart-refresh">
      <RefreshCwIcon className={refreshing ? 'animate-spin' : undefined} />
      <span className="hidden sm:inline">{t('home.statistics.refresh')}</span>
    </Button>
  );
  return (
    <SectionCard
      testId="home-statistics"
      icon={<ChartColumnIcon />}
      title={t('home.statistics.title')}
      action={action || undefined}
      load={load}
      isEmpty={(stats) => stats.totalCountList.every((n) => n === 0)}
      empty={t('home.statistics.empty')}
    >
      {(stats) => {
        const sum = (list: number[]) => list.reduce((s, n) => s + n, 0);
        return (
          <div className="grid gap-3">
            <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground" data-testid="week-chart-legend">
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
