import type { ChoiceLetter } from '../../../src/contract/choice.ts';
import { ContestStatus } from '../../../src/contract/contests.ts';

/**
 * Pure rules of the computational-thinking pages: the per-load shuffle of problem lists (spec doc 1
 * §2, doc 2 §2), what the answer area may do in a contest, and the hand-in button's state.
 */

/** A seed for one page load: a list shuffled with it keeps its order until the page is loaded again. */
export const LOAD_SEED = Math.floor(Math.random() * 2 ** 31);

/** A small deterministic generator (mulberry32): the same seed gives the same sequence. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The rows in an order drawn from `seed` (Fisher–Yates), keyed so that a reload of the same rows
 * (after an answer) keeps the order: the order depends on the seed and the keys, not on the rows' order.
 */
export function shuffledBy<T>(rows: readonly T[], keyOf: (row: T) => string | number, seed: number): T[] {
  const sorted = [...rows].sort((a, b) => String(keyOf(a)).localeCompare(String(keyOf(b))));
  const next = generator(seed);
  for (let i = sorted.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [sorted[i], sorted[j]] = [sorted[j]!, sorted[i]!];
  }
  return sorted;
}

export interface HandInView {
  /** Whether the hand-in button is shown at all (a running contest the viewer may answer in). */
  shown: boolean;
  disabled: boolean;
  /** Why it is disabled, as an i18n key under choice.handIn, or null. */
  note: 'done' | 'ended' | 'notStarted' | null;
}

/** The hand-in button in a CT contest: enabled while it runs and nothing is handed in; a note says why not. */
export function handInView(status: number, handedIn: boolean | null): HandInView {
  if (handedIn) return { shown: true, disabled: true, note: 'done' };
  if (status === ContestStatus.SCHEDULED) return { shown: false, disabled: true, note: 'notStarted' };
  if (status === ContestStatus.ENDED) return { shown: true, disabled: true, note: 'ended' };
  return { shown: true, disabled: handedIn === null, note: null };
}

export type ChoiceWhere = 'bank' | 'training' | 'contest';

/**
 * What the answer area shows after an answer: in the bank and a training the verdict at once; in a
 * running contest only that the answer was saved (the last saved answer counts, and a verdict
 * would let one try every option).
 */
export function answerShows(where: ChoiceWhere, contestStatus: number | null): 'verdict' | 'saved' {
  return where === 'contest' && contestStatus !== ContestStatus.ENDED ? 'saved' : 'verdict';
}

/** Whether the options and the Submit/Save button take input. */
export function answerLocked(where: ChoiceWhere, contestStatus: number | null, handedIn: boolean): boolean {
  if (where !== 'contest') return false;
  return handedIn || contestStatus !== ContestStatus.RUNNING;
}

/** A stored selection as one of the letters, or null. */
export function letterOf(selection: string | null | undefined): ChoiceLetter | null {
  const v = (selection ?? '').toUpperCase();
  return v === 'A' || v === 'B' || v === 'C' || v === 'D' ? v : null;
}
