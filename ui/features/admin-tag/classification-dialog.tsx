import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TagClassificationForm, tagClassificationFormSchema } from '../../../src/contract/problems.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import type { TagClassification as Classification } from '../../../src/contract/problems.ts';

/** Creates (item null) or edits a tag classification: name and rank (lower ranks first). */
export function ClassificationDialog({
  open,
  item,
  onClose,
  onSave,
}: {
  open: boolean;
  item: Classification | null;
  onClose: () => void;
  onSave: (form: TagClassificationForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { resolver, message } = useSchemaResolver(tagClassificationFormSchema, {
    name: t('adminTag.field.name'),
    rank: t('adminTag.field.rank'),
  });
  const { register, handleSubmit, reset, formState } = useForm<TagClassificationForm>({ resolver: resolver as never });
  useEffect(() => {
    if (open) reset({ id: item?.id, name: item?.name ?? '', oj: item?.oj ?? 'ME', rank: item?.rank ?? 0 });
  }, [open, item, reset]);
  const submit = handleSubmit(async (form) => {
    try {
      await onSave(form);
      onClose();
    } catch {
      // The message has been shown; the dialog stays open.
    }
  });
  const rankError = formState.errors.rank ? t('adminTag.rankInvalid') : undefined;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common.close')} data-testid="classification-dialog">
        <DialogHeader>
          <DialogTitle>{t(item ? 'adminTag.editClassification' : 'adminTag.createClassification')}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id="classification-name"
            label={t('adminTag.field.name')}
            error={message(formState.errors.name?.message)}
          >
            <Input id="classification-name" {...register('name')} />
          </FormField>
          <FormField
            id="classification-rank"
            label={t('adminTag.field.rank')}
            hint={t('adminTag.rankHint')}
            error={rankError}
          >
            <Input id="classification-rank" type="number" min={0} {...register('rank', { valueAsNumber: true })} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting} data-testid="classification-dialog-save">
              {t('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
