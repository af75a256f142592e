import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { FocusBar } from '../../components/problem-workspace/focus-bar.tsx';
import { useEndpoint } from '../../lib/query/index.ts';
import { useTrainingBase } from './training-tabs.ts';

/**
 * Focus mode's bar in a training (get-full-screen-problem-list, under the training's access rules):
 * every problem labelled by its display id in the training with the viewer's verdict, in `order`
 * (bank ids) when the page shows its own order; links keep focus mode.
 */
export function TrainingProblemBar({ tid, current, order }: { tid: number; current: string; order?: string[] }) {
  const base = useTrainingBase();
  const { data } = useEndpoint(problemEndpoints.fullScreenList, { tid }, { quiet: true });
  return (
    <FocusBar
      items={data}
      current={current}
      order={order}
      hrefOf={(r) => `${base}/${tid}/problem/${encodeURIComponent(r.problemId)}/full-screen`}
      labelOf={(r) => <span className="font-mono text-xs font-semibold">{r.displayId}</span>}
    />
  );
}
