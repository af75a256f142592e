import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { failureText } from '../../lib/query/use-endpoint.ts';
import { DataTable, type DataTableProps } from '../data-table/index.ts';
import { Card, CardContent } from '../ui/card.tsx';

/**
 * The admin page of the problems in a contest or a training: its head (the title, the contest or
 * training named, the buttons that add problems), the table of its problems edited in place, and
 * what follows (the pager). What it could not read shows in its place.
 */
export function ProblemLinksPage<R>({
  testId,
  failure,
  ready,
  head,
  children,
  ...table
}: DataTableProps<R> & {
  testId: string;
  failure: unknown;
  /** The page's reads have answered. */
  ready: boolean;
  head: () => ReactNode;
  children?: ReactNode;
}) {
  if (failure) return <p className="text-muted-foreground">{failureText(failure)}</p>;
  if (!ready) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;
  return (
    <div className="grid gap-4" data-testid={testId}>
      {head()}
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <DataTable<R> {...table} />
        </CardContent>
      </Card>
      {children}
    </div>
  );
}
