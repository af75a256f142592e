import { useTranslation } from 'react-i18next';
import type { GroupField } from '../../../src/contract/group-form-rules.ts';
import { ChoiceSelect, Req, SwitchRow } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { GroupFormValues } from './group-draft.ts';
import { FailureLine } from '../../components/failure-line.tsx';

export interface FieldError {
  field: GroupField | 'form';
  text: string;
}

/** The group form (spec doc 3 §5): name, short name, brief, type, join code (not for public groups), description, visible. */
export function GroupFormFields({
  value,
  onChange,
  error,
  idPrefix,
}: {
  value: GroupFormValues;
  onChange: (v: GroupFormValues) => void;
  error: FieldError | null;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof GroupFormValues>(k: K, v: GroupFormValues[K]) => onChange({ ...value, [k]: v });
  const err = (f: GroupField) => (error?.field === f ? error.text : undefined);
  const id = (f: string) => `${idPrefix}-${f}`;
  const text = (f: 'name' | 'shortName' | 'brief', max: number) => (
    <FormField
      id={id(f)}
      label={<Req>{t(`group.form.${f}`)}</Req>}
      error={err(f)}
      hint={f === 'shortName' ? t('group.form.shortNameHint') : undefined}
    >
      <Input
        id={id(f)}
        value={value[f]}
        maxLength={max + 20}
        onChange={(e) => set(f, e.target.value)}
        aria-invalid={!!err(f)}
        data-testid={id(f)}
      />
    </FormField>
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {text('name', 25)}
        {text('shortName', 10)}
      </div>
      {text('brief', 50)}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={id('auth')} label={<Req>{t('group.form.auth')}</Req>} error={err('auth')}>
          <ChoiceSelect
            id={id('auth')}
            value={value.auth ?? 0}
            options={value.auth ? [1, 2, 3] : [0, 1, 2, 3]}
            label={(a) => (a ? t(`group.auth.${a}`) : t('group.form.chooseAuth'))}
            onChange={(a) => set('auth', a || null)}
          />
        </FormField>
        {value.auth !== null && value.auth !== 1 && (
          <FormField
            id={id('code')}
            label={<Req>{t('group.form.code')}</Req>}
            error={err('code')}
            hint={t('group.form.codeHint')}
          >
            <Input
              id={id('code')}
              value={value.code}
              maxLength={6}
              onChange={(e) => set('code', e.target.value)}
              aria-invalid={!!err('code')}
              data-testid={id('code')}
            />
          </FormField>
        )}
      </div>
      <MarkdownField
        id={id('description')}
        label={<Req>{t('group.form.description')}</Req>}
        value={value.description}
        onChange={(v) => set('description', v)}
        rows={8}
      />
      <FailureLine error={err('description')} />
      <SwitchRow
        id={id('visible')}
        label={t('group.form.visible')}
        hint={t('group.form.visibleHint')}
        checked={value.visible}
        onChange={(v) => set('visible', v)}
      />
      <FailureLine error={error?.field === 'form' && error.text} testId={id('error')} />
    </div>
  );
}
