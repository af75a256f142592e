import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../components/code-editor/code-editor.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import type { TemplateRow } from './form-state.ts';
import type { LanguageOption } from './languages.ts';

/** A code template per allowed language: when enabled, the editor starts with it. */
export function TemplatesSection({ state, patch, languages }: SectionProps & { languages: LanguageOption[] }) {
  const { t } = useTranslation();
  const templateOf = (id: string) => state.codeTemplates.find((x) => x.language === id);
  const put = (row: TemplateRow) =>
    patch({ codeTemplates: [...state.codeTemplates.filter((x) => x.language !== row.language), row] });
  const enable = (id: string, on: boolean) => {
    const row = templateOf(id);
    put({ language: id, code: row?.code || languages.find((l) => l.id === id)?.template || '', status: on });
  };
  return (
    <EditorSection id="templates" title={t('adminProblem.section.templates')} hint={t('adminProblem.templatesHint')}>
      {state.languages.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('adminProblem.templatesNone')}</p>
      )}
      {state.languages.map((id) => {
        const row = templateOf(id);
        return (
          <div key={id} className="grid gap-2 rounded-lg border p-3" data-testid={`template-${id}`}>
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={`template-on-${id}`}>{languages.find((l) => l.id === id)?.name ?? id}</Label>
              <Switch
                id={`template-on-${id}`}
                checked={row?.status ?? false}
                onCheckedChange={(on) => enable(id, on)}
              />
            </div>
            {row?.status && (
              <CodeEditor
                value={row.code}
                onChange={(code) => put({ ...row, code })}
                language={id}
                height={240}
                className="overflow-hidden rounded-md border"
                ariaLabel={t('adminProblem.templateOf', { language: id })}
              />
            )}
          </div>
        );
      })}
    </EditorSection>
  );
}
