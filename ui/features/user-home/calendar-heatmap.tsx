import { useTranslation } from 'react-i18next';
import type { CalendarHeatmap as HeatmapData } from '../../../src/contract/accounts.ts';
import { cn } from '../../lib/cn.ts';
import { buildHeatmap } from './heatmap-grid.ts';

const LEVEL_CLASS = ['bg-heat-0', 'bg-heat-1', 'bg-heat-2', 'bg-heat-3', 'bg-heat-4'];

/** The last year of submissions, one square per day. */
export function CalendarHeatmap({ data }: { data: HeatmapData }) {
  const { t, i18n } = useTranslation();
  const weeks = buildHeatmap(data.dataList, data.endDate);
  const monthFormat = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const total = data.dataList.reduce((s, d) => s + d.count, 0);
  return (
    <div className="grid gap-2" data-testid="calendar-heatmap">
      <p className="text-sm text-muted-foreground">{t('userHome.heatmapTotal', { count: total })}</p>
      <div className="overflow-x-auto pb-1">
        <div className="inline-grid gap-1">
          <div className="flex gap-[3px] pl-0 text-[10px] text-muted-foreground">
            {weeks.map((w) => {
              const first = w[0]!;
              const showMonth = first.date.slice(8, 10) <= '07';
              return (
                <span key={first.date} className="w-[11px] overflow-visible whitespace-nowrap">
                  {showMonth ? monthFormat.format(new Date(`${first.date}T00:00:00Z`)) : ''}
                </span>
              );
            })}
          </div>
          <div className="flex gap-[3px]">
            {weeks.map((week) => (
              <div key={week[0]!.date} className="grid gap-[3px]">
                {week.map((cell) => (
                  <span
                    key={cell.date}
                    title={cell.inRange ? t('userHome.heatmapCell', { count: cell.count, date: cell.date }) : undefined}
                    className={cn(
                      'size-[11px] rounded-[2px]',
                      cell.inRange ? LEVEL_CLASS[cell.level] : 'bg-transparent',
                    )}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="flex items-center justify-end gap-1 text-[11px] text-muted-foreground">
        {t('userHome.less')}
        {LEVEL_CLASS.map((c) => (
          <span key={c} className={cn('size-[11px] rounded-[2px]', c)} />
        ))}
        {t('userHome.more')}
      </div>
    </div>
  );
}
