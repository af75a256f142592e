import { ChartPieIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProblemCount } from '../../../src/contract/problems.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog.tsx';
import { PIE_PARTS as PARTS, pieSlices } from './pie.ts';

/** The Statistic button: a pie chart of the problem's verdicts (SVG). */
export function StatisticDialog({ count }: { count: ProblemCount }) {
  const { t } = useTranslation();
  const slices = pieSlices(
    PARTS.map((p) => ({ key: p.key, value: count[p.key] })),
    100,
    100,
    90,
  );
  const color = (key: string) => PARTS.find((p) => p.key === key)!.color;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="statistic-button">
          <ChartPieIcon /> {t('problem.page.statistic')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')} data-testid="statistic-dialog">
        <DialogHeader>
          <DialogTitle>{t('problem.page.statistic')}</DialogTitle>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">{t('problem.page.totalSubmissions', { count: count.total })}</p>
        <div className="flex flex-col items-center gap-6 sm:flex-row">
          <svg viewBox="0 0 200 200" className="size-48 shrink-0" role="img" aria-label={t('problem.page.statistic')}>
            {slices.length === 0 && <circle cx="100" cy="100" r="90" fill="var(--muted)" />}
            {slices.map((s) => (
              <path key={s.key} d={s.path} fill={color(s.key)} stroke="var(--background)" strokeWidth="1.5">
                <title>{`${s.value} (${s.percent}%)`}</title>
              </path>
            ))}
          </svg>
          <ul className="grid w-full grid-cols-1 gap-1 text-sm">
            {PARTS.map((p) => {
              const s = slices.find((x) => x.key === p.key);
              return (
                <li key={p.key} className="flex items-center gap-2">
                  <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: p.color }} />
                  <span className="flex-1">{t(p.label)}</span>
                  <span className="tabular-nums">{count[p.key]}</span>
                  <span className="w-16 text-right text-muted-foreground tabular-nums">
                    {s ? `${s.percent}%` : '0%'}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
