import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userEndpoints } from '../../../src/contract/endpoints/users.ts';
import { toast } from 'sonner';
import { changeEmailSchema, CODE_LENGTH, email as emailSchema } from '../../../src/contract/accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { setUser } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { call } from '../../lib/call.ts';
import { useSave } from '../../lib/query/index.ts';
import { FailureLine } from '../../components/failure-line.tsx';

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
  const change = useSave(userEndpoints.changeEmail, { invalidates: [userEndpoints.info] });
  const { register, handleSubmit, formState, reset, getValues, trigger, setError } = useForm({
    resolver,
    defaultValues: { password: '', newEmail: '', code: '' },
  });

  const sendCode = async () => {
    const value = getValues('newEmail');
    if (!emailSchema.safeParse(value).success) return void trigger('newEmail');
    try {
      await call(userEndpoints.changeEmailCode, { email: value.trim() });
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
    const saved = await change.save({ ...values, code: config.emailEnabled ? values.code : undefined });
    if (!saved) return;
    setUser(saved.answer);
    toast.success(t('settings.emailChanged'));
    reset();
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" data-testid="email-form">
      <p className="text-sm text-muted-foreground">
        {t('settings.currentEmail')}:{' '}
        <span className="font-medium text-foreground" data-testid="current-email">
          {current || '—'}
        </span>
      </p>
      <FormField
        id="em-password"
        label={t('settings.currentPassword')}
        error={message(formState.errors.password?.message)}
      >
        <Input id="em-password" type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <FormField id="em-new" label={t('settings.newEmail')} error={message(formState.errors.newEmail?.message)}>
        <Input id="em-new" type="email" autoComplete="email" {...register('newEmail')} />
      </FormField>
      {config.emailEnabled && (
        <FormField id="em-code" label={t('auth.emailCode')} error={message(formState.errors.code?.message)}>
          <div className="flex gap-2">
            <Input id="em-code" inputMode="numeric" maxLength={6} {...register('code')} />
            <Button
              type="button"
              variant="outline"
              className="w-28 shrink-0"
              disabled={timer.running}
              onClick={sendCode}
            >
              {timer.running ? t('auth.resendIn', { n: timer.left }) : t('auth.getCode')}
            </Button>
          </div>
        </FormField>
      )}
      <FailureLine error={change.error} testId="email-error" />
      <div>
        <Button type="submit" disabled={change.busy} data-testid="email-save">
          {t('settings.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
