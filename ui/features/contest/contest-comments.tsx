import { useTranslation } from 'react-i18next';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { Comments } from '../../components/comments/comments.tsx';

/**
 * The contest's Comment tab: the shared comments component on the contest. While it runs, an
 * ordinary participant sees their own and the admins' comments (the server filters them).
 */
export function ContestComments({ info, now, isAdmin }: { info: ContestInfo; now: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const running = now >= info.startTime && now < info.endTime;
  return <Comments target={{ cid: info.id }} note={running && !isAdmin ? t('comments.contestNote') : undefined} />;
}
