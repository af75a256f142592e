import { ContestType } from '../../src/contract/contests.ts';
import { ContestListPage } from '../features/admin-contest/contest-list-page.tsx';

/** /admin/computational-thinking-contest: the back office's contest list of computational-thinking contests. */
export function AdminCtContestListPage() {
  return <ContestListPage type={ContestType.CT} />;
}
