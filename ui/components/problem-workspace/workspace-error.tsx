import { Link } from 'wouter';
import { Button } from '../ui/button.tsx';

/** A workspace whose problem cannot be shown: the server's reason and the way back to the list. */
export function WorkspaceError({
  message,
  backHref,
  backLabel,
}: {
  message: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center" data-testid="problem-error">
      <p className="text-lg">{message}</p>
      <Button asChild variant="outline">
        <Link href={backHref}>{backLabel}</Link>
      </Button>
    </div>
  );
}
