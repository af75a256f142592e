import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation, useSearchParams } from 'wouter';
import { resetPasswordFormSchema } from '../../../src/contract/accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { call } from '../../lib/call.ts';
import { useSave } from '../../lib/query/index.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** /reset-password?username&code: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const { resolver, message } = useSchemaResolver(resetPasswordFormSchema, {
    username: t('auth.username'),
    password: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
    code: t('auth.resetCode'),
  });
  const { register, handleSubmit, formState, setError, getValues } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      username: params.get('username') ?? '',
      code: params.get('code') ?? '',
      password: '',
      confirmPassword: '',
    },
  });

  const checkUsername = async () => {
    const username = getValues('username').trim();
    if (!username) return;
    try {
      const found = await call(accountEndpoints.checkUsernameOrEmail, { username }, { quiet: true });
      if (!found.username) setError('username', { message: 'Username_does_not_exist' });
    } catch {
      // The reset call checks the username again.
    }
  };

  const reset = useSave(accountEndpoints.resetPassword);
  const submit = handleSubmit(async ({ username, code, password }) => {
    if (!(await reset.save({ username, code, password }))) return;
    toast.success(t('auth.passwordReset'));
    navigate('/');
    openLoginModal('login');
  });

  const err = (f: 'username' | 'password' | 'confirmPassword' | 'code') => message(formState.errors[f]?.message);
  return (
    <div className="mx-auto max-w-md py-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <KeyRoundIcon className="size-5" /> {t('auth.resetPassword')}
          </CardTitle>
          <CardDescription>{t('auth.resetPageHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4" data-testid="reset-password-form">
            <FormField id="rp-username" label={t('auth.username')} error={err('username')}>
              <Input id="rp-username" readOnly {...register('username', { onBlur: checkUsername })} />
            </FormField>
            <FailureLine error={err('code')} />
            <FormField id="rp-password" label={t('auth.newPassword')} error={err('password')}>
              <Input
                id="rp-password"
                type="password"
                autoComplete="new-password"
                {...register('password', { deps: ['confirmPassword'] })}
              />
            </FormField>
            <FormField id="rp-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
              <Input id="rp-confirm" type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <FailureLine error={reset.error} testId="reset-password-error" />
            <Button type="submit" disabled={reset.busy}>
              {t('auth.resetPassword')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
