import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ContestInfo, ContestProblemRow } from '../../../src/contract/contests.ts';
import { isApiError } from '../../lib/api-error.ts';
import { contestApi } from './api.ts';
import { ContestBoard } from './board/contest-board.tsx';
import { ContestClock } from './contest-clock.tsx';
import { ContestEventsProvider, useContestStream } from './contest-events.tsx';
import { useServerNow } from './use-contest.ts';

/** /contest/acm-scoreboard/{cid} and /contest/oi-scoreboard/{cid}: the open board, no login needed. */
export function OutsideBoardPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const cid = Number(/(\d+)\/?$/.exec(location)?.[1] ?? 0);
  const [data, setData] = useState<{ contest: ContestInfo; problemList: ContestProblemRow[]; offset: number } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    contestApi.outsideInfo(cid).then(
      (d) => setData({ ...d, offset: d.contest.now - Date.now() }),
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [cid, t]);
  const now = useServerNow(data?.offset ?? 0);
  const events = useContestStream(cid, !!data);
  if (error) return <p className="py-20 text-center text-lg" data-testid="board-error">{error}</p>;
  if (!data) return <p className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</p>;
  return (
    <div className="flex flex-col gap-4" data-testid="outside-board">
      <header className="flex flex-col gap-3 rounded-lg border p-4">
        <h1 className="text-center text-xl font-semibold">{data.contest.title}</h1>
        <ContestClock info={data.contest} now={now} />
      </header>
      <ContestEventsProvider events={events}>
        <ContestBoard info={data.contest} now={now} isAdmin={false} outside problems={data.problemList} />
      </ContestEventsProvider>
    </div>
  );
}
