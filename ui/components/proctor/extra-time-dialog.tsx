import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { proctorApi, type ProctorRow } from './api.ts';
import { MAX_EXTRA_MINUTES } from '../../../src/contract/contest-ops.ts';

/** Grants a participant extra minutes (0–600; 0 takes them back): their window and their own board end later (the seal stays common). `row` null keeps it closed. */
export function ExtraTimeDialog({ cid, row, onClose, onSaved }: { cid: number; row: ProctorRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setMinutes(String(row?.extraMinutes ?? 0));
    setError(null);
  }, [row]);

  const save = async () => {
    if (!row) return;
    const value = Number(minutes);
    if (minutes.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_EXTRA_MINUTES) return setError(t('adminContest.proctor.minutesInvalid'));
    setBusy(true);
    try {
      await proctorApi.setExtraTime(cid, row.uid, value);
      toast.success(t('common.updated'));
      onSaved();
      onClose();
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-sm" data-testid="extra-time-dialog">
        <DialogHeader>
          <DialogTitle>{t('adminContest.proctor.extraTimeFor', { name: row?.username ?? '' })}</DialogTitle>
          <DialogDescription>{t('adminContest.proctor.extraTimeHint')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <FormField id="extra-minutes" label={t('adminContest.proctor.minutes')} error={error ?? undefined}>
            <Input id="extra-minutes" type="number" inputMode="numeric" min={0} max={MAX_EXTRA_MINUTES} step={1} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={busy} data-testid="extra-time-save">
              {busy ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
