import { useTranslation } from 'react-i18next';

const LEVELS = [
  { key: 'easy', label: 'problem.difficulty.easy', bar: 'bg-emerald-500' },
  { key: 'mid', label: 'problem.difficulty.mid', bar: 'bg-amber-500' },
  { key: 'hard', label: 'problem.difficulty.hard', bar: 'bg-rose-500' },
] as const;

/** Accepted problems split by difficulty, as three bars. */
export function SolvedByDifficulty({ counts }: { counts: { easy: number; mid: number; hard: number } }) {
  const { t } = useTranslation();
  const total = counts.easy + counts.mid + counts.hard;
  return (
    <div className="grid gap-3" data-testid="solved-by-difficulty">
      {LEVELS.map((l) => (
        <div key={l.key} className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span>{t(l.label)}</span>
            <span className="tabular-nums text-muted-foreground">{counts[l.key]}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted">
            <div
              className={`h-full rounded-full ${l.bar}`}
              style={{ width: total ? `${(counts[l.key] / total) * 100}%` : '0%' }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
