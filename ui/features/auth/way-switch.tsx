import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export type Way = 'phone' | 'email';

/** Chooses between the phone and the e-mail form of registration or reset (shown when the site sends SMS). */
export function WaySwitch({ way, onWay }: { way: Way; onWay: (w: Way) => void }) {
  const { t } = useTranslation();
  const item = (w: Way, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={way === w}
      data-testid={`way-${w}`}
      onClick={() => onWay(w)}
      className={cn(
        'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
        way === w ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="tablist" className="flex gap-1 rounded-lg bg-muted p-1">
      {item('phone', t('phone.byPhone'))}
      {item('email', t('phone.byEmail'))}
    </div>
  );
}
