import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import { failureText, useSave } from '../../lib/query/index.ts';
import { Switch } from '../ui/switch.tsx';

/** Owner's Shared/Unshared switch (spec doc 1 §4: owner only, problem allows it, not in contests). */
export function ShareToggle({
  submitId,
  shared,
  onChanged,
}: {
  submitId: number;
  shared: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  // A switch has no place for a failure's text: it is a toast.
  const { save, busy } = useSave(S.share, { onFailure: (e) => toast.error(failureText(e)) });
  const change = async (share: boolean) => {
    if (!(await save({ submitId, share }))) return;
    toast.success(t(share ? 'submission.detail.sharedDone' : 'submission.detail.unsharedDone'));
    onChanged();
  };
  return (
    <label className="flex items-center gap-2 text-sm">
      <Switch checked={shared} onCheckedChange={change} disabled={busy} data-testid="share-toggle" />
      {shared ? t('submission.detail.shared') : t('submission.detail.unshared')}
    </label>
  );
}

/** Whether the viewer gets the switch. */
export function canToggleShare(
  viewerUid: string | null,
  s: { uid: string; cid: number | null },
  codeShare: boolean,
): boolean {
  return viewerUid !== null && viewerUid === s.uid && codeShare && s.cid === null;
}
