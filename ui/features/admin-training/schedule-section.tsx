import { useTranslation } from 'react-i18next';
import { EditorSection, SwitchRow } from '../../components/form-section.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fromLocalInput, toLocalInput } from '../../lib/local-time.ts';
import type { TrainingSectionProps } from './section.ts';

/** Beyond the spec: an optional open-from time and due date, on-time-only ranking, and visibility. */
export function TrainingScheduleSection({ state, patch }: TrainingSectionProps) {
  const { t } = useTranslation();
  return (
    <EditorSection id="schedule" title={t('adminTraining.section.schedule')} hint={t('adminTraining.hint.schedule')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id="training-openFrom"
          label={t('adminTraining.field.openFrom')}
          hint={t('adminTraining.hint.openFrom')}
        >
          <Input
            id="training-openFrom"
            type="datetime-local"
            value={toLocalInput(state.openFrom)}
            onChange={(e) => patch({ openFrom: fromLocalInput(e.target.value) })}
          />
        </FormField>
        <FormField id="training-dueAt" label={t('adminTraining.field.dueAt')} hint={t('adminTraining.hint.dueAt')}>
          <Input
            id="training-dueAt"
            type="datetime-local"
            value={toLocalInput(state.dueAt)}
            onChange={(e) => patch({ dueAt: fromLocalInput(e.target.value) })}
          />
        </FormField>
      </div>
      <SwitchRow
        id="training-onTimeRank"
        label={t('adminTraining.field.onTimeRank')}
        hint={t('adminTraining.hint.onTimeRank')}
        checked={state.onTimeRank}
        onChange={(onTimeRank) => patch({ onTimeRank })}
      />
      <SwitchRow
        id="training-visible"
        label={t('adminTraining.field.visible')}
        hint={t('adminTraining.hint.visible')}
        checked={state.visible}
        onChange={(visible) => patch({ visible })}
      />
    </EditorSection>
  );
}
