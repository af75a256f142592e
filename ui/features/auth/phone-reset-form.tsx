import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { phoneEndpoints } from '../../../src/contract/endpoints/phone.ts';
import { resetPasswordByPhoneFormSchema } from '../../../src/contract/phone.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { call } from '../../lib/call.ts';
import { useSave } from '../../lib/query/index.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { PhoneCodeField, PhoneField, sendPhoneCode } from '../../components/phone-code-field.tsx';
import { FailureLine } from '../../components/failure-line.tsx';
import { AuthLink } from './auth-link.tsx';

/** Reset by phone (spec doc 1 §5): the account's number, the SMS code and the new password twice. */
export function PhoneResetForm({ onDone, onMode }: { onDone: () => void; onMode: (m: 'login') => void }) {
  const { t } = useTranslation();
  const { resolver, message } = useSchemaResolver(resetPasswordByPhoneFormSchema, {
    phone: t('phone.phone'),
    code: t('phone.smsCode'),
    password: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
  });
  const { register, handleSubmit, formState, getValues, trigger } = useForm({
    resolver,
    defaultValues: { phone: '', code: '', password: '', confirmPassword: '' },
  });
  const save = useSave(phoneEndpoints.resetPassword);

  const sendCode = () =>
    sendPhoneCode(
      getValues('phone'),
      () => trigger('phone'),
      (phone) => call(phoneEndpoints.resetCode, { phone }),
      t('phone.codeSent'),
    );

  // The confirmation is dropped before sending.
  const submit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    if (!(await save.save(values))) return;
    toast.success(t('auth.passwordReset'));
    onDone();
  });

  const err = (f: 'phone' | 'code' | 'password' | 'confirmPassword') => message(formState.errors[f]?.message);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="phone-reset-form">
      <PhoneField id="preset-phone" label={t('phone.phone')} error={err('phone')} field={register('phone')} />
      <PhoneCodeField
        id="preset-code"
        error={err('code')}
        field={register('code')}
        send={sendCode}
        testId="phone-reset"
      />
      <FormField id="preset-password" label={t('auth.newPassword')} error={err('password')}>
        <Input id="preset-password" type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField id="preset-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
        <Input id="preset-confirm" type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <FailureLine error={save.error} testId="phone-reset-error" />
      <Button type="submit" disabled={save.busy} data-testid="phone-reset-submit">
        {t('phone.resetSubmit')}
      </Button>
      <AuthLink className="text-sm" onClick={() => onMode('login')}>
        {t('auth.backToLogin')}
      </AuthLink>
    </form>
  );
}
