import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cn } from '../lib/cn.ts';

/** The computational-thinking area's pages, one header entry for the three (spec doc 1 §2). */
export const THINKING_PAGES = [
  { to: '/computationalThinkingTraining', label: 'choice.nav.training' },
  { to: '/computationalThinkingContest', label: 'choice.nav.contest' },
  { to: '/video-list', label: 'video.nav' },
] as const;

/** The area's tabs on top of each of its list pages. */
export function ThinkingTabs() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <nav className="flex flex-wrap gap-1 border-b pb-2" aria-label={t('choice.nav.area')} data-testid="thinking-tabs">
      {THINKING_PAGES.map((p) => (
        <Link
          key={p.to}
          href={p.to}
          data-testid={`thinking-tab-${p.to.slice(1)}`}
          aria-current={path.startsWith(p.to) ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium hover:bg-muted',
            path.startsWith(p.to) && 'bg-primary text-primary-foreground hover:bg-primary',
          )}
        >
          {t(p.label)}
        </Link>
      ))}
    </nav>
  );
}
