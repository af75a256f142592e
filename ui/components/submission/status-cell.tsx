import { HandIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../judge/status-badge.tsx';

/** A submission's verdict, with a hand marker when it was set by hand. */
export function StatusCell({ status, isManual }: { status: number; isManual: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status}>
      {isManual && (
        <HandIcon className="size-3" aria-label={t('submission.manualMarker')} data-testid="manual-marker" />
      )}
    </StatusBadge>
  );
}
