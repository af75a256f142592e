import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { JudgeStatus, type JudgeStatusCode } from '../../../src/contract/judge-status.ts';
import { remoteEndpoints } from '../../../src/contract/endpoints/remote.ts';
import { failureText, useSave } from '../../lib/query/index.ts';

/**
 * The refresh icon beside a Submit Failed status (doc 1 §4): the remote submission is sent to its
 * site again. The server lets its owner and the administrators; anyone else is told it does not
 * exist.
 */
export function ResubmitButton({
  submitId,
  onQueued,
}: {
  submitId: number;
  /** The row's new status (Pending), so the list polls it again. */
  onQueued: (status: JudgeStatusCode) => void;
}) {
  const { t } = useTranslation();
  // An icon has no place for a failure's text: it is a toast.
  const { save, busy } = useSave(remoteEndpoints.resubmit, { onFailure: (e) => toast.error(failureText(e)) });
  const resubmit = async () => {
    if (!(await save({ submitId }))) return;
    toast.success(t('submission.resubmitted'));
    onQueued(JudgeStatus.PENDING);
  };
  return (
    <button
      type="button"
      className="ml-1 inline-flex align-middle text-sky-700 hover:text-sky-900 disabled:opacity-50"
      onClick={resubmit}
      disabled={busy}
      aria-label={t('submission.resubmit')}
      title={t('submission.resubmit')}
      data-testid="resubmit"
    >
      <RotateCwIcon className="size-4" />
    </button>
  );
}

export const mayResubmit = (status: number) => status === JudgeStatus.SUBMITTED_FAILED;
