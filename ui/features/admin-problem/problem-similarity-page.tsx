import { useRoute } from 'wouter';
import { SimilarityPanel } from '../../components/similarity/similarity-panel.tsx';

/** /admin/problem/{problemId}/similarity: the similarity check of a problem's submissions, wherever they were made. */
export function ProblemSimilarityPage() {
  const [, params] = useRoute<{ problemId: string }>('/admin/problem/:problemId/similarity');
  return <SimilarityPanel scope="problem" id={Number(params?.problemId)} />;
}
