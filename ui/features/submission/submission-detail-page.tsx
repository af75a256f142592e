import { useRoute } from 'wouter';
import { SubmissionDetail } from '../../components/submission/submission-detail.tsx';

/** /submission-detail/{submitID}: one submission of the bank (or any scope), by its id. */
export function SubmissionDetailPage() {
  const [, params] = useRoute<{ submitID: string }>('/submission-detail/:submitID');
  return <SubmissionDetail submitId={Number(params?.submitID)} />;
}
