import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './ui/tooltip.tsx';

/** An icon link of a table row's options, named by its tooltip. */
export function LinkAction({
  href,
  label,
  testId,
  children,
}: {
  href: string;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button asChild variant="ghost" size="icon" className="size-8" aria-label={label}>
          <Link href={href} data-testid={testId}>
            {children}
          </Link>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** An icon button of a table row's options, named by its tooltip. */
export function IconAction({
  label,
  testId,
  onClick,
  disabled,
  variant = 'ghost',
  children,
}: {
  label: string;
  testId?: string;
  onClick: () => void;
  disabled?: boolean;
  /** Outlined where the row's actions stand out (the proctor's). */
  variant?: 'ghost' | 'outline';
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant={variant}
          size="icon"
          className="size-8"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          data-testid={testId}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
