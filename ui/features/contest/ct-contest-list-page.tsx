import { ContestType } from '../../../src/contract/contests.ts';
import { ContestListPage } from './contest-list-page.tsx';

/** /computationalThinkingContest: the contest list with the type fixed to computational thinking. */
export function CtContestListPage() {
  return <ContestListPage fixedType={ContestType.CT} />;
}
