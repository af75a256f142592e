import { useTranslation } from 'react-i18next';
import { categoryFormSchema } from '../../../src/contract/trainings.ts';
import { ColorField, DEFAULT_COLOR } from '../../components/color-field.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import type { CategoryDraft, TrainingCategory } from './api.ts';

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
  /** Resolves truthy when saved; a refusal is `error` and the dialog stays open. */
  onSave: (draft: CategoryDraft) => Promise<unknown>;
  /** Why the last save was refused. */
  error?: string;
}) {
  const { t } = useTranslation();
  const { form, submit, message, busy, errors } = useDialogForm<CategoryDraft>({
    schema: categoryFormSchema,
    labels: { name: t('adminTraining.category.name'), color: t('adminTraining.category.color') },
    open,
    values: { id: category?.id, name: category?.name ?? '', color: category?.color ?? DEFAULT_COLOR },
    onSave,
    onClose,
  });
  const { register, watch, setValue } = form;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(category ? 'adminTraining.category.edit' : 'adminTraining.category.create')}
      testId="category-dialog"
      errorTestId="category-dialog-error"
      onSubmit={submit}
      busy={busy}
      error={error}
    >
      <FormField id="category-name" label={t('adminTraining.category.name')} error={message(errors.name?.message)}>
        <Input id="category-name" {...register('name')} />
      </FormField>
      <ColorField
        id="category-color"
        label={t('adminTraining.category.color')}
        value={watch('color') ?? ''}
        onPick={(c) => setValue('color', c)}
        error={errors.color ? t('adminTraining.category.colorInvalid') : undefined}
        hint={t('adminTraining.category.colorHint')}
        input={{ className: 'font-mono', ...register('color') }}
      />
    </FormDialog>
  );
}
