import { useTranslation } from 'react-i18next';
import { type TagClassificationForm, tagClassificationFormSchema } from '../../../src/contract/problems.ts';
import type { TagClassification as Classification } from '../../../src/contract/problems.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDialogForm } from '../../lib/use-dialog-form.ts';

/** Creates (item null) or edits a tag classification: name and rank (lower ranks first). */
export function ClassificationDialog({
  open,
  item,
  onClose,
  onSave,
  error,
}: {
  open: boolean;
  item: Classification | null;
  onClose: () => void;
  /** Resolves truthy when saved; a refusal is `error` and the dialog stays open. */
  onSave: (form: TagClassificationForm) => Promise<unknown>;
  error?: string;
}) {
  const { t } = useTranslation();
  const { form, submit, message, busy, errors } = useDialogForm<TagClassificationForm>({
    schema: tagClassificationFormSchema,
    labels: { name: t('adminTag.field.name'), rank: t('adminTag.field.rank') },
    open,
    values: { id: item?.id, name: item?.name ?? '', oj: item?.oj ?? 'ME', rank: item?.rank ?? 0 },
    onSave,
    onClose,
  });
  const { register } = form;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(item ? 'adminTag.editClassification' : 'adminTag.createClassification')}
      testId="classification-dialog"
      onSubmit={submit}
      busy={busy}
      error={error}
    >
      <FormField id="classification-name" label={t('adminTag.field.name')} error={message(errors.name?.message)}>
        <Input id="classification-name" {...register('name')} />
      </FormField>
      <FormField
        id="classification-rank"
        label={t('adminTag.field.rank')}
        hint={t('adminTag.rankHint')}
        error={errors.rank ? t('adminTag.rankInvalid') : undefined}
      >
        <Input id="classification-rank" type="number" min={0} {...register('rank', { valueAsNumber: true })} />
      </FormField>
    </FormDialog>
  );
}
