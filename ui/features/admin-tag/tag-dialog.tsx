import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Tag, type TagForm, tagFormSchema } from '../../../src/contract/problems.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import type { TagClassification as Classification } from '../../../src/contract/problems.ts';

const NONE = 'none';
const DEFAULT_COLOR = '#409eff';

/** Creates (tag null) or edits a tag: name, colour and classification. */
export function TagDialog({
  open,
  tag,
  classifications,
  onClose,
  onSave,
}: {
  open: boolean;
  tag: Tag | null;
  classifications: Classification[];
  onClose: () => void;
  onSave: (form: TagForm) => Promise<void>;
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
  const color = watch('color') ?? '';
  const submit = handleSubmit(async (form) => {
    try {
      await onSave(form);
      onClose();
    } catch {
      // The message has been shown; the dialog stays open.
    }
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common.close')} data-testid="tag-dialog">
        <DialogHeader>
          <DialogTitle>{t(tag ? 'adminTag.editTag' : 'adminTag.createTag')}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="tag-name" label={t('adminTag.field.name')} error={message(formState.errors.name?.message)}>
            <Input id="tag-name" {...register('name')} />
          </FormField>
          <FormField id="tag-color" label={t('adminTag.field.color')} error={message(formState.errors.color?.message)}>
            <div className="flex gap-2">
              <input
                type="color"
                aria-label={t('adminTag.field.color')}
                value={/^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_COLOR}
                onChange={(e) => setValue('color', e.target.value)}
                className="h-9 w-12 cursor-pointer rounded-md border"
              />
              <Input id="tag-color" {...register('color')} />
            </div>
          </FormField>
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
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting} data-testid="tag-dialog-save">
              {t('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
