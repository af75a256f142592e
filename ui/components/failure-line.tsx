import { cn } from '../lib/cn.ts';
import { failureText } from '../lib/query/use-endpoint.ts';

/**
 * Why something failed, in one line where it happened: a save's `error` text, a read's error
 * (shown as its message), or any text the page words itself. Nothing when there is no failure.
 */
export function FailureLine({ error, testId, className }: { error: unknown; testId?: string; className?: string }) {
  const text = typeof error === 'string' ? error : failureText(error);
  if (!text) return null;
  return (
    <p role="alert" className={cn('text-sm text-destructive', className)} data-testid={testId}>
      {text}
    </p>
  );
}
