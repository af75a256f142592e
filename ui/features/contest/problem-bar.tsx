import { useMemo } from 'react';
import { Link } from 'wouter';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { cn } from '../../lib/cn.ts';
import { useContestBase } from '../../lib/contest-path.ts';
import { invalidate, useEndpoint } from '../../lib/query/index.ts';
import { Balloon } from './contest-problem-list.tsx';

/** Focus mode's bar is read again after a verdict or an answer. */
export const reloadProblemBar = () => invalidate(problemEndpoints.fullScreenList);

/**
 * Focus mode's horizontal bar (get-full-screen-problem-list): every problem of the contest with the
 * viewer's verdict on it, in `order` (display ids) when given; its links stay in focus mode.
 */
export function ProblemBar({ cid, current, order }: { cid: number; current: string; order?: string[] }) {
  const base = useContestBase();
  const { data } = useEndpoint(problemEndpoints.fullScreenList, { cid }, { quiet: true });
  const items = useMemo(() => {
    if (!data || !order) return data ?? [];
    const at = (id: string) => order.indexOf(id);
    return [...data].sort((a, b) => at(a.problemId) - at(b.problemId));
  }, [data, order]);
  return (
    <nav className="mb-2 flex gap-1.5 overflow-x-auto border-b pb-2" data-testid="problem-bar">
      {items.map((r) => (
        <Link
          key={r.pid}
          href={`${base}/${cid}/problem/${encodeURIComponent(r.problemId)}/full-screen`}
          data-testid="problem-bar-item"
          data-display-id={r.problemId}
          data-status={r.status}
          className={cn(
            'flex shrink-0 items-center gap-1.5 rounded-md border px-2 py-1 text-sm hover:bg-muted',
            r.problemId === current && 'border-primary bg-muted',
          )}
          title={r.title}
        >
          <Balloon row={{ displayId: r.problemId, color: r.color }} />
          <StatusIcon status={r.status} className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
