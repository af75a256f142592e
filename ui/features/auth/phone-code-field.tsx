import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { EmailCodeButton } from './email-code-button.tsx';

/** The SMS code input and its Get code button (60 s between two codes). */
export function PhoneCodeField({
  id,
  error,
  field,
  send,
  testId,
}: {
  id: string;
  error?: string;
  field: UseFormRegisterReturn;
  send: () => Promise<boolean>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('phone.smsCode')} error={error}>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          aria-invalid={!!error}
          data-testid={`${testId}-code`}
          {...field}
        />
        <EmailCodeButton send={send} testId={`${testId}-send-code`} />
      </div>
    </FormField>
  );
}
