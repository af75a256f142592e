import { type ReactNode, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  type AdminWebsiteConfig,
  type SetWebsiteConfigInput,
  websiteConfigSchema,
  type WebsiteConfig,
} from '../../../src/contract/site.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { configErrorMap } from './config-messages.ts';
import { changedKeys } from './use-admin-config.ts';

type Key = keyof WebsiteConfig;
export interface FieldSpec {
  key: Key;
  kind: 'text' | 'textarea' | 'number' | 'switch' | 'password' | 'select';
  /** The choices of a select. */
  options?: readonly string[];
}
export interface Section {
  title: string;
  hint?: string;
  fields: FieldSpec[];
}

/** A form over some website-configuration keys, validated by the contract's schema; saves only what changed. */
export function ConfigForm({
  config,
  sections,
  onSave,
  testId,
  extra,
}: {
  config: AdminWebsiteConfig;
  sections: Section[];
  onSave: (c: SetWebsiteConfigInput) => Promise<void>;
  testId: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const keys = sections.flatMap((s) => s.fields.map((f) => f.key));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema follows the names of the fields (keys.join()), not each new array of them
  const schema = useMemo(
    () => websiteConfigSchema.pick(Object.fromEntries(keys.map((k) => [k, true])) as Record<Key, true>),
    [keys.join()],
  );
  const labels = Object.fromEntries(keys.map((k) => [k, t(`admin.field.${k}`)]));
  const { resolver, message } = useSchemaResolver(schema, labels, configErrorMap);
  const defaults = Object.fromEntries(keys.map((k) => [k, config[k]])) as Partial<WebsiteConfig>;
  const { register, handleSubmit, formState, control, reset } = useForm<Partial<WebsiteConfig>>({
    resolver: resolver as never,
    defaultValues: defaults,
  });

  const submit = handleSubmit(async (values) => {
    const change: Record<string, unknown> = changedKeys(config as Record<string, unknown>, values);
    if (change.smtpPassword === '') delete change.smtpPassword;
    if (change.smsSecret === '') delete change.smsSecret;
    if (Object.keys(change).length === 0) {
      toast.info(t('admin.nothingChanged'));
      return;
    }
    try {
      await onSave(change as SetWebsiteConfigInput);
      toast.success(t('common.updated'));
      reset(values);
    } catch {
      // The message has been shown.
    }
  });

  const control_ = (f: FieldSpec) => {
    const id = `cf-${f.key}`;
    if (f.kind === 'switch') {
      return (
        <div key={f.key} className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <Label htmlFor={id} className="leading-snug">
            {labels[f.key]}
          </Label>
          <Controller
            control={control}
            name={f.key}
            render={({ field }) => <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
          />
        </div>
      );
    }
    const error = message(formState.errors[f.key]?.message as string | undefined);
    const hint =
      f.key === 'smtpPassword'
        ? t(config.smtpPasswordSet ? 'admin.smtpPasswordSet' : 'admin.smtpPasswordUnset')
        : f.key === 'smsSecret'
          ? t(config.smsSecretSet ? 'admin.smsSecretSet' : 'admin.smsSecretUnset')
          : undefined;
    return (
      <FormField
        key={f.key}
        id={id}
        label={labels[f.key]}
        error={error}
        hint={hint}
        className={f.kind === 'textarea' ? 'sm:col-span-2' : undefined}
      >
        {f.kind === 'textarea' ? (
          <Textarea id={id} rows={3} {...register(f.key)} />
        ) : f.kind === 'select' ? (
          <select
            id={id}
            className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs"
            {...register(f.key)}
          >
            {f.options?.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <Input
            id={id}
            type={f.kind === 'password' ? 'password' : f.kind === 'number' ? 'number' : 'text'}
            autoComplete={f.kind === 'password' ? 'new-password' : 'off'}
            aria-invalid={!!error}
            {...register(f.key, f.kind === 'number' ? { valueAsNumber: true } : undefined)}
          />
        )}
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" data-testid={testId}>
      {sections.map((s) => (
        <Card key={s.title}>
          <CardHeader>
            <CardTitle>{t(s.title)}</CardTitle>
            {s.hint && <CardDescription>{t(s.hint)}</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{s.fields.map(control_)}</CardContent>
        </Card>
      ))}
      {extra}
      <div>
        <Button type="submit" disabled={formState.isSubmitting} data-testid={`${testId}-save`}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
