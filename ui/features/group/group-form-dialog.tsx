import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { clearGroupDraft, readGroupDraft, writeGroupDraft } from './group-draft.ts';
import { GroupFormFields } from './group-form-fields.tsx';
import { useGroupSave } from './use-group-form.ts';

/** The full-screen Create Group dialog; a half-filled form is kept in the browser and comes back on reopening. */
export function GroupFormDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (g: GroupDetail) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(readGroupDraft);
  const { save, error, busy } = useGroupSave();
  useEffect(() => {
    if (open) setValue(readGroupDraft());
  }, [open]);
  const change = (v: typeof value) => {
    setValue(v);
    writeGroupDraft(v);
  };
  const submit = async () => {
    const saved = await save(value);
    if (!saved) return;
    clearGroupDraft();
    onClose();
    onSaved(saved);
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="h-[100dvh] max-h-[100dvh] max-w-none content-start rounded-none sm:max-w-none"
        data-testid="group-form-dialog"
      >
        <div className="mx-auto grid w-full max-w-4xl gap-4">
          <DialogHeader>
            <DialogTitle>{t('group.form.createTitle')}</DialogTitle>
            <DialogDescription>{t('group.form.createHint')}</DialogDescription>
          </DialogHeader>
          <GroupFormFields value={value} onChange={change} error={error} idPrefix="group-form" />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} disabled={busy} data-testid="group-form-save">
              {busy ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('group.form.create')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
