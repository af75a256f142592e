import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { phoneEndpoints } from '../../../src/contract/endpoints/phone.ts';
import { registerByPhoneFormSchema } from '../../../src/contract/phone.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { call } from '../../lib/call.ts';
import { useSave } from '../../lib/query/index.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { PhoneCodeField, PhoneField, sendPhoneCode } from '../../components/phone-code-field.tsx';
import { RegisterFooter } from './register-footer.tsx';

/** New account by phone (spec doc 1 §5): username, password twice, phone number and the SMS code. */
export function PhoneRegisterForm({
  onRegistered,
  onMode,
}: {
  onRegistered: () => void;
  onMode: (m: 'login') => void;
}) {
  const { t } = useTranslation();
  const { resolver, message } = useSchemaResolver(registerByPhoneFormSchema, {
    username: t('auth.username'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirmPassword'),
    phone_number: t('phone.phone'),
    code: t('phone.smsCode'),
  });
  const { register, handleSubmit, formState, setError, getValues, trigger } = useForm({
    resolver,
    defaultValues: { username: '', password: '', confirmPassword: '', phone_number: '', code: '' },
  });
  const save = useSave(phoneEndpoints.register);

  // A convenience: registration checks again, so a failed check is "not taken".
  const checkTaken = async (field: 'username' | 'phone_number') => {
    const value = getValues(field).trim();
    if (!value || !(await trigger(field))) return;
    const answer = await call(phoneEndpoints.checkUsernameOrPhone, { [field]: value }, { quiet: true }).catch(
      () => null,
    );
    if (field === 'username' && answer?.username) setError(field, { message: 'Username_already_exists' });
    if (field === 'phone_number' && answer?.phone) setError(field, { message: 'Phone_already_exists' });
  };

  const sendCode = () =>
    sendPhoneCode(
      getValues('phone_number'),
      () => trigger('phone_number'),
      (phone) => call(phoneEndpoints.registerCode, { phone }),
      t('phone.codeSent'),
    );

  const submit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    if (!(await save.save(values))) return;
    toast.success(t('auth.registered'));
    onRegistered();
  });

  const err = (f: 'username' | 'password' | 'confirmPassword' | 'phone_number' | 'code') =>
    message(formState.errors[f]?.message);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="phone-register-form">
      <FormField id="preg-username" label={t('auth.username')} error={err('username')}>
        <Input
          id="preg-username"
          autoComplete="username"
          aria-invalid={!!formState.errors.username}
          {...register('username', { onBlur: () => checkTaken('username') })}
        />
      </FormField>
      <FormField id="preg-password" label={t('auth.password')} error={err('password')}>
        <Input id="preg-password" type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField id="preg-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
        <Input id="preg-confirm" type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <PhoneField
        id="preg-phone"
        label={t('phone.phone')}
        error={err('phone_number')}
        field={register('phone_number', { onBlur: () => checkTaken('phone_number') })}
      />
      <PhoneCodeField
        id="preg-code"
        error={err('code')}
        field={register('code')}
        send={sendCode}
        testId="phone-register"
      />
      <RegisterFooter testId="phone-register" error={save.error} busy={save.busy} onLogin={() => onMode('login')} />
    </form>
  );
}
