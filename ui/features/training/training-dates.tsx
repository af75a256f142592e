import { CalendarClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrainingRow } from '../../../src/contract/trainings.ts';
import { cn } from '../../lib/cn.ts';
import { absoluteTime } from '../../lib/format.ts';

/** A training's open-from and due dates, when it has them; a passed due date is shown in red. */
export function TrainingDates({
  row,
  className,
}: {
  row: Pick<TrainingRow, 'openFrom' | 'dueAt'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (row.openFrom === null && row.dueAt === null) return null;
  const overdue = row.dueAt !== null && row.dueAt < Date.now();
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground', className)}
      data-testid="training-dates"
    >
      <CalendarClockIcon className="size-3.5" aria-hidden />
      {row.openFrom !== null && (
        <span>
          {t('training.dates.openFrom')}: {absoluteTime(row.openFrom)}
        </span>
      )}
      {row.dueAt !== null && (
        <span className={cn(overdue && 'text-red-600')} data-testid="training-due">
          {t('training.dates.dueAt')}: {absoluteTime(row.dueAt)}
          {overdue && ` (${t('training.dates.overdue')})`}
        </span>
      )}
    </span>
  );
}
