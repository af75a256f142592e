import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { MAX_EXTRA_MINUTES, type ProctorRow } from '../../../src/contract/contest-ops.ts';
import { contestControlEndpoints as E } from '../../../src/contract/endpoints/contest-ops.ts';
import { useSave } from '../../lib/query/use-save.ts';

/** Grants a participant extra minutes (0–600; 0 takes them back): their window and their own board end later (the seal stays common). `row` null keeps it closed. */
export function ExtraTimeDialog({ cid, row, onClose }: { cid: number; row: ProctorRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const granting = useSave(E.extraTime, { invalidates: [E.proctor] });
  const { reset } = granting;

  useEffect(() => {
    setMinutes(String(row?.extraMinutes ?? 0));
    setInvalid(null);
    reset();
  }, [row, reset]);

  const save = async () => {
    if (!row) return;
    const value = Number(minutes);
    if (minutes.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_EXTRA_MINUTES)
      return setInvalid(t('adminContest.proctor.minutesInvalid'));
    setInvalid(null);
    if (await granting.save({ cid, uid: row.uid, minutes: value })) {
      toast.success(t('common.updated'));
      onClose();
    }
  };
  const error = invalid ?? (granting.error || null);

  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-sm" data-testid="extra-time-dialog">
        <DialogHeader>
          <DialogTitle>{t('adminContest.proctor.extraTimeFor', { name: row?.username ?? '' })}</DialogTitle>
          <DialogDescription>{t('adminContest.proctor.extraTimeHint')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <FormField id="extra-minutes" label={t('adminContest.proctor.minutes')} error={error ?? undefined}>
            <Input
              id="extra-minutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_EXTRA_MINUTES}
              step={1}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={granting.busy} data-testid="extra-time-save">
              {granting.busy ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
