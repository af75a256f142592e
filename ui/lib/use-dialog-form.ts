import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaResolver } from './use-schema-resolver.ts';

export interface DialogFormOptions<F extends FieldValues> {
  /** The contract's schema of the form. */
  schema: z.ZodType<F, F>;
  /** The fields' names in the interface language, for their messages. */
  labels: Record<string, string>;
  open: boolean;
  /** The values the form starts from each time the dialog opens (the thing edited's, or a new one's). */
  values: DefaultValues<F>;
  /** Resolves truthy when saved; a refusal is the dialog's `error` and it stays open. */
  onSave: (form: F) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The form of a dialog that creates or edits one thing: checked by the contract's schema with
 * messages in the interface language, started again from `values` whenever the dialog opens, and
 * `submit`, which closes the dialog once it is saved. `busy` while it saves.
 */
export function useDialogForm<F extends FieldValues>({
  schema,
  labels,
  open,
  values,
  onSave,
  onClose,
}: DialogFormOptions<F>) {
  const { resolver, message } = useSchemaResolver(schema, labels);
  const form = useForm<F>({ resolver: resolver as never });
  const { reset, handleSubmit, formState } = form;
  // The values as they were when the dialog opened: typing does not start the form again.
  const start = useRef(values);
  start.current = values;
  useEffect(() => {
    if (open) reset(start.current);
  }, [open, reset]);
  const submit = handleSubmit(async (data) => {
    if (await onSave(data)) onClose();
  });
  return { form, submit, message, busy: formState.isSubmitting, errors: formState.errors };
}
