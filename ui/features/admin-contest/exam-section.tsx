import { useTranslation } from 'react-i18next';
import { EditorSection, SwitchRow } from '../../components/form-section.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { ContestSectionProps } from './section.tsx';

/** What exam mode holds a registered participant to while their window runs (docs/contests.md "Exam mode"). */
const EXAM_RULES = ['addresses', 'oneSession', 'contestOnly', 'extraTime'] as const;

/** Exam mode: registered participants held to the listed addresses (IPs or CIDR ranges) and one session while their window runs. */
export function ContestExamSection({ state, patch }: ContestSectionProps) {
  const { t } = useTranslation();
  return (
    <EditorSection id="exam" title={t('adminContest.section.exam')}>
      <SwitchRow
        id="contest-examMode"
        label={t('adminContest.field.examMode')}
        hint={t('adminContest.hint.examMode')}
        checked={state.examMode}
        onChange={(examMode) => patch({ examMode })}
      />
      <ul className="grid gap-1.5 rounded-md border bg-muted/30 px-4 py-3 text-sm" data-testid="exam-rules">
        {EXAM_RULES.map((rule) => (
          <li key={rule} className="grid gap-0.5">
            <span className="font-medium">{t(`adminContest.examRule.${rule}.title`)}</span>
            <span className="text-muted-foreground">{t(`adminContest.examRule.${rule}.text`)}</span>
          </li>
        ))}
      </ul>
      {state.examMode && (
        <FormField
          id="contest-examAddresses"
          label={t('adminContest.field.examAddresses')}
          hint={t('adminContest.hint.examAddresses')}
        >
          <Textarea
            id="contest-examAddresses"
            rows={3}
            className="font-mono text-sm"
            value={state.examAddresses}
            onChange={(e) => patch({ examAddresses: e.target.value })}
          />
        </FormField>
      )}
    </EditorSection>
  );
}
