import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userEndpoints } from '../../../src/contract/endpoints/users.ts';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { useSave } from '../../lib/query/index.ts';
import { changePasswordFormSchema } from './schemas.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** Current password, new password twice. Other devices are signed out by the server. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { resolver, message } = useSchemaResolver(changePasswordFormSchema, {
    oldPassword: t('settings.oldPassword'),
    newPassword: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
  });
  const change = useSave(userEndpoints.changePassword);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    if (!(await change.save({ oldPassword, newPassword }))) return;
    toast.success(t('settings.passwordChanged'));
    reset();
  });
  const err = (f: 'oldPassword' | 'newPassword' | 'confirmPassword') => message(formState.errors[f]?.message);
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" data-testid="password-form">
      <FormField id="pw-old" label={t('settings.oldPassword')} error={err('oldPassword')}>
        <Input id="pw-old" type="password" autoComplete="current-password" {...register('oldPassword')} />
      </FormField>
      <FormField id="pw-new" label={t('auth.newPassword')} error={err('newPassword')}>
        <Input
          id="pw-new"
          type="password"
          autoComplete="new-password"
          {...register('newPassword', { deps: ['confirmPassword'] })}
        />
      </FormField>
      <FormField id="pw-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
        <Input id="pw-confirm" type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <FailureLine error={change.error} testId="password-error" />
      <div>
        <Button type="submit" disabled={change.busy} data-testid="password-save">
          {t('settings.changePassword')}
        </Button>
      </div>
    </form>
  );
}
