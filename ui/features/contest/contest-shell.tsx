import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ContestEndActions } from '../../components/contest-end-actions.tsx';
import { contestStatus, isSealed } from '../../../src/contract/scoreboard/timeliness.ts';
import { cn } from '../../lib/cn.ts';
import { parseContestPath } from '../../lib/contest-path.ts';
import { isRootAtom, userAtom } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { ContestClock } from './contest-clock.tsx';
import { ContestEventsProvider, useContestStream } from './contest-events.tsx';
import { ContestTabBody } from './contest-tab-body.tsx';
import { CONTEST_TABS, tabOf, visibleTabs } from './contest-tabs.ts';
import { useAnnouncementNotices } from './use-announcement-notices.ts';
import { useContest, useContestAccess, useServerNow } from './use-contest.ts';
import { useContestProblems } from './use-contest-problems.ts';
import { useMayRejudge } from './use-may-rejudge.ts';
import { ShellTab } from '../../components/shell-tab.tsx';

/** /contest/{cid} (and /computationalThinkingContest/{cid}) and its tabs: the header with the clock, the tab bar, and the open tab. */
export function ContestShell() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const at = parseContestPath(location);
  const cid = at?.cid ?? 0;
  const rest = at?.rest ?? '';
  const base = at?.base ?? '/contest';
  const user = useAtomValue(userAtom);
  const isRoot = useAtomValue(isRootAtom);
  const config = useAtomValue(siteConfigAtom);
  const { info, error, reload, offset } = useContest(cid);
  const now = useServerNow(offset);
  const { access, reload: loadAccess } = useContestAccess(cid);
  // Bumped when an admin ends or unseals the contest here: the open tab reads everything again.
  const [version, setVersion] = useState(0);
  // The server says whether the viewer administers the contest now (a group contest's roots too; a creator who lost the right not).
  const isAdmin = !!user && (isRoot || info?.viewerIsAdmin === true);
  const mayRejudge = useMayRejudge(isAdmin);
  const started = !!info && now >= info.startTime;
  const mayOpen = !!info && (isAdmin || (started && (access === true || info.auth !== 1)));
  const problems = useContestProblems(cid, mayOpen);
  const events = useContestStream(cid, mayOpen);
  const openAnnouncements = useCallback(() => navigate(`${base}/${cid}/announcements`), [base, cid, navigate]);
  useAnnouncementNotices(cid, user?.uid ?? null, mayOpen, openAnnouncements);

  if (error)
    return (
      <p className="py-20 text-center text-lg" data-testid="contest-error">
        {error}
      </p>
    );
  if (!info) return <p className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</p>;
  const shown = visibleTabs(info, isAdmin, mayRejudge, config.openContestComment);
  // A tab this viewer may not see, opened by its address, shows the overview.
  const tab = shown.includes(tabOf(rest)) ? tabOf(rest) : 'overview';
  const locked = !mayOpen;
  const running = contestStatus(info, now) === 0;
  const sealed = isSealed(info, now);
  const onRegistered = () => {
    loadAccess();
    reload();
  };
  return (
    <div className="flex flex-col gap-4" data-testid="contest-shell">
      <header className="flex flex-col gap-3 rounded-lg border p-4">
        <h1 className="text-center text-xl font-semibold" data-testid="contest-title">
          {info.title}
        </h1>
        <ContestClock info={info} now={now} />
        {isAdmin && (running || sealed) && (
          <div className="flex flex-wrap justify-center gap-2" data-testid="contest-admin-actions">
            <ContestEndActions
              contest={{ id: info.id, title: info.title, running, sealed }}
              onDone={() => {
                reload();
                setVersion((v) => v + 1);
              }}
            />
          </div>
        )}
      </header>
      <nav className="flex flex-wrap gap-1 border-b pb-2" aria-label={t('contest.route.detail')}>
        {shown.map((key) => {
          const path = CONTEST_TABS[key];
          const disabled = locked && key !== 'overview';
          return (
            <ShellTab
              key={key}
              label={t(`contest.tab.${key}`)}
              href={`${base}/${cid}${path ? `/${path}` : ''}`}
              active={tab === key}
              disabled={disabled}
              lock={false}
              testId={`contest-tab-${key}`}
            />
          );
        })}
      </nav>
      <section className={cn(tab === 'problems' && rest.startsWith('problem/') && '-mt-2')}>
        <ContestEventsProvider events={events}>
          <ContestTabBody
            key={version}
            info={info}
            now={now}
            tab={tab}
            rest={rest}
            isAdmin={isAdmin}
            mayRejudge={mayRejudge}
            access={access !== false || isAdmin}
            problems={problems}
            onRegistered={onRegistered}
          />
        </ContestEventsProvider>
      </section>
    </div>
  );
}
