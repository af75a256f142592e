import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { categoryFormSchema } from '../../../src/contract/trainings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import type { CategoryDraft, TrainingCategory } from './api.ts';

const DEFAULT_COLOR = '#409eff';
const PICKABLE = /^#[0-9a-f]{6}$/i;

/** Creates (category null) or edits a training category: name and colour (`#rrggbb`). */
export function CategoryDialog({
  open,
  category,
  onClose,
  onSave,
  error,
}: {
  open: boolean;
  category: TrainingCategory | null;
  onClose: () => void;
  onSave: (draft: CategoryDraft) => Promise<void>;
  /** Why the last save was refused. */
  error?: string;
}) {
  const { t } = useTranslation();
  const { resolver, message } = useSchemaResolver(categoryFormSchema, {
    name: t('adminTraining.category.name'),
    color: t('adminTraining.category.color'),
  });
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<CategoryDraft>({
    resolver: resolver as never,
  });
  useEffect(() => {
    if (open) reset({ id: category?.id, name: category?.name ?? '', color: category?.color ?? DEFAULT_COLOR });
  }, [open, category, reset]);
  const color = watch('color') ?? '';
  const submit = handleSubmit(async (draft) => {
    try {
      await onSave(draft);
      onClose();
    } catch {
      // The refusal is shown in the dialog (`error`), which stays open.
    }
  });
  const colorError = formState.errors.color ? t('adminTraining.category.colorInvalid') : undefined;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common.close')} data-testid="category-dialog">
        <DialogHeader>
          <DialogTitle>{t(category ? 'adminTraining.category.edit' : 'adminTraining.category.create')}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id="category-name"
            label={t('adminTraining.category.name')}
            error={message(formState.errors.name?.message)}
          >
            <Input id="category-name" {...register('name')} />
          </FormField>
          <FormField
            id="category-color"
            label={t('adminTraining.category.color')}
            error={colorError}
            hint={t('adminTraining.category.colorHint')}
          >
            <div className="flex gap-2">
              <input
                type="color"
                aria-label={t('adminTraining.category.color')}
                value={PICKABLE.test(color) ? color : DEFAULT_COLOR}
                onChange={(e) => setValue('color', e.target.value)}
                className="h-9 w-12 cursor-pointer rounded-md border"
              />
              <Input id="category-color" className="font-mono" {...register('color')} />
            </div>
          </FormField>
          {error && (
            <p role="alert" className="text-sm text-destructive" data-testid="category-dialog-error">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting} data-testid="category-dialog-save">
              {t('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
