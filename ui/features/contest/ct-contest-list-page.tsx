import { ThinkingTabs } from '../../components/thinking-tabs.tsx';
import { ContestType } from '../../../src/contract/contests.ts';
import { ContestListPage } from './contest-list-page.tsx';

/** /computationalThinkingContest: the contest list with the type fixed to computational thinking. */
export function CtContestListPage() {
  return (
    <div className="flex flex-col gap-4">
      <ThinkingTabs />
      <ContestListPage fixedType={ContestType.CT} />
    </div>
  );
}
