import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from '../ui/switch.tsx';
import { submissionApi } from './submission-api.ts';

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
  const [busy, setBusy] = useState(false);
  const change = async (share: boolean) => {
    setBusy(true);
    try {
      await submissionApi.share(submitId, share);
      toast.success(t(share ? 'submission.detail.sharedDone' : 'submission.detail.unsharedDone'));
      onChanged();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
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
