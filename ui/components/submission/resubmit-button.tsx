import { RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { JudgeStatus, type JudgeStatusCode } from '../../../src/contract/judge-status.ts';
import { remoteEndpoints } from '../../../src/contract/endpoints/remote.ts';
import { call } from '../../lib/call.ts';

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
  const [busy, setBusy] = useState(false);
  const resubmit = async () => {
    setBusy(true);
    try {
      await call(remoteEndpoints.resubmit, { submitId });
      toast.success(t('submission.resubmitted'));
      onQueued(JudgeStatus.PENDING);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
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
