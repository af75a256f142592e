import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../lib/api-error.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { useTranslation } from 'react-i18next';

export interface PasswordFormText {
  title: string;
  /** The field's label, and what an empty password answers (spec doc 2 §5). */
  label: string;
  empty: string;
  submit: string;
  registered: string;
}

/**
 * Registering with a password (a private or protected contest, a private training): an empty one
 * is refused in the page, a wrong one shows the server's message under the field. `testId` names
 * the form; its parts are `${testId}-input`, `-submit` and `-error`.
 */
export function PasswordRegisterForm({
  testId,
  text,
  register,
  onRegistered,
  className,
}: {
  testId: string;
  text: PasswordFormText;
  register: (password: string) => Promise<unknown>;
  onRegistered: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!password.trim()) return setError(text.empty);
    setBusy(true);
    try {
      await register(password);
      toast.success(text.registered);
      onRegistered();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('http.serverError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={cn('flex flex-col gap-2 rounded-lg border p-4', className)}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2 className="font-medium">{text.title}</h2>
      <div className="flex flex-wrap gap-2">
        <Input
          type="password"
          value={password}
          className="max-w-xs bg-background"
          aria-label={text.label}
          placeholder={text.empty}
          onChange={(e) => {
            setPassword(e.target.value);
            setError('');
          }}
          data-testid={`${testId}-input`}
        />
        <Button type="submit" disabled={busy} data-testid={`${testId}-submit`}>
          {text.submit}
        </Button>
      </div>
      {error && (
        <p className="text-sm text-destructive" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}
