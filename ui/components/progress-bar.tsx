import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { busyAtom, navigationTickAtom } from '../lib/progress.ts';

type Phase = 'idle' | 'running' | 'done';

/** A thin bar at the top of the page while a route change or a request is under way. */
export function ProgressBar() {
  const busy = useAtomValue(busyAtom);
  const tick = useAtomValue(navigationTickAtom);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (tick > 0 || busy) setPhase('running');
  }, [tick, busy]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (tick) restarts the finishing timer
  useEffect(() => {
    if (phase !== 'running' || busy) return;
    const finish = setTimeout(() => setPhase('done'), 150);
    return () => clearTimeout(finish);
  }, [phase, busy, tick]);

  useEffect(() => {
    if (phase !== 'done') return;
    const hide = setTimeout(() => setPhase('idle'), 350);
    return () => clearTimeout(hide);
  }, [phase]);

  const width = phase === 'running' ? '75%' : phase === 'done' ? '100%' : '0%';
  return (
    <div
      role="progressbar"
      aria-hidden={phase === 'idle'}
      data-testid="nav-progress"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        className="h-full bg-sky-500 shadow-[0_0_8px] shadow-sky-400 transition-[width,opacity] ease-out"
        style={{ width, opacity: phase === 'idle' ? 0 : 1, transitionDuration: phase === 'running' ? '2s' : '300ms' }}
      />
    </div>
  );
}
