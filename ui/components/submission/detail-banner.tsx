import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import type { Submission } from '../../../src/contract/submissions.ts';
import { cn } from '../../lib/cn.ts';
import { formatLength, formatMemory, formatTime } from '../../lib/format.ts';
import { isRunningStatus, statusColor, statusNameKey } from '../../lib/judge-status.ts';
import { StatusIcon } from '../judge/status-icon.tsx';

const ERROR_STATUSES: number[] = [JudgeStatus.COMPILE_ERROR, JudgeStatus.SYSTEM_ERROR, JudgeStatus.SUBMITTED_FAILED];

/**
 * The verdict banner: the error text for CE, SE and SF, otherwise the run's figures. A Runtime
 * Error that is the output limit says so.
 */
export function DetailBanner({ s, outputLimit = false }: { s: Submission; outputLimit?: boolean }) {
  const { t } = useTranslation();
  const showsError = ERROR_STATUSES.includes(s.status);
  return (
    <div
      className={cn('flex flex-col gap-2 rounded-lg p-4', statusColor(s.status))}
      data-testid="detail-banner"
      data-status={s.status}
    >
      <div className="flex items-center gap-2 text-lg font-semibold">
        {isRunningStatus(s.status) && <StatusIcon status={s.status} className="text-current" />}
        {t(statusNameKey(s.status))}
        {outputLimit && <span data-testid="detail-output-limit">· {t('submission.detail.outputLimit')}</span>}
      </div>
      {outputLimit && <p className="text-sm">{t('submission.detail.outputLimitHint')}</p>}
      {showsError ? (
        s.errorMessage && (
          <pre
            className="max-h-80 overflow-auto rounded bg-black/20 p-3 font-mono text-xs whitespace-pre-wrap"
            data-testid="detail-error"
          >
            {s.errorMessage}
          </pre>
        )
      ) : (
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <span>
            {t('submission.col.time')}: {formatTime(s.time)}
          </span>
          <span>
            {t('submission.col.memory')}: {formatMemory(s.memory)}
          </span>
          <span>
            {t('submission.col.length')}: {formatLength(s.length)}
          </span>
          <span>
            {t('submission.col.language')}: {s.language}
          </span>
          <span>
            {t('submission.col.author')}:{' '}
            <Link href={`/user-home?username=${encodeURIComponent(s.username)}`} className="underline">
              {s.username}
            </Link>
          </span>
        </div>
      )}
    </div>
  );
}
