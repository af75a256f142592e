import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { isRunningStatus, statusColor, statusNameKey } from '../../lib/judge-status.ts';

/** A coloured pill with the verdict's name; a spinner while the verdict is not final. */
export function StatusBadge({
  status,
  className,
  children,
}: {
  status: number;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        statusColor(status),
        className,
      )}
    >
      {isRunningStatus(status) && <LoaderCircleIcon className="size-3 animate-spin" />}
      {t(statusNameKey(status))}
      {children}
    </span>
  );
}
