import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { failureText, invalidate, useEndpoint } from '../../lib/query/index.ts';
import { userAtom } from '../../lib/session.ts';
import { DEFAULT_EDITOR_HEIGHT } from '../code-editor/editor-options.ts';
import { EditorPanel } from './editor/editor-panel.tsx';
import { ProblemDescription } from './problem-description.tsx';
import { detailRead, READS_A_VERDICT_CHANGES, type WorkspaceScope } from './scope.ts';
import { useScopedRead } from './use-scoped-read.ts';
import { WorkspaceFrame } from './workspace-frame.tsx';
import { WorkspaceTabs } from './workspace-tabs.tsx';

/** The My Submission tab's code (its table, columns and judge menu) arrives when the tab first opens. */
const MySubmissionsTab = lazy(() => import('./my-submissions-tab.tsx').then((m) => ({ default: m.MySubmissionsTab })));

interface Props {
  scope: WorkspaceScope;
  /** The bank's problem id (in a contest the scope's display id names the problem). */
  problemId: string;
  /** Where the error view leads back to. */
  backHref: string;
  backLabel: string;
  /** The viewer's status as the scope counts it; without it the bank's status is read. */
  myStatus?: number;
  /** Told after each final verdict (a contest reloads its problem bar). */
  onFinished?: () => void;
  /** Shown above the workspace in focus mode (a contest's or a training's problem bar). */
  focusBar?: ReactNode;
  /** An OI contest asks before a submission covers the last one. */
  confirmCover?: boolean;
  /** Opens in focus mode (a training's full-screen address). */
  initialFocus?: boolean;
}

/** The problem workspace: statement and tabs on the left, editor, online test and verdict on the right. */
export function ProblemWorkspace({
  scope,
  problemId,
  backHref,
  backLabel,
  myStatus: scopedStatus,
  onFinished: told,
  focusBar,
  confirmCover,
  initialFocus = false,
}: Props) {
  const user = useAtomValue(userAtom);
  const read = useScopedRead(detailRead(scope, problemId), { quiet: true });
  const detail = read.data ?? null;
  const pid = detail?.problem.id;
  // Without a scope's own status, the bank's status of the viewer.
  const status = useEndpoint(
    problemEndpoints.userStatus,
    { pidList: pid ? [pid] : [] },
    { enabled: scopedStatus === undefined && !!user && !!pid, quiet: true },
  );
  const bankStatus = (user && pid && status.data?.[String(pid)]?.status) ?? -10;
  const myStatus = scopedStatus ?? bankStatus;

  // After a verdict: the counts, the user's status and the My Submission tab are read again.
  const onFinished = useCallback(() => {
    invalidate(...READS_A_VERDICT_CHANGES);
    told?.();
  }, [told]);

  return (
    <WorkspaceFrame
      testId="problem-page"
      data={detail}
      error={failureText(read.error)}
      backHref={backHref}
      backLabel={backLabel}
      focusBar={focusBar}
      initialFocus={initialFocus}
      left={(d) => (
        <WorkspaceTabs
          description={<ProblemDescription detail={d} scope={scope} myStatus={myStatus} />}
          mine={
            <Suspense fallback={null}>
              <MySubmissionsTab scope={scope} problemId={d.problem.problemId} isOi={d.problem.type === 1} />
            </Suspense>
          }
          files={d.problem.userExtraFile}
        />
      )}
      right={(d, { focus, toggleFocus, stacked }) => (
        <EditorPanel
          detail={d}
          scope={scope}
          confirmCover={confirmCover}
          myStatus={myStatus}
          focus={focus}
          onFocus={toggleFocus}
          onFinished={onFinished}
          editorHeight={focus && !stacked ? `calc(100vh - ${focusBar ? 12 : 9}rem)` : DEFAULT_EDITOR_HEIGHT}
        />
      )}
    />
  );
}
