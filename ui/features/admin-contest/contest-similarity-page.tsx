import { useRoute } from 'wouter';
import { SimilarityPanel } from '../../components/similarity/similarity-panel.tsx';

/** /admin/contest/{contestId}/similarity: the contest's similarity check. */
export function ContestSimilarityPage() {
  const [, params] = useRoute<{ contestId: string }>('/admin/contest/:contestId/similarity');
  return <SimilarityPanel scope="contest" id={Number(params?.contestId)} />;
}
