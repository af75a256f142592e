import type { AdminTraining, TrainingAuth, TrainingForm } from '../../../src/contract/trainings.ts';
import { trainingRank } from '../../../src/contract/training-form-rules.ts';

/** Spec doc 3 §3: a new training's rank. */
export const DEFAULT_RANK = 1000;

/** Everything the training form holds; `toTrainingPayload` turns it into the contract's form. */
export interface TrainingState {
  id?: number;
  /** As typed, so the rules can name a missing or bad rank. */
  rank: string;
  title: string;
  description: string;
  categoryId: number | null;
  auth: TrainingAuth;
  privatePwd: string;
  visible: boolean;
  /** ms since the epoch; null for none. */
  openFrom: number | null;
  dueAt: number | null;
  onTimeRank: boolean;
  /** Chosen when creating: 'choice' makes a computational-thinking training (its kind stays on edit). */
  kind?: 'code' | 'choice';
}

export function newTrainingState(): TrainingState {
  return {
    rank: String(DEFAULT_RANK),
    title: '',
    description: '',
    categoryId: null,
    auth: 'Public',
    privatePwd: '',
    visible: true,
    openFrom: null,
    dueAt: null,
    onTimeRank: false,
  };
}

export function fromAdminTraining({ training: t, trainingCategory }: AdminTraining): TrainingState {
  return {
    id: t.id,
    rank: String(t.rank),
    title: t.title,
    description: t.description,
    categoryId: trainingCategory?.id ?? null,
    auth: t.auth,
    privatePwd: t.privatePwd,
    visible: t.visible,
    openFrom: t.openFrom,
    dueAt: t.dueAt,
    onTimeRank: t.onTimeRank,
  };
}

/** The body of POST / PUT /api/admin/training; a rank that is not an integer in range goes as typed, for the rules to name. */
export function toTrainingPayload(s: TrainingState): TrainingForm {
  const rank = trainingRank(s.rank);
  return {
    training: {
      ...(s.id ? { id: s.id } : {}),
      rank: rank === null || Number.isNaN(rank) ? s.rank : rank,
      title: s.title,
      description: s.description,
      auth: s.auth,
      privatePwd: s.auth === 'Public' ? '' : s.privatePwd,
      visible: s.visible,
      openFrom: s.openFrom,
      dueAt: s.dueAt,
      onTimeRank: s.onTimeRank,
      ...(!s.id && s.kind === 'choice' ? { kind: 'choice' as const } : {}),
    },
    trainingCategory: s.categoryId === null ? null : { id: s.categoryId },
  };
}
