import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { difficultyKey } from '../../lib/difficulty.ts';

const COLORS = ['bg-emerald-100 text-emerald-800', 'bg-amber-100 text-amber-800', 'bg-red-100 text-red-800'];

/** The problem's level as a coloured label. */
export function DifficultyBadge({ level, className }: { level: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        COLORS[level] ?? COLORS[0],
        className,
      )}
    >
      {t(difficultyKey(level))}
    </span>
  );
}
