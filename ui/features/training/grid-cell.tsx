import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { cellOf, type GridRow, type GridState } from './grid-filter.ts';

/** The colour of each state of the progress grid. */
export const STATE_STYLE: Record<GridState, string> = {
  onTime: 'bg-emerald-200 border-emerald-300 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-100',
  late: 'bg-amber-200 border-amber-300 text-amber-950 dark:bg-amber-900 dark:text-amber-100',
  tried: 'bg-red-200 border-red-300 text-red-950 dark:bg-red-900 dark:text-red-100',
  untouched: 'bg-muted border-border text-muted-foreground',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A short local time, "05-21 14:05". */
function shortTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** One student's state on one problem, with the time of the first accept and the tries. */
export function GridCell({ row, displayId }: { row: GridRow; displayId: string }) {
  const { t } = useTranslation();
  const cell = cellOf(row, displayId);
  const label = t(`training.progress.state.${cell.state}`);
  return (
    <div
      className={cn(
        'flex h-11 flex-col items-center justify-center px-1 text-[11px] tabular-nums',
        STATE_STYLE[cell.state],
      )}
      data-testid="grid-cell"
      data-state={cell.state}
      title={label}
    >
      <span className="font-medium">
        {cell.at !== null ? shortTime(cell.at) : cell.state === 'untouched' ? '—' : label}
      </span>
      {cell.tries > 0 && <span className="opacity-75">{t('training.rank.tries', { count: cell.tries })}</span>}
    </div>
  );
}
