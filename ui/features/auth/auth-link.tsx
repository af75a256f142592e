import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A quiet text button of the login dialog that moves to another of its forms ("Back to login"). */
export function AuthLink({
  onClick,
  className,
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={cn('cursor-pointer text-muted-foreground hover:text-foreground', className)}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
