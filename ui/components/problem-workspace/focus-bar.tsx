import { type ReactNode, useMemo } from 'react';
import { Link } from 'wouter';
import type { FullScreenItem } from '../../../src/contract/endpoints/problems.ts';
import { cn } from '../../lib/cn.ts';
import { StatusIcon } from '../judge/status-icon.tsx';

/**
 * Focus mode's horizontal bar (spec doc 1 §2): one link per problem of a contest or a training, as
 * get-full-screen-problem-list answers them, with the viewer's verdict; in `order` (problem ids) when
 * the page shows its problems in an order of its own. The current problem is marked.
 */
export function FocusBar({
  items,
  current,
  order,
  hrefOf,
  labelOf,
}: {
  items: FullScreenItem[] | undefined;
  current: string;
  order?: string[];
  hrefOf: (item: FullScreenItem) => string;
  labelOf: (item: FullScreenItem) => ReactNode;
}) {
  const sorted = useMemo(() => {
    if (!items || !order) return items ?? [];
    const at = (id: string) => order.indexOf(id);
    return [...items].sort((a, b) => at(a.problemId) - at(b.problemId));
  }, [items, order]);
  return (
    <nav className="mb-2 flex gap-1.5 overflow-x-auto border-b pb-2" data-testid="problem-bar">
      {sorted.map((r) => (
        <Link
          key={r.pid}
          href={hrefOf(r)}
          data-testid="problem-bar-item"
          data-display-id={r.displayId}
          data-status={r.status}
          className={cn(
            'flex shrink-0 items-center gap-1.5 rounded-md border px-2 py-1 text-sm hover:bg-muted',
            r.problemId === current && 'border-primary bg-muted',
          )}
          title={r.title}
        >
          {labelOf(r)}
          <StatusIcon status={r.status} className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
