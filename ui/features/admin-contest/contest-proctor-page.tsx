import { LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import type { AdminContest } from '../../../src/contract/contests.ts';
import { ProctorPanel } from '../../components/proctor/proctor-panel.tsx';
import { useContestAdminScope } from './api.ts';
import { ContestPageHead } from './contest-page-head.tsx';

/** {base}/{contestId}/proctor (the back office's or a group's): the contest's head and its proctor view. */
export function ContestProctorPage() {
  const { t } = useTranslation();
  const { api: adminContestApi, base } = useContestAdminScope();
  const [, params] = useRoute<{ contestId: string }>(`${base}/:contestId/proctor`);
  const cid = Number(params?.contestId);
  const [contest, setContest] = useState<AdminContest | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    adminContestApi.get(cid).then(setContest, () => setFailed(true));
  }, [cid, adminContestApi]);

  if (failed) return <p className="text-muted-foreground">{t('adminContest.loadFailed')}</p>;
  if (!contest) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;
  return (
    <div className="grid gap-4">
      <ContestPageHead title={t('adminContest.route.proctor')} contest={contest} />
      {!contest.examMode && <p role="status" className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">{t('adminContest.proctor.notExam')}</p>}
      <ProctorPanel cid={cid} />
    </div>
  );
}
