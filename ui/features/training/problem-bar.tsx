import { Link } from 'wouter';
import type { TrainingProblemRow } from '../../../src/contract/trainings.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { cn } from '../../lib/cn.ts';
import { useTrainingBase } from './training-tabs.ts';

/** Focus mode's bar: every problem of the training with the viewer's verdict; links keep focus mode. */
export function TrainingProblemBar({
  tid,
  rows,
  statusOf,
  current,
}: {
  tid: number;
  rows: TrainingProblemRow[];
  statusOf: (pid: number) => number;
  current: string;
}) {
  const base = useTrainingBase();
  return (
    <nav className="mb-2 flex gap-1.5 overflow-x-auto border-b pb-2" data-testid="problem-bar">
      {rows.map((r) => (
        <Link
          key={r.pid}
          href={`${base}/${tid}/problem/${encodeURIComponent(r.problemId)}/full-screen`}
          data-testid="problem-bar-item"
          data-display-id={r.displayId}
          data-status={statusOf(r.pid)}
          className={cn(
            'flex shrink-0 items-center gap-1.5 rounded-md border px-2 py-1 text-sm hover:bg-muted',
            r.problemId === current && 'border-primary bg-muted',
          )}
          title={r.title}
        >
          <span className="font-mono text-xs font-semibold">{r.displayId}</span>
          <StatusIcon status={statusOf(r.pid)} className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
