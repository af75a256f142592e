import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useRoute } from 'wouter';
import type { ProblemDetail } from '../../../src/contract/problems.ts';
import { DEFAULT_EDITOR_HEIGHT } from '../../components/code-editor/editor-options.ts';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { userAtom } from '../../lib/session.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AnnexTab } from './annex-tab.tsx';
import { problemApi } from './api.ts';
import { EditorPanel } from './editor/editor-panel.tsx';
import { MySubmissionsTab } from './my-submissions-tab.tsx';
import { ProblemDescription } from './problem-description.tsx';
import { SplitPane } from './split-pane.tsx';

/** /problem/{problemID}: the statement and tabs on the left, the editor on the right. */
export function ProblemPage() {
  const { t } = useTranslation();
  const [, params] = useRoute<{ problemID: string }>('/problem/:problemID');
  const problemID = decodeURIComponent(params?.problemID ?? '');
  const user = useAtomValue(userAtom);
  const stacked = useMediaQuery('(max-width: 991px)');
  const [detail, setDetail] = useState<ProblemDetail | null>(null);
  const [error, setError] = useState('');
  const [myStatus, setMyStatus] = useState(-10);
  const [focus, setFocus] = useState(false);
  const [tab, setTab] = useState('description');
  const [refreshKey, setRefreshKey] = useState(0);

  const load = useCallback(() => {
    problemApi.detail(problemID).then(
      (d) => {
        setDetail(d);
        setError('');
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [problemID, t]);
  useEffect(load, [load]);

  useEffect(() => {
    if (!user || !detail) return setMyStatus(-10);
    problemApi.userStatus([detail.problem.id]).then((s) => setMyStatus(s[String(detail.problem.id)]?.status ?? -10), () => {});
  }, [user, detail, refreshKey]);

  useEffect(() => {
    if (!focus) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFocus(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focus]);

  // After a verdict: the counts, the user's status and the My Submission tab are reloaded.
  const onFinished = useCallback(() => {
    setRefreshKey((k) => k + 1);
    load();
  }, [load]);

  const chooseTab = (next: string) => {
    if (next === 'mine' && !user) {
      toast.warning(t('guard.loginFirst'));
      return;
    }
    setTab(next);
  };

  if (error) {
    return (
      <div className="flex flex-col items-center gap-4 py-20 text-center" data-testid="problem-error">
        <p className="text-lg">{error}</p>
        <Button asChild variant="outline"><Link href="/problem">{t('problem.page.backToList')}</Link></Button>
      </div>
    );
  }
  if (!detail) return <div className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</div>;

  const files = detail.problem.userExtraFile ?? {};
  const hasAnnex = Object.keys(files).length > 0;
  const left = (
    <Tabs value={tab} onValueChange={chooseTab}>
      <TabsList>
        <TabsTrigger value="description" data-testid="tab-description">{t('problem.page.tabDescription')}</TabsTrigger>
        <TabsTrigger value="mine" data-testid="tab-mine">{t('problem.page.tabMine')}</TabsTrigger>
        {hasAnnex && <TabsTrigger value="annex" data-testid="tab-annex">{t('problem.page.tabAnnex')}</TabsTrigger>}
      </TabsList>
      <TabsContent value="description"><ProblemDescription detail={detail} myStatus={myStatus} /></TabsContent>
      <TabsContent value="mine">
        <MySubmissionsTab problemId={detail.problem.problemId} isOi={detail.problem.type === 1} refreshKey={refreshKey} />
      </TabsContent>
      {hasAnnex && <TabsContent value="annex"><AnnexTab files={files} /></TabsContent>}
    </Tabs>
  );
  const right = (
    <EditorPanel
      detail={detail}
      myStatus={myStatus}
      focus={focus}
      onFocus={() => setFocus((f) => !f)}
      onFinished={onFinished}
      editorHeight={focus && !stacked ? 'calc(100vh - 9rem)' : DEFAULT_EDITOR_HEIGHT}
    />
  );
  return (
    <div
      data-testid="problem-page"
      data-focus={focus}
      className={cn(focus ? 'fixed inset-0 z-40 overflow-auto bg-background p-3' : '-my-2')}
    >
      <SplitPane
        left={left}
        right={right}
        stacked={stacked}
        className={cn(!stacked && (focus ? 'h-[calc(100vh-1.5rem)]' : 'h-[calc(100vh-6.5rem)]'))}
      />
    </div>
  );
}
