import { useTranslation } from 'react-i18next';
import { EditorSection } from '../../components/form-section.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { type ContestSectionProps, SwitchRow } from './section.tsx';

/** Exam mode: registered participants held to the listed addresses (IPs or CIDR ranges) and one session while their window runs. */
export function ContestExamSection({ state, patch }: ContestSectionProps) {
  const { t } = useTranslation();
  return (
    <EditorSection id="exam" title={t('adminContest.section.exam')}>
      <SwitchRow id="contest-examMode" label={t('adminContest.field.examMode')} hint={t('adminContest.hint.examMode')} checked={state.examMode} onChange={(examMode) => patch({ examMode })} />
      {state.examMode && (
        <FormField id="contest-examAddresses" label={t('adminContest.field.examAddresses')} hint={t('adminContest.hint.examAddresses')}>
          <Textarea id="contest-examAddresses" rows={3} className="font-mono text-sm" value={state.examAddresses} onChange={(e) => patch({ examAddresses: e.target.value })} />
        </FormField>
      )}
    </EditorSection>
  );
}
