import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { type MedalCounts, revealSteps } from '../../../src/contract/scoreboard/resolver.ts';
import { ConfigPanel } from './config-panel.tsx';
import { parseScrollQuery, scrollQueryString } from './query.ts';
import { ResolverView } from './resolver-view.tsx';
import { useScrollData } from './use-scroll-data.ts';

function Message({ text }: { text: string }) {
  return (
    <div
      className="fixed inset-0 flex items-center justify-center bg-[#070b18] p-8 text-center text-3xl text-white"
      data-testid="scroll-board-message"
    >
      {text}
    </div>
  );
}

function Resolver({ cid, removeStar, medals }: { cid: number; removeStar: boolean; medals: MedalCounts }) {
  const { t } = useTranslation();
  const load = useScrollData(cid, removeStar);
  // Every reveal is worked out once, in the browser, before the first step.
  const steps = useMemo(() => (load.kind === 'ready' ? revealSteps(load.data) : []), [load]);
  if (load.kind === 'loading') return <Message text={t('scrollBoard.board.loading')} />;
  if (load.kind === 'error') return <Message text={load.message} />;
  return <ResolverView info={load.info} data={load.data} steps={steps} medals={medals} />;
}

/** /scrollBoard: the configuration while the link lacks the medal counts, then the resolver. */
export function ScrollBoardPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseScrollQuery(search), [search]);
  if (query.cid === null) return <Message text={t('scrollBoard.config.missingCid')} />;
  const cid = query.cid;
  if (query.medals === null) {
    return (
      <ConfigPanel
        cid={cid}
        removeStar={query.removeStar}
        onStart={(removeStar, medals) => navigate(`/scrollBoard?${scrollQueryString(cid, removeStar, medals)}`)}
      />
    );
  }
  return <Resolver cid={cid} removeStar={query.removeStar} medals={query.medals} />;
}
