import { SubmissionDetail } from '../../components/submission/submission-detail.tsx';
import { useContestBase } from '../../lib/contest-path.ts';

/** /contest/{cid}/problem/{displayId}/submission-detail/{submitID}: the detail, its problem linked inside the contest. */
export function ContestSubmissionDetail({
  cid,
  displayId,
  submitId,
}: {
  cid: number;
  displayId: string;
  submitId: number;
}) {
  const base = useContestBase();
  return (
    <SubmissionDetail
      submitId={submitId}
      problemId={displayId}
      problemHref={() => `${base}/${cid}/problem/${encodeURIComponent(displayId)}`}
    />
  );
}
