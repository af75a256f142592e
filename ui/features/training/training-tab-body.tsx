import type { TrainingDetail } from '../../../src/contract/trainings.ts';
import { CtTrainingProblems } from './ct-training-problems.tsx';
import { ProgressGridTab } from './progress-grid.tsx';
import { TrainingIntro } from './training-intro.tsx';
import { TrainingProblemList } from './training-problem-list.tsx';
import { TrainingProblemPage } from './training-problem-page.tsx';
import { TrainingRankTab } from './training-rank.tsx';
import type { TrainingTab } from './training-tabs.ts';
import type { TrainingProblems } from './use-training.ts';

interface Props {
  detail: TrainingDetail;
  tab: TrainingTab;
  /** The path under /training/{tid}. */
  rest: string;
  problems: TrainingProblems;
  onRegistered: () => void;
}

/** What the open tab of the training page shows (the shell decides which tabs this viewer may open). */
export function TrainingTabBody({ detail, tab, rest, problems, onRegistered }: Props) {
  const problem = /^problem\/([^/]+)(\/full-screen)?\/?$/.exec(rest);
  switch (tab) {
    case 'introduction':
      return <TrainingIntro detail={detail} onRegistered={onRegistered} />;
    case 'problems':
      if (detail.kind === 'choice')
        return (
          <CtTrainingProblems
            detail={detail}
            problemId={problem ? decodeURIComponent(problem[1]!) : null}
            fullScreen={!!problem?.[2]}
            problems={problems}
          />
        );
      if (problem) {
        return (
          <TrainingProblemPage
            detail={detail}
            problemId={decodeURIComponent(problem[1]!)}
            fullScreen={!!problem[2]}
            problems={problems}
          />
        );
      }
      return <TrainingProblemList tid={detail.id} problems={problems} />;
    case 'rank':
      return <TrainingRankTab detail={detail} />;
    case 'progress':
      return <ProgressGridTab tid={detail.id} />;
  }
}
