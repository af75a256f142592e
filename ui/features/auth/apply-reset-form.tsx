import { useAtomValue } from 'jotai';
import { InfoIcon } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { applyResetPasswordSchema } from '../../../src/contract/accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { useSave } from '../../lib/query/index.ts';
import { ImageCaptchaImage, type ImageCaptchaHandle } from './image-captcha.tsx';
import { FailureLine } from '../../components/failure-line.tsx';
import { AuthLink } from './auth-link.tsx';

/** Asks for a password-reset link by e-mail (sites that send mail); otherwise says whom to ask. */
export function ApplyResetForm({ onSent, onMode }: { onSent: () => void; onMode: (m: 'login') => void }) {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const captcha = useRef<ImageCaptchaHandle>(null);
  const { resolver, message } = useSchemaResolver(applyResetPasswordSchema, {
    email: t('auth.email'),
    captcha: t('auth.captcha'),
  });
  const { register, handleSubmit, formState, setValue } = useForm({
    resolver,
    defaultValues: { email: '', captcha: '', captchaKey: '' },
  });
  const onKey = useCallback((key: string) => setValue('captchaKey', key), [setValue]);

  const { save, busy, error } = useSave(accountEndpoints.applyResetPassword);
  const submit = handleSubmit(async (values) => {
    if (await save(values)) {
      toast.success(t('auth.resetMailSent'));
      onSent();
      return;
    }
    setValue('captcha', '');
    captcha.current?.refresh();
  });

  const back = (
    <AuthLink className="text-sm" onClick={() => onMode('login')}>
      {t('auth.backToLogin')}
    </AuthLink>
  );
  if (!config.emailEnabled) {
    return (
      <div className="grid gap-4" data-testid="reset-unavailable">
        <p className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" /> {t('auth.resetNeedsAdmin')}
        </p>
        {back}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="apply-reset-form">
      <FormField id="reset-email" label={t('auth.email')} error={message(formState.errors.email?.message)}>
        <Input id="reset-email" type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField id="reset-captcha" label={t('auth.captcha')} error={message(formState.errors.captcha?.message)}>
        <div className="flex gap-2">
          <Input id="reset-captcha" inputMode="numeric" maxLength={6} {...register('captcha')} />
          <ImageCaptchaImage ref={captcha} onKey={onKey} />
        </div>
      </FormField>
      <FailureLine error={error} testId="apply-reset-error" />
      <Button type="submit" disabled={busy}>
        {t('auth.sendResetMail')}
      </Button>
      {back}
    </form>
  );
}
