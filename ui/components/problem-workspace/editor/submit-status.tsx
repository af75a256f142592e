import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusBadge } from '../../judge/status-badge.tsx';
import { formatMemory, formatTime } from '../../../lib/format.ts';
import type { StateUpdate } from '../../../lib/submission-watch.ts';
import { JudgeStatus } from '../../../../src/contract/judge-status.ts';
import type { Submitted } from '../../../../src/contract/submissions.ts';

/**
 * The status area under the editor: the latest submission's verdict as it arrives, and while it
 * waits, why it is not judged soon when the server said so (no judge runs, or the disk is full).
 */
export function SubmitStatus({
  result,
  judgeWaiting = null,
}: {
  result: StateUpdate;
  judgeWaiting?: Submitted['judgeWaiting'];
}) {
  const { t } = useTranslation();
  const waiting = judgeWaiting && result.status === JudgeStatus.PENDING;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="submit-status" data-status={result.status}>
      {waiting && (
        <p
          className="basis-full rounded-md border border-warning bg-warning/10 p-2"
          role="status"
          data-testid="judge-waiting"
        >
          {t(judgeWaiting === 'storageFull' ? 'editor.judgeStorageFull' : 'editor.judgeNotRunning')}
        </p>
      )}
      <span className="text-muted-foreground">{t('editor.status')}</span>
      {result.submitId > 0 ? (
        <Link href={`/submission-detail/${result.submitId}`} title={t('submission.detail.title')}>
          <StatusBadge status={result.status} />
        </Link>
      ) : (
        <StatusBadge status={result.status} />
      )}
      {result.score !== null && result.score !== undefined && (
        <span>
          {t('submission.col.score')}: {result.score}
        </span>
      )}
      {result.time !== null && <span>{formatTime(result.time)}</span>}
      {result.memory !== null && <span>{formatMemory(result.memory)}</span>}
    </div>
  );
}
