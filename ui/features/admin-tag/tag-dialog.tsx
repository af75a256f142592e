import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Tag, type TagForm, tagFormSchema } from '../../../src/contract/problems.ts';
import { ColorField, DEFAULT_COLOR } from '../../components/color-field.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
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
  const { form, submit, message, busy, errors } = useDialogForm<TagForm>({
    schema: tagFormSchema,
    labels: { name: t('adminTag.field.name'), color: t('adminTag.field.color') },
    open,
    values: {
      id: tag?.id,
      name: tag?.name ?? '',
      color: tag?.color || DEFAULT_COLOR,
      oj: tag?.oj ?? 'ME',
      classificationId: tag?.classificationId ?? null,
    },
    onSave,
    onClose,
  });
  const { register, control, watch, setValue } = form;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(tag ? 'adminTag.editTag' : 'adminTag.createTag')}
      testId="tag-dialog"
      onSubmit={submit}
      busy={busy}
      error={error}
    >
      <FormField id="tag-name" label={t('adminTag.field.name')} error={message(errors.name?.message)}>
        <Input id="tag-name" {...register('name')} />
      </FormField>
      <ColorField
        id="tag-color"
        label={t('adminTag.field.color')}
        value={watch('color') ?? ''}
        onPick={(c) => setValue('color', c)}
        error={message(errors.color?.message)}
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
