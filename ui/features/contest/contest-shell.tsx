import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { isRootAtom, userAtom } from '../../lib/session.ts';
import { contestApi } from './api.ts';
import { ContestBoard } from './board/contest-board.tsx';
import { ContestClock } from './contest-clock.tsx';
import { ContestOverview } from './contest-overview.tsx';
import { ContestProblemList } from './contest-problem-list.tsx';
import { ContestProblemPage } from './contest-problem-page.tsx';
import { useContest, useServerNow } from './use-contest.ts';
import { useContestProblems } from './use-contest-problems.ts';

type Tab = 'overview' | 'problems' | 'submissions' | 'rank' | 'announcements' | 'print';

/** Which tab a path inside /contest/{cid} shows; a problem page keeps Problems highlighted. */
function tabOf(rest: string): Tab {
  const first = rest.split('/')[0];
  if (first === 'problem' || first === 'problems') return 'problems';
  return (['submissions', 'rank', 'announcements', 'print'] as const).find((t) => t === first) ?? 'overview';
}

/** /contest/{cid} and its tabs: the header with the clock, the tab bar, and the open tab. */
export function ContestShell() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const match = /^\/contest\/(\d+)\/?(.*)$/.exec(location);
  const cid = Number(match?.[1] ?? 0);
  const rest = match?.[2] ?? '';
  const user = useAtomValue(userAtom);
  const isRoot = useAtomValue(isRootAtom);
  const { info, error, reload, offset } = useContest(cid);
  const now = useServerNow(offset);
  const [access, setAccess] = useState<boolean | null>(null);
  const loadAccess = useCallback(() => {
    contestApi.access(cid).then((a) => setAccess(a.access), () => setAccess(false));
  }, [cid]);
  useEffect(loadAccess, [loadAccess]);
  const isAdmin = !!user && (isRoot || info?.author === user.username);
  const started = !!info && now >= info.startTime;
  const mayOpen = !!info && (isAdmin || (started && (access === true || info.auth !== 1)));
  const problems = useContestProblems(cid, mayOpen);

  if (error) return <p className="py-20 text-center text-lg" data-testid="contest-error">{error}</p>;
  if (!info) return <p className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</p>;
  const tab = tabOf(rest);
  const locked = !mayOpen;
  const tabs: [Tab, string, boolean][] = [
    ['overview', '', true],
    ['problems', 'problems', true],
    ['submissions', 'submissions', true],
    ['rank', 'rank', true],
    ['announcements', 'announcements', true],
    ['print', 'print', info.openPrint],
  ];
  const onRegistered = () => {
    loadAccess();
    reload();
  };
  const problemMatch = /^problem\/([^/]+)/.exec(rest);
  return (
    <div className="flex flex-col gap-4" data-testid="contest-shell">
      <header className="flex flex-col gap-3 rounded-lg border p-4">
        <h1 className="text-center text-xl font-semibold" data-testid="contest-title">{info.title}</h1>
        <ContestClock info={info} now={now} />
      </header>
      <nav className="flex flex-wrap gap-1 border-b pb-2" aria-label={t('contest.route.detail')}>
        {tabs.filter(([, , shown]) => shown).map(([key, path]) => {
          const disabled = locked && key !== 'overview';
          return (
            <Button key={key} asChild={!disabled} disabled={disabled} size="sm" variant={tab === key ? 'default' : 'ghost'} data-testid={`contest-tab-${key}`}>
              {disabled ? <span>{t(`contest.tab.${key}`)}</span> : <Link href={`/contest/${cid}${path ? `/${path}` : ''}`}>{t(`contest.tab.${key}`)}</Link>}
            </Button>
          );
        })}
      </nav>
      <section className={cn(tab === 'problems' && problemMatch && '-mt-2')}>
        {tab === 'overview' && <ContestOverview info={info} access={access !== false || isAdmin} onRegistered={onRegistered} />}
        {tab === 'problems' && !problemMatch && <ContestProblemList cid={cid} rows={problems.rows} error={problems.error} />}
        {tab === 'problems' && problemMatch && (
          <ContestProblemPage info={info} displayId={decodeURIComponent(problemMatch[1]!)} rows={problems.rows ?? []} onFinished={problems.reload} />
        )}
        {tab === 'rank' && <ContestBoard info={info} now={now} isAdmin={isAdmin} outside={false} />}
        {(tab === 'submissions' || tab === 'announcements' || tab === 'print') && (
          <p className="py-10 text-center text-muted-foreground" data-testid="contest-tab-later">{t('contest.placeholder')}</p>
        )}
      </section>
    </div>
  );
}
