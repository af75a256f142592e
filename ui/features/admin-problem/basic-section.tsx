import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBLEM_DEFAULTS } from '../../../src/contract/problems.ts';
import { Req } from '../../components/form-section.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ChoiceSelect, EditorSection, type SectionProps } from './editor-section.tsx';
import { DIFFICULTIES, difficultyKey } from '../../lib/difficulty.ts';
import { AUTH_OPTIONS } from './format.ts';
import { withType } from './form-state.ts';
import { EditorGroupContext } from './editor-calls.ts';
import { useEditorBounds } from './editor-bounds.ts';
import { LIMIT_BOUNDS } from '../../../src/contract/problem-bounds.ts';

const LIMITS = ['timeLimit', 'memoryLimit', 'stackLimit'] as const;

export { Req };

/** Display id, title, limits, difficulty, type and visibility. */
export function BasicSection({ state, patch, update }: SectionProps) {
  const { t } = useTranslation();
  const locked = state.isRemote;
  // Inside a group the group's short name goes before the typed id (shown, not typed).
  const group = useContext(EditorGroupContext);
  // In a group: the most its admin may set, beside each limit, and the server's refusal under it.
  const { bounds, refusal } = useEditorBounds();
  const boundOf = (key: (typeof LIMITS)[number]) => (bounds ? bounds[LIMIT_BOUNDS[key]] : undefined);
  return (
    <EditorSection id="basic" title={t('adminProblem.section.basic')}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <FormField id="problem-problemId" label={<Req>{t('adminProblem.field.problemId')}</Req>}>
          <div className="flex items-center gap-1">
            {group && (
              <span
                className="shrink-0 rounded-md border bg-muted px-2 py-1.5 font-mono text-sm"
                title={t('groupProblem.edit.prefix', { prefix: group.shortName })}
                data-testid="problem-id-prefix"
              >
                {group.shortName}
              </span>
            )}
            <Input
              id="problem-problemId"
              value={state.problemId}
              disabled={locked}
              onChange={(e) => patch({ problemId: e.target.value })}
            />
          </div>
        </FormField>
        <FormField id="problem-title" label={<Req>{t('adminProblem.field.title')}</Req>}>
          <Input id="problem-title" value={state.title} onChange={(e) => patch({ title: e.target.value })} />
        </FormField>
      </div>
      {state.contest && <ContestFields contest={state.contest} onChange={(contest) => patch({ contest })} />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {LIMITS.map((key) => (
          <FormField
            key={key}
            id={`problem-${key}`}
            label={t(`adminProblem.field.${key}`)}
            error={refusal?.field === key ? refusal.text : undefined}
            hint={
              <>
                {t(`adminProblem.unit.${key}`, { n: PROBLEM_DEFAULTS[key] })}
                {boundOf(key) !== undefined && (
                  <span data-testid={`bound-${key}`}>
                    {' · '}
                    {t(`groupProblem.bound.${key}`, { n: boundOf(key) })}
                  </span>
                )}
              </>
            }
          >
            <Input
              id={`problem-${key}`}
              type="number"
              min={1}
              max={boundOf(key)}
              inputMode="numeric"
              disabled={locked}
              value={Number.isNaN(state[key]) ? '' : state[key]}
              onChange={(e) => patch({ [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />
          </FormField>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField id="problem-difficulty" label={t('adminProblem.field.difficulty')}>
          <ChoiceSelect
            id="problem-difficulty"
            value={state.difficulty}
            options={DIFFICULTIES}
            label={(d) => t(difficultyKey(d))}
            onChange={(difficulty) => patch({ difficulty })}
          />
        </FormField>
        <FormField id="problem-type" label={t('adminProblem.field.type')} hint={t('adminProblem.typeHint')}>
          <ChoiceSelect
            id="problem-type"
            value={state.type}
            options={[0, 1] as const}
            disabled={locked}
            label={(v) => t(`adminProblem.type.${v}`)}
            onChange={(type) => update((s) => withType(s, type))}
          />
        </FormField>
        <FormField id="problem-auth" label={t('adminProblem.field.auth')}>
          <ChoiceSelect
            id="problem-auth"
            value={state.auth}
            options={AUTH_OPTIONS}
            label={(a) => t(`adminProblem.auth.${a}`)}
            onChange={(auth) => patch({ auth })}
          />
        </FormField>
      </div>
    </EditorSection>
  );
}

type ContestLink = NonNullable<SectionProps['state']['contest']>;

/** The problem's display id and title in the contest it is made in (rule 2 of the problem form). */
function ContestFields({ contest, onChange }: { contest: ContestLink; onChange: (c: ContestLink) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-4 rounded-lg border border-dashed p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      data-testid="problem-contest-fields"
    >
      <FormField id="problem-contestDisplayId" label={<Req>{t('adminProblem.field.contestDisplayId')}</Req>}>
        <Input
          id="problem-contestDisplayId"
          value={contest.displayId}
          onChange={(e) => onChange({ ...contest, displayId: e.target.value })}
        />
      </FormField>
      <FormField id="problem-contestDisplayTitle" label={<Req>{t('adminProblem.field.contestDisplayTitle')}</Req>}>
        <Input
          id="problem-contestDisplayTitle"
          value={contest.displayTitle}
          onChange={(e) => onChange({ ...contest, displayTitle: e.target.value })}
        />
      </FormField>
    </div>
  );
}
