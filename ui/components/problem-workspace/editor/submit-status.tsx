import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusBadge } from '../../judge/status-badge.tsx';
import { formatMemory, formatTime } from '../../../lib/format.ts';
import type { StateUpdate } from '../../../lib/submission-watch.ts';

/** The status area under the editor: the latest submission's verdict as it arrives. */
export function SubmitStatus({ result }: { result: StateUpdate }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="submit-status" data-status={result.status}>
      <span className="text-muted-foreground">{t('editor.status')}</span>
      {result.submitId > 0 ? (
        <Link href={`/submission-detail/${result.submitId}`} title={t('submission.detail.title')}>
          <StatusBadge status={result.status} />
        </Link>
      ) : (
        <StatusBadge status={result.status} />
      )}
      {result.score !== null && result.score !== undefined && <span>{t('submission.col.score')}: {result.score}</span>}
      {result.time !== null && <span>{formatTime(result.time)}</span>}
      {result.memory !== null && <span>{formatMemory(result.memory)}</span>}
    </div>
  );
}
