import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { ProctorPanel } from '../../components/proctor/proctor-panel.tsx';
import { failureText } from '../../lib/query/use-endpoint.ts';
import { useContestAdminScope } from './api.ts';
import { ContestPageHead } from './contest-page-head.tsx';
import { useAdminContest } from './use-contest-admin.ts';

/** {base}/{contestId}/proctor (the back office's or a group's): the contest's head and its proctor view. */
export function ContestProctorPage() {
  const { t } = useTranslation();
  const { base } = useContestAdminScope();
  const [, params] = useRoute<{ contestId: string }>(`${base}/:contestId/proctor`);
  const cid = Number(params?.contestId);
  const { data: contest, error } = useAdminContest(cid);

  if (error) return <p className="text-muted-foreground">{failureText(error)}</p>;
  if (!contest) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;
  return (
    <div className="grid gap-4">
      <ContestPageHead title={t('adminContest.route.proctor')} contest={contest} />
      {!contest.examMode && (
        <p role="status" className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">
          {t('adminContest.proctor.notExam')}
        </p>
      )}
      <ProctorPanel cid={cid} />
    </div>
  );
}
