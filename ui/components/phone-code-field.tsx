import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { phone as phoneSchema } from '../../src/contract/phone.ts';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { CodeButton } from './code-button.tsx';

/** A phone number's field: 11 digits, the keyboard of digits on phones. */
export function PhoneField({
  id,
  label,
  error,
  field,
}: {
  id: string;
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('phone.phonePlaceholder')}
        aria-invalid={!!error}
        {...field}
      />
    </FormField>
  );
}

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
        <CodeButton send={send} testId={`${testId}-send-code`} />
      </div>
    </FormField>
  );
}

/**
 * Asks the server to text a code to `value` when it is a phone number (else `invalid` shows the
 * field's error); resolves to whether it was sent, which starts the button's 60 s wait.
 */
export async function sendPhoneCode(
  value: string,
  invalid: () => Promise<unknown>,
  ask: (phone: string) => Promise<unknown>,
  sentText: string,
): Promise<boolean> {
  if (!phoneSchema.safeParse(value).success) {
    await invalid();
    return false;
  }
  try {
    await ask(value.trim());
    toast.success(sentText);
    return true;
  } catch {
    return false;
  }
}
