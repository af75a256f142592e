import { useRoute } from 'wouter';
import { SimilarityPanel } from '../../components/similarity/similarity-panel.tsx';

/** /admin/training/{trainingId}/similarity: the training's similarity check. */
export function TrainingSimilarityPage() {
  const [, params] = useRoute<{ trainingId: string }>('/admin/training/:trainingId/similarity');
  return <SimilarityPanel scope="training" id={Number(params?.trainingId)} />;
}
