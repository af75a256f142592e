import { Link } from 'wouter';
import type { ContestProblemRow } from '../../../src/contract/contests.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { cn } from '../../lib/cn.ts';
import { Balloon } from './contest-problem-list.tsx';

/** Focus mode's horizontal bar: every problem of the contest with the viewer's verdict on it. */
export function ProblemBar({ cid, rows, current }: { cid: number; rows: ContestProblemRow[]; current: string }) {
  return (
    <nav className="mb-2 flex gap-1.5 overflow-x-auto border-b pb-2" data-testid="problem-bar">
      {rows.map((r) => (
        <Link
          key={r.id}
          href={`/contest/${cid}/problem/${encodeURIComponent(r.displayId)}`}
          data-testid="problem-bar-item"
          data-display-id={r.displayId}
          data-status={r.myStatus}
          className={cn(
            'flex shrink-0 items-center gap-1.5 rounded-md border px-2 py-1 text-sm hover:bg-muted',
            r.displayId === current && 'border-primary bg-muted',
          )}
          title={r.displayTitle}
        >
          <Balloon row={r} />
          <StatusIcon status={r.myStatus} className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
