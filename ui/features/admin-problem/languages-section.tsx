import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import type { LanguageOption } from './languages.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** The languages a problem accepts (at least one). */
export function LanguagesSection({
  state,
  patch,
  languages,
  loadFailed,
}: SectionProps & { languages: LanguageOption[]; loadFailed: boolean }) {
  const { t } = useTranslation();
  // Languages stored on the problem stay listed even if the judge no longer reports them.
  const all = [
    ...languages,
    ...state.languages
      .filter((id) => !languages.some((l) => l.id === id))
      .map((id) => ({ id, name: id, template: '', available: false, reason: null })),
  ];
  const toggle = (id: string, on: boolean) =>
    patch({ languages: on ? [...state.languages, id] : state.languages.filter((l) => l !== id) });
  const usable = all.filter((l) => l.available).map((l) => l.id);
  return (
    <EditorSection
      id="languages"
      title={t('adminProblem.section.languages')}
      action={
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => patch({ languages: [...new Set([...state.languages, ...usable])] })}
            data-testid="languages-all"
          >
            {t('adminProblem.selectAll')}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => patch({ languages: [] })}>
            {t('adminProblem.selectNone')}
          </Button>
        </div>
      }
    >
      <FailureLine error={loadFailed && t('adminProblem.languagesUnavailable')} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {all.map((l) => (
          <div key={l.id} className="flex items-center gap-2" title={l.reason ?? undefined}>
            <Checkbox
              id={`lang-${l.id}`}
              checked={state.languages.includes(l.id)}
              onCheckedChange={(v) => toggle(l.id, v === true)}
              data-testid={`lang-${l.id}`}
            />
            <Label htmlFor={`lang-${l.id}`} className={l.available ? undefined : 'text-muted-foreground line-through'}>
              {l.name}
            </Label>
          </div>
        ))}
      </div>
    </EditorSection>
  );
}
