import { ThinkingTabs } from '../../components/thinking-tabs.tsx';
import { TrainingListPage } from './training-list-page.tsx';
import { TrainingShell } from './training-shell.tsx';

/** Where the computational-thinking trainings live (spec doc 2 §2 "Training routes"). */
export const CT_TRAINING_BASE = '/computationalThinkingTraining';

/** /computationalThinkingTraining: the training list of choice trainings. */
export function CtTrainingListPage() {
  return (
    <div className="flex flex-col gap-4">
      <ThinkingTabs />
      <TrainingListPage kind="choice" base={CT_TRAINING_BASE} />
    </div>
  );
}

/** /computationalThinkingTraining/{tid} and its tabs: the training shell under the CT base. */
export function CtTrainingShell() {
  return <TrainingShell base={CT_TRAINING_BASE} />;
}
