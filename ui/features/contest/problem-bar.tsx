import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { FocusBar } from '../../components/problem-workspace/focus-bar.tsx';
import { useContestBase } from '../../lib/contest-path.ts';
import { invalidate, useEndpoint } from '../../lib/query/index.ts';
import { Balloon } from './contest-problem-list.tsx';

/** Focus mode's bar is read again after a verdict or an answer. */
export const reloadProblemBar = () => invalidate(problemEndpoints.fullScreenList);

/**
 * Focus mode's bar in a contest (get-full-screen-problem-list): every problem of the contest by
 * display id with its balloon and the viewer's verdict, in `order` (display ids) when given; its
 * links stay in focus mode.
 */
export function ProblemBar({ cid, current, order }: { cid: number; current: string; order?: string[] }) {
  const base = useContestBase();
  const { data } = useEndpoint(problemEndpoints.fullScreenList, { cid }, { quiet: true });
  return (
    <FocusBar
      items={data}
      current={current}
      order={order}
      hrefOf={(r) => `${base}/${cid}/problem/${encodeURIComponent(r.problemId)}/full-screen`}
      labelOf={(r) => <Balloon row={{ displayId: r.problemId, color: r.color }} />}
    />
  );
}
