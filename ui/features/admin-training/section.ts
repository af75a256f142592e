import type { TrainingCategory } from './api.ts';
import type { TrainingState } from './form-state.ts';

/** What every part of the training form receives. */
export interface TrainingSectionProps {
  state: TrainingState;
  patch: (change: Partial<TrainingState>) => void;
  categories: TrainingCategory[];
}
