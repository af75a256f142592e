import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JUDGE_MODES, type JudgeMode } from '../../../src/contract/judge-status.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { CheckerEditor } from './checker-editor.tsx';
import { ChoiceSelect, EditorSection, type SectionProps } from './editor-section.tsx';
import { CASE_MODES_BY_TYPE } from './form-state.ts';
import type { LanguageOption } from './languages.ts';

/** Judge mode (with an explanation on every switch), checker code, and judge case mode. */
export function JudgeSection(props: SectionProps & { languages: LanguageOption[] }) {
  const { t } = useTranslation();
  const { state, patch } = props;
  const [explain, setExplain] = useState<JudgeMode | null>(null);
  const switchMode = (judgeMode: JudgeMode) => {
    if (judgeMode === state.judgeMode) return;
    patch({ judgeMode, spjCompiled: false });
    setExplain(judgeMode);
  };
  return (
    <EditorSection id="judge" title={t('adminProblem.section.judge')}>
      <div className="grid gap-2">
        <Label>{t('adminProblem.field.judgeMode')}</Label>
        <div role="radiogroup" aria-label={t('adminProblem.field.judgeMode')} className="flex flex-wrap gap-2">
          {JUDGE_MODES.map((m) => (
            <Button
              key={m}
              type="button"
              role="radio"
              aria-checked={state.judgeMode === m}
              variant={state.judgeMode === m ? 'default' : 'outline'}
              size="sm"
              className={cn(state.judgeMode !== m && 'text-muted-foreground')}
              onClick={() => switchMode(m)}
              data-testid={`judge-mode-${m}`}
            >
              {t(`adminProblem.judgeMode.${m}`)}
            </Button>
          ))}
        </div>
      </div>
      {state.judgeMode !== 'default' && <CheckerEditor {...props} />}
      <FormField
        id="problem-judgeCaseMode"
        label={t('adminProblem.field.judgeCaseMode')}
        hint={t(`adminProblem.caseModeHint.${state.judgeCaseMode}`)}
        className="sm:max-w-sm"
      >
        <ChoiceSelect
          id="problem-judgeCaseMode"
          value={state.judgeCaseMode}
          options={CASE_MODES_BY_TYPE[state.type] ?? ['default']}
          label={(m) =>
            t(m === 'default' ? `adminProblem.caseMode.default${state.type}` : `adminProblem.caseMode.${m}`)
          }
          onChange={(judgeCaseMode) => patch({ judgeCaseMode })}
        />
      </FormField>
      <Dialog open={explain !== null} onOpenChange={(open) => !open && setExplain(null)}>
        <DialogContent closeLabel={t('common.close')} data-testid="judge-mode-dialog">
          <DialogHeader>
            <DialogTitle>{explain && t(`adminProblem.judgeMode.${explain}`)}</DialogTitle>
            <DialogDescription className="leading-relaxed">
              {explain && t(`adminProblem.judgeModeInfo.${explain}`)}
            </DialogDescription>
          </DialogHeader>
          <div className="flex justify-end">
            <Button onClick={() => setExplain(null)}>{t('adminProblem.understood')}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </EditorSection>
  );
}
