import { createContext, useContext } from 'react';
import type { TrainingDetail } from '../../../src/contract/trainings.ts';

/** Where the training pages live: /training, or a group's /group/{gid}/training (the group mounts the shell there). */
export const TrainingBase = createContext('/training');
export const useTrainingBase = () => useContext(TrainingBase);

/** The training page's tabs (spec doc 2 §2) and the path of each under /training/{tid}. */
export const TRAINING_TABS = { introduction: '', problems: 'problems', rank: 'rank', progress: 'progress' } as const;
export type TrainingTab = keyof typeof TRAINING_TABS;

/** Which tab a path inside /training/{tid} shows; a problem page keeps Problems highlighted. */
export function trainingTabOf(rest: string): TrainingTab {
  const first = rest.split('/')[0] ?? '';
  if (first === 'problem' || first === 'problems') return 'problems';
  if (first === 'rank' || first === 'progress') return first;
  return 'introduction';
}

/** The tabs a viewer sees: the rank for a private training (spec doc 2 §2), the progress grid for its admins. */
export function visibleTrainingTabs(d: Pick<TrainingDetail, 'auth' | 'isAdmin'>): TrainingTab[] {
  const shown: Record<TrainingTab, boolean> = {
    introduction: true,
    problems: true,
    rank: d.auth === 'Private',
    progress: d.isAdmin,
  };
  return (Object.keys(TRAINING_TABS) as TrainingTab[]).filter((k) => shown[k]);
}

/** The tabs that stay disabled until the viewer may use the training (registered and open). */
export function lockedTab(tab: TrainingTab, d: Pick<TrainingDetail, 'access' | 'open'>): boolean {
  return (tab === 'problems' || tab === 'rank') && !(d.access && d.open);
}
