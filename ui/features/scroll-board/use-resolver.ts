import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AcmRow } from '../../../src/contract/scoreboard/board-rows.ts';
import {
  boardWith,
  type MedalCounts,
  revealedAfter,
  type RevealStep,
  type ScrollData,
} from '../../../src/contract/scoreboard/resolver.ts';

/** Pause between two automatic steps per speed level (1 slowest … 6 fastest), in ms. */
const DELAYS = [4000, 2600, 1700, 1100, 700, 400] as const;
export const SPEED_LEVELS = DELAYS.length;

export interface Resolver {
  board: AcmRow[];
  /** Steps taken; one more than the reveals once the medals are shown. */
  done: number;
  total: number;
  finished: boolean;
  /** The cell revealed by the last step. */
  flash: RevealStep | null;
  /** The row the next step reveals. */
  nextUid: string | null;
  auto: boolean;
  speed: number;
  /** How long a row takes to move, in ms. */
  moveMs: number;
  next: () => void;
  toggleAuto: () => void;
  changeSpeed: (delta: number) => void;
}

/** The resolver's state: which reveals are shown, auto-play and its speed. The last step hands out the medals. */
export function useResolver(data: ScrollData, steps: RevealStep[], medals: MedalCounts): Resolver {
  const [done, setDone] = useState(0);
  const [auto, setAuto] = useState(false);
  const [speed, setSpeed] = useState(3);
  const total = steps.length + 1;
  const finished = done >= total;
  const board = useMemo(
    () =>
      finished
        ? boardWith(data, revealedAfter(steps, steps.length), medals)
        : boardWith(data, revealedAfter(steps, done)),
    [data, steps, done, finished, medals],
  );
  const next = useCallback(() => setDone((d) => Math.min(d + 1, total)), [total]);
  const delay = DELAYS[speed - 1]!;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each revealed step (done) waits its own delay before the next
  useEffect(() => {
    if (!auto || finished) return;
    const timer = setTimeout(next, delay);
    return () => clearTimeout(timer);
  }, [auto, finished, done, delay, next]);

  return {
    board,
    done,
    total,
    finished,
    auto,
    speed,
    flash: done > 0 && done <= steps.length ? steps[done - 1]! : null,
    nextUid: steps[done]?.uid ?? null,
    moveMs: Math.min(900, Math.round(delay * 0.6)),
    next,
    toggleAuto: useCallback(() => setAuto((a) => !a), []),
    changeSpeed: useCallback((delta: number) => setSpeed((s) => Math.max(1, Math.min(SPEED_LEVELS, s + delta))), []),
  };
}

/** Enter / → next step, Space auto-play, + / − speed, F full screen. */
export function useResolverKeys(r: Pick<Resolver, 'next' | 'toggleAuto' | 'changeSpeed'>) {
  const { next, toggleAuto, changeSpeed } = r;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const actions: Record<string, () => void> = {
        Enter: next,
        ArrowRight: next,
        ' ': toggleAuto,
        '+': () => changeSpeed(1),
        '=': () => changeSpeed(1),
        '-': () => changeSpeed(-1),
        _: () => changeSpeed(-1),
        f: toggleFullScreen,
        F: toggleFullScreen,
      };
      const action = actions[e.key];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, toggleAuto, changeSpeed]);
}

function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}
