import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formErrorMap, translateFieldMessage } from './form-errors.ts';

/**
 * The react-hook-form resolver of a contract schema, with field messages in the interface
 * language (`labels` names the fields), and `message()` to show a field's message. A form whose
 * fields need more words (bounds, units) passes its own `errorMap` built on formErrorMap.
 */
export function useSchemaResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  labels: Record<string, string>,
  errorMap: typeof formErrorMap = formErrorMap,
) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels are rebuilt on every render; the language is what changes them
  const resolver = useMemo(
    () => zodResolver(schema, { error: errorMap(t, labels) }) as unknown as Resolver<In, unknown, Out>,
    [schema, t, i18n.language, errorMap],
  );
  const message = (m: string | undefined) => translateFieldMessage(t, m);
  return { resolver, message };
}
