import { SubmissionDetail } from '../../components/submission/submission-detail.tsx';

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
  return (
    <SubmissionDetail
      submitId={submitId}
      problemId={displayId}
      problemHref={() => `/contest/${cid}/problem/${encodeURIComponent(displayId)}`}
    />
  );
}
