import { useState } from 'react';
import { toast } from 'sonner';
import type { Endpoint, InputOf } from '../../src/contract/endpoints/define.ts';
import { cn } from '../lib/cn.ts';
import { useSave } from '../lib/query/index.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { FailureLine } from './failure-line.tsx';

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
 * the form; its parts are `${testId}-input`, `-submit` and `-error`. `entry` registers, with the
 * input `input(password)` makes.
 */
export function PasswordRegisterForm<E extends Endpoint>({
  testId,
  text,
  entry,
  input,
  onRegistered,
  className,
}: {
  testId: string;
  text: PasswordFormText;
  entry: E;
  input: (password: string) => InputOf<E>;
  onRegistered: () => void;
  className?: string;
}) {
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState('');
  const { save, busy, error: refusal, reset } = useSave(entry);
  const error = empty || refusal;
  const send = async () => {
    if (!password.trim()) return setEmpty(text.empty);
    if (!(await save(input(password)))) return;
    toast.success(text.registered);
    onRegistered();
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
            setEmpty('');
            reset();
          }}
          data-testid={`${testId}-input`}
        />
        <Button type="submit" disabled={busy} data-testid={`${testId}-submit`}>
          {text.submit}
        </Button>
      </div>
      <FailureLine error={error} testId={`${testId}-error`} />
    </form>
  );
}
