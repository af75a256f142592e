import { WorkspaceError } from './workspace-error.tsx';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEFAULT_EDITOR_HEIGHT } from '../code-editor/editor-options.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { failureText, invalidate, useEndpoint } from '../../lib/query/index.ts';
import { userAtom } from '../../lib/session.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AnnexTab } from './annex-tab.tsx';
import { EditorPanel } from './editor/editor-panel.tsx';
import { MySubmissionsTab } from './my-submissions-tab.tsx';
import { ProblemDescription } from './problem-description.tsx';
import { detailRead, READS_A_VERDICT_CHANGES, type WorkspaceScope } from './scope.ts';
import { FocusFrame, useFocusMode } from './focus-frame.tsx';
import { useScopedRead } from './use-scoped-read.ts';

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
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const stacked = useMediaQuery('(max-width: 991px)');
  const { focus, toggleFocus } = useFocusMode(initialFocus);
  const [tab, setTab] = useState('description');
  const read = useScopedRead(detailRead(scope, problemId), { quiet: true });
  const detail = read.data ?? null;
  const error = failureText(read.error);
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

  const chooseTab = (next: string) => {
    if (next === 'mine' && !user) {
      toast.warning(t('guard.loginFirst'));
      return;
    }
    setTab(next);
  };

  if (error) return <WorkspaceError message={error} backHref={backHref} backLabel={backLabel} />;
  if (!detail) return <div className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</div>;

  const files = detail.problem.userExtraFile ?? {};
  const hasAnnex = Object.keys(files).length > 0;
  const left = (
    <Tabs value={tab} onValueChange={chooseTab}>
      <TabsList>
        <TabsTrigger value="description" data-testid="tab-description">
          {t('problem.page.tabDescription')}
        </TabsTrigger>
        <TabsTrigger value="mine" data-testid="tab-mine">
          {t('problem.page.tabMine')}
        </TabsTrigger>
        {hasAnnex && (
          <TabsTrigger value="annex" data-testid="tab-annex">
            {t('problem.page.tabAnnex')}
          </TabsTrigger>
        )}
      </TabsList>
      <TabsContent value="description">
        <ProblemDescription detail={detail} scope={scope} myStatus={myStatus} />
      </TabsContent>
      <TabsContent value="mine">
        <MySubmissionsTab scope={scope} problemId={detail.problem.problemId} isOi={detail.problem.type === 1} />
      </TabsContent>
      {hasAnnex && (
        <TabsContent value="annex">
          <AnnexTab files={files} />
        </TabsContent>
      )}
    </Tabs>
  );
  const right = (
    <EditorPanel
      detail={detail}
      scope={scope}
      confirmCover={confirmCover}
      myStatus={myStatus}
      focus={focus}
      onFocus={toggleFocus}
      onFinished={onFinished}
      editorHeight={focus && !stacked ? `calc(100vh - ${focusBar ? 12 : 9}rem)` : DEFAULT_EDITOR_HEIGHT}
    />
  );
  return (
    <FocusFrame testId="problem-page" focus={focus} focusBar={focusBar} stacked={stacked} left={left} right={right} />
  );
}
