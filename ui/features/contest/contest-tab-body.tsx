import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { AcHelper } from './ac-helper.tsx';
import { AdminPrint } from './admin-print.tsx';
import { ContestBoard } from './board/contest-board.tsx';
import { ContestComments } from './contest-comments.tsx';
import { ContestAnnouncements } from './contest-announcements.tsx';
import { ContestOverview } from './contest-overview.tsx';
import { ContestPrint } from './contest-print.tsx';
import { ContestProblemList } from './contest-problem-list.tsx';
import { ContestProblemPage } from './contest-problem-page.tsx';
import { ContestRejudge } from './contest-rejudge.tsx';
import { ContestSubmissionDetail } from './contest-submission-detail.tsx';
import { ContestSubmissions } from './contest-submissions.tsx';
import { CtProblemsTab } from './ct-problems-tab.tsx';
import type { ContestTab } from './contest-tabs.ts';
import { ProctorPanel } from '../../components/proctor/proctor-panel.tsx';
import { SimilarityPanel } from '../../components/similarity/similarity-panel.tsx';
import { ScrollBoardEntry } from './scroll-board-entry.tsx';
import type { useContestProblems } from './use-contest-problems.ts';

interface Props {
  info: ContestInfo;
  now: number;
  tab: ContestTab;
  /** The path under /contest/{cid}. */
  rest: string;
  isAdmin: boolean;
  /** The super admin, or a contest admin whose role rejudges in what it runs. */
  mayRejudge: boolean;
  access: boolean;
  problems: ReturnType<typeof useContestProblems>;
  onRegistered: () => void;
}

/** What the open tab of the contest shell shows (the shell decides which tabs this viewer may open). */
export function ContestTabBody({ info, now, tab, rest, isAdmin, mayRejudge, access, problems, onRegistered }: Props) {
  const cid = info.id;
  const detail = /^problem\/([^/]+)\/submission-detail\/(\d+)/.exec(rest);
  const problem = /^problem\/([^/]+)/.exec(rest);
  const fullScreen = /^problem\/[^/]+\/full-screen\/?$/.test(rest);
  switch (tab) {
    case 'overview':
      return <ContestOverview info={info} access={access} onRegistered={onRegistered} />;
    case 'problems':
      if (detail)
        return (
          <ContestSubmissionDetail cid={cid} displayId={decodeURIComponent(detail[1]!)} submitId={Number(detail[2])} />
        );
      if (contestRule(info.type).problemKind === 'choice')
        return (
          <CtProblemsTab
            info={info}
            displayId={problem ? decodeURIComponent(problem[1]!) : null}
            problems={problems}
            fullScreen={fullScreen}
          />
        );
      if (problem)
        return (
          <ContestProblemPage
            info={info}
            displayId={decodeURIComponent(problem[1]!)}
            rows={problems.rows ?? []}
            onFinished={problems.reload}
            fullScreen={fullScreen}
          />
        );
      return <ContestProblemList cid={cid} rows={problems.rows} error={problems.error} />;
    case 'submissions':
      return <ContestSubmissions cid={cid} mayRejudge={mayRejudge} />;
    case 'rank':
      return <ContestBoard info={info} now={now} isAdmin={isAdmin} outside={false} />;
    case 'announcements':
      return <ContestAnnouncements cid={cid} gid={info.gid} isAdmin={isAdmin} />;
    case 'comment':
      return <ContestComments info={info} now={now} isAdmin={isAdmin} />;
    case 'print':
      return <ContestPrint cid={cid} />;
    case 'adminPrint':
      return <AdminPrint cid={cid} />;
    case 'acInfo':
      return <AcHelper cid={cid} />;
    case 'rejudge':
      return <ContestRejudge cid={cid} rows={problems.rows ?? []} />;
    case 'scrollBoard':
      return <ScrollBoardEntry cid={cid} />;
    case 'proctor':
      return <ProctorPanel cid={cid} />;
    case 'similarity':
      return <SimilarityPanel scope="contest" id={cid} />;
  }
}
