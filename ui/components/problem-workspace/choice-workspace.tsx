import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback } from 'react';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { submissionEndpoints } from '../../../src/contract/endpoints/submissions.ts';
import { failureText, invalidate, useEndpoint } from '../../lib/query/index.ts';
import { userAtom } from '../../lib/session.ts';
import type { ChoiceStatus } from './choice-api.ts';
import { letterOf } from './choice-logic.ts';
import { ChoicePanel } from './choice-panel.tsx';
import { ChoiceStatement } from './choice-statement.tsx';
import { choiceDetailInput, cidOf, type WorkspaceScope } from './scope.ts';
import { WorkspaceFrame } from './workspace-frame.tsx';
import { WorkspaceTabs } from './workspace-tabs.tsx';

interface Props {
  scope: WorkspaceScope;
  /** The bank's problem id (in a contest the scope's display id names the problem). */
  problemId: string;
  backHref: string;
  backLabel: string;
  /** In a contest: its status and whether the viewer has handed in. */
  contestStatus?: number | null;
  handedIn?: boolean;
  /** Told after each answer (a contest or training reloads its list). */
  onAnswered?: () => void;
  focusBar?: ReactNode;
  initialFocus?: boolean;
}

const NONE: ChoiceStatus = { status: -10, score: null, selection: null };

/** The computational-thinking problem page: the statement on the left, the choice panel on the right, with focus mode. */
export function ChoiceWorkspace({
  scope,
  problemId,
  backHref,
  backLabel,
  contestStatus = null,
  handedIn = false,
  onAnswered,
  focusBar,
  initialFocus = false,
}: Props) {
  const user = useAtomValue(userAtom);
  const read = useEndpoint(problemEndpoints.choiceDetail, choiceDetailInput(scope, problemId), { quiet: true });
  const problem = read.data ?? null;
  const pid = problem?.id;
  const status = useEndpoint(
    submissionEndpoints.choiceStatus,
    { pidList: pid ? [pid] : [], cid: cidOf(scope) },
    { enabled: !!user && !!pid, quiet: true },
  );
  const mine: ChoiceStatus = (user && pid && status.data?.[String(pid)]) || NONE;

  // After an answer: the statement's counts and the viewer's answer are read again.
  const answered = useCallback(() => {
    invalidate(problemEndpoints.choiceDetail, submissionEndpoints.choiceStatus);
    onAnswered?.();
  }, [onAnswered]);

  return (
    <WorkspaceFrame
      testId="choice-page"
      data={problem}
      error={failureText(read.error)}
      backHref={backHref}
      backLabel={backLabel}
      focusBar={focusBar}
      initialFocus={initialFocus}
      left={(p) => (
        <WorkspaceTabs
          description={<ChoiceStatement problem={p} inContest={scope.kind === 'contest'} />}
          files={p.userExtraFile}
        />
      )}
      right={(p, { focus, toggleFocus }) => (
        <ChoicePanel
          problem={p}
          scope={scope}
          contestStatus={contestStatus}
          handedIn={handedIn}
          last={{ selection: letterOf(mine.selection), status: mine.status }}
          onAnswered={answered}
          focus={focus}
          onFocus={toggleFocus}
        />
      )}
    />
  );
}
