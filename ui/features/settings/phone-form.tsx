import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { phoneEndpoints } from '../../../src/contract/endpoints/phone.ts';
import { userEndpoints } from '../../../src/contract/endpoints/users.ts';
import { changePhoneSchema } from '../../../src/contract/phone.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { call } from '../../lib/call.ts';
import { useSave } from '../../lib/query/index.ts';
import { setUser } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { PhoneCodeField, PhoneField, sendPhoneCode } from '../../components/phone-code-field.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

/** Settings' mobile section: the current password, the new number and the code sent to it. */
export function PhoneForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const { smsEnabled } = useAtomValue(siteConfigAtom);
  const { resolver, message } = useSchemaResolver(changePhoneSchema, {
    password: t('settings.currentPassword'),
    phone: t('phone.newPhone'),
    code: t('phone.smsCode'),
  });
  const change = useSave(phoneEndpoints.changePhone, { invalidates: [userEndpoints.info] });
  const { register, handleSubmit, formState, reset, getValues, trigger } = useForm({
    resolver,
    defaultValues: { password: '', phone: '', code: '' },
  });

  const sendCode = () =>
    sendPhoneCode(
      getValues('phone'),
      () => trigger('phone'),
      (phone) => call(phoneEndpoints.changePhoneCode, { phone }),
      t('phone.codeSent'),
    );

  const submit = handleSubmit(async (values) => {
    const saved = await change.save(values);
    if (!saved) return;
    setUser(saved.answer);
    toast.success(t('phone.changed'));
    reset();
  });

  const shown = (
    <p className="text-sm text-muted-foreground">
      {t('phone.current')}:{' '}
      <span className="font-medium text-foreground" data-testid="current-phone">
        {current || t('phone.none')}
      </span>
    </p>
  );
  if (!smsEnabled)
    return (
      <div className="grid gap-2" data-testid="phone-form-off">
        {shown}
        <p className="text-sm text-muted-foreground">{t('phone.smsOff')}</p>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" data-testid="phone-form">
      {shown}
      <FormField
        id="ph-password"
        label={t('settings.currentPassword')}
        error={message(formState.errors.password?.message)}
      >
        <Input id="ph-password" type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <PhoneField
        id="ph-new"
        label={t('phone.newPhone')}
        error={message(formState.errors.phone?.message)}
        field={register('phone')}
      />
      <PhoneCodeField
        id="ph-code"
        error={message(formState.errors.code?.message)}
        field={register('code')}
        send={sendCode}
        testId="phone-change"
      />
      <FailureLine error={change.error} testId="phone-error" />
      <div>
        <Button type="submit" disabled={change.busy} data-testid="phone-save">
          {t(current ? 'phone.changeBound' : 'phone.change')}
        </Button>
      </div>
    </form>
  );
}
