import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TagClassificationForm, tagClassificationFormSchema } from '../../../src/contract/problems.ts';
import type { TagClassification as Classification } from '../../../src/contract/problems.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';

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
  const { resolver, message } = useSchemaResolver(tagClassificationFormSchema, {
    name: t('adminTag.field.name'),
    rank: t('adminTag.field.rank'),
  });
  const { register, handleSubmit, reset, formState } = useForm<TagClassificationForm>({ resolver: resolver as never });
  useEffect(() => {
    if (open) reset({ id: item?.id, name: item?.name ?? '', oj: item?.oj ?? 'ME', rank: item?.rank ?? 0 });
  }, [open, item, reset]);
  const submit = handleSubmit(async (form) => {
    if (await onSave(form)) onClose();
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(item ? 'adminTag.editClassification' : 'adminTag.createClassification')}
      testId="classification-dialog"
      onSubmit={submit}
      busy={formState.isSubmitting}
      error={error}
    >
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
        error={formState.errors.rank ? t('adminTag.rankInvalid') : undefined}
      >
        <Input id="classification-rank" type="number" min={0} {...register('rank', { valueAsNumber: true })} />
      </FormField>
    </FormDialog>
  );
}
