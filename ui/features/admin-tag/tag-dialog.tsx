import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Tag, type TagForm, tagFormSchema } from '../../../src/contract/problems.ts';
import { ColorField, DEFAULT_COLOR } from '../../components/color-field.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import type { TagClassification as Classification } from '../../../src/contract/problems.ts';

const NONE = 'none';

/** Creates (tag null) or edits a tag: name, colour and classification. */
export function TagDialog({
  open,
  tag,
  classifications,
  onClose,
  onSave,
  error,
}: {
  open: boolean;
  tag: Tag | null;
  classifications: Classification[];
  onClose: () => void;
  /** Resolves truthy when saved; a refusal is `error` and the dialog stays open. */
  onSave: (form: TagForm) => Promise<unknown>;
  error?: string;
}) {
  const { t } = useTranslation();
  const { resolver, message } = useSchemaResolver(tagFormSchema, {
    name: t('adminTag.field.name'),
    color: t('adminTag.field.color'),
  });
  const { register, handleSubmit, control, reset, watch, setValue, formState } = useForm<TagForm>({
    resolver: resolver as never,
  });
  useEffect(() => {
    if (open)
      reset({
        id: tag?.id,
        name: tag?.name ?? '',
        color: tag?.color || DEFAULT_COLOR,
        oj: tag?.oj ?? 'ME',
        classificationId: tag?.classificationId ?? null,
      });
  }, [open, tag, reset]);
  const submit = handleSubmit(async (form) => {
    if (await onSave(form)) onClose();
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(tag ? 'adminTag.editTag' : 'adminTag.createTag')}
      testId="tag-dialog"
      onSubmit={submit}
      busy={formState.isSubmitting}
      error={error}
    >
      <FormField id="tag-name" label={t('adminTag.field.name')} error={message(formState.errors.name?.message)}>
        <Input id="tag-name" {...register('name')} />
      </FormField>
      <ColorField
        id="tag-color"
        label={t('adminTag.field.color')}
        value={watch('color') ?? ''}
        onPick={(c) => setValue('color', c)}
        error={message(formState.errors.color?.message)}
        input={register('color')}
      />
      <FormField id="tag-classification" label={t('adminTag.field.classification')}>
        <Controller
          control={control}
          name="classificationId"
          render={({ field }) => (
            <Select
              value={field.value ? String(field.value) : NONE}
              onValueChange={(v) => field.onChange(v === NONE ? null : Number(v))}
            >
              <SelectTrigger id="tag-classification" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>{t('adminTag.noClassification')}</SelectItem>
                {classifications.map((c) => (
                  <SelectItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
    </FormDialog>
  );
}
