import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '../../../src/contract/trainings.ts';
import { Markdown } from '../../components/markdown.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { TrainingPasswordForm } from './password-form.tsx';

/** The introduction tab: the password form while a private training is locked, then the description. */
export function TrainingIntro({ detail, onRegistered }: { detail: TrainingDetail; onRegistered: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {!detail.access && <TrainingPasswordForm tid={detail.id} onRegistered={onRegistered} />}
      {detail.access && !detail.open && detail.openFrom !== null && (
        <p
          className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
          data-testid="training-not-open"
        >
          {t('training.intro.notOpen', { time: absoluteTime(detail.openFrom) })}
        </p>
      )}
      <Markdown source={detail.description} className="rounded-lg border p-4" testId="training-description" />
    </div>
  );
}
