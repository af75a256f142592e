import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changeEmailSchema, CODE_LENGTH, email as emailSchema } from '../../../src/contract/accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { setUser } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { settingsApi } from './api.ts';

/** Current password and the new address (plus an e-mailed code on sites that send mail). */
export function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const timer = useCountdown(60);
  const { resolver, message } = useSchemaResolver(changeEmailSchema, {
    password: t('settings.currentPassword'),
    newEmail: t('settings.newEmail'),
    code: t('auth.emailCode'),
  });
  const { register, handleSubmit, formState, reset, getValues, trigger, setError } = useForm({ resolver, defaultValues: { password: '', newEmail: '', code: '' } });

  const sendCode = async () => {
    const value = getValues('newEmail');
    if (!emailSchema.safeParse(value).success) return void trigger('newEmail');
    try {
      await settingsApi.changeEmailCode(value.trim());
      toast.success(t('auth.codeSent'));
      timer.start();
    } catch {
      // The message has been shown.
    }
  };

  const submit = handleSubmit(async (values) => {
    if (config.emailEnabled && (values.code ?? '').length !== CODE_LENGTH) {
      setError('code', { message: t('form.exactLength', { field: t('auth.emailCode'), n: CODE_LENGTH }) });
      return;
    }
    try {
      setUser(await settingsApi.changeEmail({ ...values, code: config.emailEnabled ? values.code : undefined }));
      toast.success(t('settings.emailChanged'));
      reset();
    } catch {
      // The message has been shown.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" data-testid="email-form">
      <p className="text-sm text-muted-foreground">{t('settings.currentEmail')}: <span className="font-medium text-foreground" data-testid="current-email">{current || '—'}</span></p>
      <FormField id="em-password" label={t('settings.currentPassword')} error={message(formState.errors.password?.message)}>
        <Input id="em-password" type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <FormField id="em-new" label={t('settings.newEmail')} error={message(formState.errors.newEmail?.message)}>
        <Input id="em-new" type="email" autoComplete="email" {...register('newEmail')} />
      </FormField>
      {config.emailEnabled && (
        <FormField id="em-code" label={t('auth.emailCode')} error={message(formState.errors.code?.message)}>
          <div className="flex gap-2">
            <Input id="em-code" inputMode="numeric" maxLength={6} {...register('code')} />
            <Button type="button" variant="outline" className="w-28 shrink-0" disabled={timer.running} onClick={sendCode}>
              {timer.running ? t('auth.resendIn', { n: timer.left }) : t('auth.getCode')}
            </Button>
          </div>
        </FormField>
      )}
      <div>
        <Button type="submit" disabled={formState.isSubmitting} data-testid="email-save">{t('settings.changeEmail')}</Button>
      </div>
    </form>
  );
}
