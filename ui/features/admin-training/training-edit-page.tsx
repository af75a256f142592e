import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation, useRoute } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { showFormIssue, showSaveFailure } from '../../lib/form-errors.ts';
import { useTrainingAdminScope } from './api.ts';
import { TrainingBasicSection } from './basic-section.tsx';
import { fromAdminTraining, newTrainingState, type TrainingState, toTrainingPayload } from './form-state.ts';
import { type TrainingRuleBreak, firstTrainingIssue } from './rules.ts';
import { TrainingScheduleSection } from './schedule-section.tsx';
import { invalidateTrainingReads, useTrainingRead } from './use-training-read.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** /admin/training/create and /admin/training/{trainingId}/edit: every field of a training (doc 3 §3, §5). */
export function TrainingEditPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { api: adminTrainingApi, base } = useTrainingAdminScope();
  const [editing, params] = useRoute<{ trainingId: string }>(`${base}/:trainingId/edit`);
  const tid = editing && params ? Number(params.trainingId) : null;
  const categories = useTrainingRead('categories', null, () => adminTrainingApi.categories());
  const stored = useTrainingRead('get', tid, () => adminTrainingApi.get(tid ?? 0), tid !== null);
  // The form starts from the stored training once it is read, and from a new one when creating.
  const [edited, setState] = useState<{ tid: number | null; state: TrainingState } | null>(null);
  const state =
    edited?.tid === tid
      ? edited.state
      : tid === null
        ? newTrainingState()
        : stored.data
          ? fromAdminTraining(stored.data)
          : null;
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const patch = useCallback(
    (change: Partial<TrainingState>) => {
      setState((prev) => {
        const from = prev?.tid === tid ? prev.state : state;
        return from ? { tid, state: { ...from, ...change } } : prev;
      });
    },
    [state, tid],
  );

  if (categories.error || stored.error) return <p className="text-muted-foreground">{t('adminTraining.loadFailed')}</p>;
  if (!state || !categories.data) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  const ruleText = (issue: TrainingRuleBreak) =>
    t(`adminTraining.rule.${issue.key}`, {
      field: issue.field ? t(`adminTraining.field.${issue.field}`, { defaultValue: issue.field }) : '',
    });

  const save = async () => {
    const issue = firstTrainingIssue(state);
    if (issue) return showFormIssue(ruleText(issue), issue.section, setError, (m) => toast.error(m));
    setError(null);
    setSaving(true);
    try {
      const payload = toTrainingPayload(state);
      if (state.id) await adminTrainingApi.update(payload);
      else await adminTrainingApi.create(payload);
      toast.success(t(state.id ? 'common.updated' : 'adminTraining.msg.created'));
      void invalidateTrainingReads();
      navigate(base);
    } catch (e) {
      showSaveFailure(e, setError, (m) => toast.error(m));
    } finally {
      setSaving(false);
    }
  };

  const props = { state, patch, categories: categories.data };
  return (
    <div className="grid gap-6" data-testid="training-editor">
      <h1 className="text-2xl font-semibold tracking-tight">
        {t(state.id ? 'adminTraining.route.edit' : 'adminTraining.route.create')}
      </h1>
      <TrainingBasicSection {...props} />
      <TrainingScheduleSection {...props} />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
        <Button onClick={save} disabled={saving} data-testid="training-save">
          {saving ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
        </Button>
        <FailureLine error={error} testId="training-form-error" className="min-w-0 flex-1" />
      </div>
    </div>
  );
}
