import { HammerIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CodeEditor } from '../../components/code-editor/code-editor.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTask } from '../../lib/query/use-task.ts';
import { useEditorCalls } from './editor-calls.ts';
import { ChoiceSelect, type SectionProps } from './editor-section.tsx';
import { compilerMessage } from './format.ts';
import { fileMap } from './form-state.ts';
import { isCheckerLanguage, type LanguageOption } from './languages.ts';

/** Special judge or interactor source, its language, and the compile that must pass before saving. */
export function CheckerEditor({ state, patch, languages }: SectionProps & { languages: LanguageOption[] }) {
  const { t } = useTranslation();
  const calls = useEditorCalls();
  /** The compiler's message of a failed compile, shown until the dialog is closed. */
  const [error, setError] = useState<string | null>(null);
  const compiling = useTask(
    () => calls.compileChecker(state.spjCode, state.spjLanguage, fileMap(state.judgeExtraFiles)),
    {
      onRefusal: (message) => setError(compilerMessage(message)),
    },
  );
  const listed = languages.filter((l) => isCheckerLanguage(l.id) && l.available).map((l) => l.id);
  const options =
    listed.includes(state.spjLanguage) || listed.length === 0
      ? listed.length
        ? listed
        : [state.spjLanguage]
      : [state.spjLanguage, ...listed];
  const kind = state.judgeMode === 'spj' ? 'spj' : 'interactive';

  const compile = async () => {
    if (!state.spjCode.trim()) {
      toast.warning(t(`adminProblem.rule.${kind === 'spj' ? 'spjCodeRequired' : 'interactorCodeRequired'}`));
      return;
    }
    if (!(await compiling.run())) return;
    patch({ spjCompiled: true });
    toast.success(t('adminProblem.msg.compiled'));
  };

  return (
    <div className="grid gap-3" data-testid="checker-editor">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="problem-spjLanguage" label={t('adminProblem.field.spjLanguage')} className="w-40">
          <ChoiceSelect
            id="problem-spjLanguage"
            value={state.spjLanguage}
            options={options}
            label={(l) => languages.find((x) => x.id === l)?.name ?? l}
            onChange={(spjLanguage) => patch({ spjLanguage, spjCompiled: false })}
          />
        </FormField>
        <Button
          type="button"
          variant="secondary"
          onClick={compile}
          disabled={compiling.busy}
          data-testid="checker-compile"
        >
          {compiling.busy ? <LoaderCircleIcon className="animate-spin" /> : <HammerIcon />} {t('adminProblem.compile')}
        </Button>
        <Badge variant={state.spjCompiled ? 'success' : 'outline'} data-testid="checker-compiled">
          {t(state.spjCompiled ? 'adminProblem.compiled' : 'adminProblem.notCompiled')}
        </Badge>
      </div>
      <CodeEditor
        value={state.spjCode}
        onChange={(spjCode) => patch({ spjCode, spjCompiled: false })}
        language={state.spjLanguage}
        height={320}
        className="overflow-hidden rounded-md border"
        testId="checker-code"
        ariaLabel={t(`adminProblem.field.${kind}Code`)}
      />
      <Dialog open={error !== null} onOpenChange={(open) => !open && setError(null)}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-2xl" data-testid="compile-error-dialog">
          <DialogHeader>
            <DialogTitle>{t('adminProblem.compileError')}</DialogTitle>
          </DialogHeader>
          <pre className="max-h-[60vh] overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap">
            {error}
          </pre>
        </DialogContent>
      </Dialog>
    </div>
  );
}
