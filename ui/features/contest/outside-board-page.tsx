import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { ContestBoard } from './board/contest-board.tsx';
import { ContestClock } from './contest-clock.tsx';
import { ContestEventsProvider, useContestStream } from './contest-events.tsx';
import { useServerNow } from './use-contest.ts';

/** /contest/acm-scoreboard/{cid} and /contest/oi-scoreboard/{cid}: the open board, no login needed; the contest's admins get Force Update. */
export function OutsideBoardPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const cid = Number(/(\d+)\/?$/.exec(location)?.[1] ?? 0);
  const read = useEndpoint(contestEndpoints.outsideInfo, { cid }, { quiet: true });
  const data = read.data;
  const error = failureText(read.error);
  // The server's clock as of the read, so the countdown agrees with the server, not the device.
  const now = useServerNow(data ? data.contest.now - read.dataUpdatedAt : 0);
  const events = useContestStream(cid, !!data);
  if (error)
    return (
      <p className="py-20 text-center text-lg" data-testid="board-error">
        {error}
      </p>
    );
  if (!data) return <p className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</p>;
  return (
    <div className="flex flex-col gap-4" data-testid="outside-board">
      <header className="flex flex-col gap-3 rounded-lg border p-4">
        <h1 className="text-center text-xl font-semibold">{data.contest.title}</h1>
        <ContestClock info={data.contest} now={now} />
      </header>
      <ContestEventsProvider events={events}>
        <ContestBoard
          info={data.contest}
          now={now}
          isAdmin={data.contest.viewerIsAdmin === true}
          outside
          problems={data.problemList}
        />
      </ContestEventsProvider>
    </div>
  );
}
