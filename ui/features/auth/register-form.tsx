import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { email as emailSchema, type RegisterInput, registerSchema } from '../../../src/contract/accounts.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { call } from '../../lib/call.ts';
import { useSave } from '../../lib/query/index.ts';
import { CodeButton } from '../../components/code-button.tsx';
import { ImageCaptchaImage, type ImageCaptchaHandle } from './image-captcha.tsx';
import { registerLabels } from './register-labels.ts';
import { RegisterFooter } from './register-footer.tsx';

const TAKEN_FIELDS = ['username', 'email'] as const;
type TakenField = (typeof TAKEN_FIELDS)[number];

/** New account: username, password twice, e-mail, and an e-mailed code or the image captcha. */
export function RegisterForm({ onRegistered, onMode }: { onRegistered: () => void; onMode: (m: 'login') => void }) {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const captcha = useRef<ImageCaptchaHandle>(null);
  const { resolver, message } = useSchemaResolver(registerSchema, registerLabels(t, config.emailEnabled));
  const { register, handleSubmit, formState, setError, setValue, getValues, trigger } = useForm<RegisterInput>({
    resolver,
    defaultValues: { username: '', password: '', confirmPassword: '', email: '', code: '', uuid: '' },
  });
  const onCaptchaKey = useCallback((key: string) => setValue('uuid', key), [setValue]);

  // Answers of the server's "is it taken?" check by field and value, asked once each.
  const answers = useRef({ username: new Map<string, Promise<boolean>>(), email: new Map<string, Promise<boolean>>() });
  const isTaken = (field: TakenField, value: string) => {
    let answer = answers.current[field].get(value);
    if (!answer) {
      // The check is a convenience: when it fails, registration itself checks again.
      answer = call(accountEndpoints.checkUsernameOrEmail, { [field]: value }, { quiet: true }).then(
        (r) => Boolean(r[field]),
        () => false,
      );
      answers.current[field].set(value, answer);
    }
    return answer;
  };
  const markTaken = (field: TakenField) =>
    setError(field, { message: field === 'username' ? 'Username_already_exists' : 'Email_already_exists' });

  const checkTaken = async (field: TakenField) => {
    const value = getValues(field).trim();
    if (!value || !(await trigger(field))) return;
    if (await isTaken(field, value)) markTaken(field);
  };

  const sendCode = async () => {
    const value = getValues('email');
    if (!emailSchema.safeParse(value).success) {
      await trigger('email');
      return false;
    }
    try {
      await call(accountEndpoints.registerCode, { email: value.trim() });
      toast.success(t('auth.codeSent'));
      return true;
    } catch {
      return false;
    }
  };

  // A refused registration spends the image captcha: a fresh one is shown and its field emptied.
  const onFailure = () => {
    if (config.emailEnabled) return;
    setValue('code', '');
    captcha.current?.refresh();
  };
  const registering = useSave(accountEndpoints.register, { onFailure });

  const submit = handleSubmit(async (values) => {
    // A name or address known to be taken is not sent: the captcha stays unused.
    for (const field of TAKEN_FIELDS) {
      if (await isTaken(field, values[field].trim())) {
        markTaken(field);
        return;
      }
    }
    if (!(await registering.save({ ...values, uuid: config.emailEnabled ? '' : values.uuid }))) return;
    toast.success(t('auth.registered'));
    onRegistered();
  });

  const err = (f: keyof RegisterInput) => message(formState.errors[f]?.message);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="register-form">
      <FormField id="reg-username" label={t('auth.username')} error={err('username')}>
        <Input
          id="reg-username"
          autoComplete="username"
          aria-invalid={!!formState.errors.username}
          {...register('username', { onBlur: () => checkTaken('username') })}
        />
      </FormField>
      <FormField id="reg-password" label={t('auth.password')} error={err('password')}>
        <Input
          id="reg-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!formState.errors.password}
          {...register('password')}
        />
      </FormField>
      <FormField id="reg-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
        <Input
          id="reg-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!formState.errors.confirmPassword}
          {...register('confirmPassword')}
        />
      </FormField>
      <FormField id="reg-email" label={t('auth.email')} error={err('email')}>
        <Input
          id="reg-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!formState.errors.email}
          {...register('email', { onBlur: () => checkTaken('email') })}
        />
      </FormField>
      <FormField
        id="reg-code"
        label={config.emailEnabled ? t('auth.emailCode') : t('auth.captcha')}
        error={err('code')}
      >
        <div className="flex gap-2">
          <Input
            id="reg-code"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            aria-invalid={!!formState.errors.code}
            {...register('code')}
          />
          {config.emailEnabled ? (
            <CodeButton send={sendCode} testId="register-send-code" />
          ) : (
            <ImageCaptchaImage ref={captcha} onKey={onCaptchaKey} />
          )}
        </div>
      </FormField>
      <RegisterFooter
        testId="register"
        error={registering.error}
        busy={registering.busy}
        onLogin={() => onMode('login')}
      />
    </form>
  );
}
