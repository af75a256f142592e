import type { ContestState } from './form-state.ts';

/** What every part of the contest form receives. */
export interface ContestSectionProps {
  state: ContestState;
  patch: (change: Partial<ContestState>) => void;
  /** A change computed from the latest state. */
  update: (change: (s: ContestState) => ContestState) => void;
}
