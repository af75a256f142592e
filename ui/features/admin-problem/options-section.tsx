import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';

type Flag = 'isRemoveEndBlank' | 'openCaseResult' | 'codeShare' | 'isFileIO';
const FLAGS: Flag[] = ['isRemoveEndBlank', 'openCaseResult', 'codeShare', 'isFileIO'];

/** Comparison, result and sharing switches, and file IO with its file names. */
export function OptionsSection({ state, patch }: SectionProps) {
  const { t } = useTranslation();
  return (
    <EditorSection id="io" title={t('adminProblem.section.options')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {FLAGS.map((flag) => (
          <div key={flag} className="flex items-center justify-between gap-4 rounded-lg border p-3">
            <div className="grid gap-1">
              <Label htmlFor={`problem-${flag}`}>{t(`adminProblem.field.${flag}`)}</Label>
              <p className="text-xs text-muted-foreground">{t(`adminProblem.flagHint.${flag}`)}</p>
            </div>
            <Switch
              id={`problem-${flag}`}
              checked={state[flag]}
              onCheckedChange={(v) => patch({ [flag]: v })}
              data-testid={`problem-${flag}`}
            />
          </div>
        ))}
      </div>
      {state.isFileIO && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="problem-ioReadFileName"
            label={t('adminProblem.field.ioReadFileName')}
            hint={t('adminProblem.fileNameHint')}
          >
            <Input
              id="problem-ioReadFileName"
              placeholder="input.txt"
              value={state.ioReadFileName}
              onChange={(e) => patch({ ioReadFileName: e.target.value })}
            />
          </FormField>
          <FormField
            id="problem-ioWriteFileName"
            label={t('adminProblem.field.ioWriteFileName')}
            hint={t('adminProblem.fileNameHint')}
          >
            <Input
              id="problem-ioWriteFileName"
              placeholder="output.txt"
              value={state.ioWriteFileName}
              onChange={(e) => patch({ ioWriteFileName: e.target.value })}
            />
          </FormField>
        </div>
      )}
    </EditorSection>
  );
}
