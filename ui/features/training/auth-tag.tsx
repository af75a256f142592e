import { useTranslation } from 'react-i18next';
import type { TrainingAuth } from '../../../src/contract/trainings.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';

const AUTH_COLOUR: Record<TrainingAuth, string> = { Public: '#16a34a', Private: '#dc2626' };

/** A training's auth as a coloured tag: green Public, red Private. */
export function AuthTag({ auth }: { auth: TrainingAuth }) {
  const { t } = useTranslation();
  return <TagChip name={t(`training.auth.${auth}`)} color={AUTH_COLOUR[auth]} />;
}
