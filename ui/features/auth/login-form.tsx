import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  type LoginFailureData,
  type LoginInput,
  loginSchema,
  SLIDE_AFTER_FAILURES,
} from '../../../src/contract/accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { startSession } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { useSave } from '../../lib/query/index.ts';
import { SlideVerify } from './slide-verify.tsx';
import { FailureLine } from '../../components/failure-line.tsx';
import { AuthLink } from './auth-link.tsx';

/** Username and password; a slide verification after repeated failures. */
export function LoginForm({
  onDone,
  onMode,
  idPrefix = 'login',
}: {
  onDone: (user: { role: number }) => void;
  onMode?: (m: 'register' | 'resetPwd') => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const [failCount, setFailCount] = useState(0);
  const [needSlide, setNeedSlide] = useState(false);
  const [slideToken, setSlideToken] = useState<string | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const { resolver, message } = useSchemaResolver(loginSchema, {
    username: t('auth.username'),
    password: t('auth.password'),
  });
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const slideShown = needSlide || failCount >= SLIDE_AFTER_FAILURES;

  // A refusal says how many times this name failed and whether the slide is now required.
  const onFailure = (e: unknown) => {
    if (isApiError(e) && e.data && typeof e.data === 'object') {
      const data = e.data as Partial<LoginFailureData>;
      if (typeof data.failCount === 'number') setFailCount(data.failCount);
      if (data.needSlide) setNeedSlide(true);
    }
    setSlideToken(null);
    setSlideRound((n) => n + 1);
  };
  const login = useSave(accountEndpoints.login, { onFailure });

  const submit = handleSubmit(async (values) => {
    if (slideShown && !slideToken) {
      toast.warning(t('auth.slide.required'));
      return;
    }
    const done = await login.save({ ...values, slideToken: slideToken ?? undefined });
    if (!done) return;
    const { token, ...user } = done.answer;
    startSession(token, user);
    setFailCount(0);
    setNeedSlide(false);
    toast.success(t('auth.welcomeBack'));
    onDone(user);
  });

  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid={`${idPrefix}-form`}>
      <FormField id={id('username')} label={t('auth.username')} error={message(formState.errors.username?.message)}>
        <Input
          id={id('username')}
          autoComplete="username"
          placeholder={t('auth.usernamePlaceholder')}
          aria-invalid={!!formState.errors.username}
          {...register('username')}
        />
      </FormField>
      <FormField id={id('password')} label={t('auth.password')} error={message(formState.errors.password?.message)}>
        <Input
          id={id('password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          aria-invalid={!!formState.errors.password}
          {...register('password')}
        />
      </FormField>
      {slideShown && !slideToken && <SlideVerify key={slideRound} onPass={setSlideToken} />}
      <FailureLine error={login.error} testId={`${idPrefix}-error`} />
      <Button type="submit" disabled={login.busy} data-testid={`${idPrefix}-submit`}>
        {t('auth.login')}
      </Button>
      {onMode && (
        <div className="flex justify-between text-sm">
          {config.register ? <AuthLink onClick={() => onMode('register')}>{t('auth.noAccount')}</AuthLink> : <span />}
          <AuthLink onClick={() => onMode('resetPwd')}>{t('auth.forgotPassword')}</AuthLink>
        </div>
      )}
    </form>
  );
}
