import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TRAINING_AUTHS } from '../../../src/contract/trainings.ts';
import { ChoiceSelect, EditorSection, Req } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { CategorySelect } from './category-select.tsx';
import type { TrainingSectionProps } from './section.ts';

/** Doc 3: without categories a training cannot be saved; the alert leads to the category page. */
function NoCategoryAlert() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="no-category-alert"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlertIcon className="size-4 shrink-0" />
      <span>{t('adminTraining.noCategory')}</span>
      <Link href="/admin/training/category" className="font-medium underline underline-offset-4">
        {t('adminTraining.nav.category')}
      </Link>
    </div>
  );
}

/** Rank, title, description, category, auth and password: the fields of doc 3 §3. */
export function TrainingBasicSection({ state, patch, categories }: TrainingSectionProps) {
  const { t } = useTranslation();
  return (
    <EditorSection id="basic" title={t('adminTraining.section.basic')}>
      {categories.length === 0 && <NoCategoryAlert />}
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField
          id="training-rank"
          label={<Req>{t('adminTraining.field.rank')}</Req>}
          hint={t('adminTraining.hint.rank')}
        >
          <Input
            id="training-rank"
            inputMode="numeric"
            value={state.rank}
            onChange={(e) => patch({ rank: e.target.value })}
          />
        </FormField>
        <FormField id="training-title" label={<Req>{t('adminTraining.field.title')}</Req>}>
          <Input id="training-title" value={state.title} onChange={(e) => patch({ title: e.target.value })} />
        </FormField>
      </div>
      <MarkdownField
        id="training-description"
        label={<Req>{t('adminTraining.field.description')}</Req>}
        value={state.description}
        onChange={(description) => patch({ description })}
      />
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-3">
        <FormField id="training-category" label={<Req>{t('adminTraining.field.category')}</Req>}>
          <CategorySelect
            id="training-category"
            value={state.categoryId}
            categories={categories}
            onChange={(categoryId) => patch({ categoryId })}
          />
        </FormField>
        {!state.id && (
          <FormField id="training-kind" label={t('choice.admin.trainingKind')}>
            <ChoiceSelect
              id="training-kind"
              value={state.kind ?? 'code'}
              options={['code', 'choice'] as const}
              label={(v) => t(`choice.admin.trainingKindName.${v}`)}
              onChange={(kind) => patch({ kind })}
            />
          </FormField>
        )}
        <FormField
          id="training-auth"
          label={t('adminTraining.field.auth')}
          hint={t(`adminTraining.authHint.${state.auth}`)}
        >
          <ChoiceSelect
            id="training-auth"
            value={state.auth}
            options={TRAINING_AUTHS}
            label={(v) => t(`adminTraining.auth.${v}`)}
            onChange={(auth) => patch({ auth })}
          />
        </FormField>
        {state.auth === 'Private' && (
          <FormField id="training-pwd" label={<Req>{t('adminTraining.field.privatePwd')}</Req>}>
            <Input
              id="training-pwd"
              value={state.privatePwd}
              autoComplete="off"
              onChange={(e) => patch({ privatePwd: e.target.value })}
            />
          </FormField>
        )}
      </div>
    </EditorSection>
  );
}
