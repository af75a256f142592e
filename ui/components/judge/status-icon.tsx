import { CircleAlertIcon, CircleCheckIcon, CircleDotIcon, CircleXIcon, LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { statusIcon, statusNameKey, statusTextColor } from '../../lib/judge-status.ts';

/** The icon of a verdict (spec doc 1 §4): spinner, success, partial, warning or error. */
export function StatusIcon({ status, className }: { status: number; className?: string }) {
  const { t } = useTranslation();
  const kind = statusIcon(status);
  const cls = cn('size-4 shrink-0', statusTextColor(status), className);
  const label = t(statusNameKey(status));
  if (kind === 'none') return null;
  if (kind === 'spinner') return <LoaderCircleIcon className={cn(cls, 'animate-spin')} aria-label={label} />;
  if (kind === 'success') return <CircleCheckIcon className={cls} aria-label={label} />;
  if (kind === 'partial') return <CircleDotIcon className={cls} aria-label={label} />;
  if (kind === 'warning') return <CircleAlertIcon className={cls} aria-label={label} />;
  return <CircleXIcon className={cls} aria-label={label} />;
}
