import { LockIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './ui/button.tsx';

/**
 * One tab of a contest's, a training's or a group's tab bar: a link to `href`, highlighted when
 * `active`; a closed one is a disabled button, with the lock when `lock`.
 */
export function ShellTab({
  label,
  href,
  active,
  disabled,
  lock = true,
  testId,
}: {
  label: string;
  href: string;
  active: boolean;
  disabled: boolean;
  lock?: boolean;
  testId: string;
}) {
  return (
    <Button
      asChild={!disabled}
      disabled={disabled}
      size="sm"
      variant={active ? 'default' : 'ghost'}
      data-testid={testId}
    >
      {disabled && lock ? (
        <>
          <LockIcon aria-hidden />
          {label}
        </>
      ) : disabled ? (
        <span>{label}</span>
      ) : (
        <Link href={href}>{label}</Link>
      )}
    </Button>
  );
}
