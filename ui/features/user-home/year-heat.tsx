import { useTranslation } from 'react-i18next';
import type { CalendarHeatmap } from '../../../src/contract/accounts.ts';
import { cn } from '../../lib/cn.ts';
import { monthTotals } from './heatmap-grid.ts';

const LEVEL_CLASS = ['bg-heat-0', 'bg-heat-1', 'bg-heat-2', 'bg-heat-3', 'bg-heat-4'];

/** The year at a glance: one tile per month, shaded by its share of the busiest month. */
export function YearHeat({ data }: { data: CalendarHeatmap }) {
  const { i18n, t } = useTranslation();
  const months = monthTotals(data.dataList, data.endDate);
  const peak = Math.max(1, ...months.map((m) => m.count));
  const fmt = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (
    <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-12" data-testid="year-heat">
      {months.map((m) => {
        const level = m.count === 0 ? 0 : Math.min(4, 1 + Math.floor((m.count / peak) * 3.999));
        return (
          <div
            key={m.month}
            title={t('userHome.monthCell', { count: m.count })}
            className={cn(
              'flex flex-col items-center rounded-md px-1 py-2 text-xs',
              LEVEL_CLASS[level],
              level >= 3 && 'text-white',
            )}
          >
            <span className="font-semibold tabular-nums">{m.count}</span>
            <span className="opacity-80">{fmt.format(new Date(`${m.month}-01T00:00:00Z`))}</span>
          </div>
        );
      })}
    </div>
  );
}
