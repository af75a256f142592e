import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation, useRoute } from 'wouter';
import { contestStatus, isSealed } from '../../../src/contract/scoreboard/timeliness.ts';
import { ContestEndActions } from '../../components/contest-end-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { showFormIssue } from '../../lib/form-errors.ts';
import { invalidate } from '../../lib/query/client.ts';
import { failureText } from '../../lib/query/use-endpoint.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { ContestAccountSection } from './account-section.tsx';
import { useContestAdminScope } from './api.ts';
import { ContestAwardsSection } from './awards-section.tsx';
import { ContestBasicSection } from './basic-section.tsx';
import { ContestExamSection } from './exam-section.tsx';
import {
  type ContestState,
  fromAdminContest,
  newContestState,
  sealTimeOfState,
  toContestPayload,
} from './form-state.ts';
import { ContestRankSection } from './rank-section.tsx';
import { type ContestRuleBreak, firstContestIssue } from './rules.ts';
import { ContestStarsSection } from './stars-section.tsx';
import { useAdminContest } from './use-contest-admin.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** /admin/contest/create and /admin/contest/{contestId}/edit: every field of a contest (doc 3 §3). */
export function ContestEditPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { calls, base, newType, gid } = useContestAdminScope();
  const [editing, params] = useRoute<{ contestId: string }>(`${base}/:contestId/edit`);
  const cid = editing && params ? Number(params.contestId) : null;
  const read = useAdminContest(cid ?? 0, cid !== null);
  const fresh = useCallback(() => ({ ...newContestState(newType), gid: gid ?? null }), [newType, gid]);
  const [state, setState] = useState<ContestState | null>(cid === null ? fresh() : null);
  const [issue, setIssue] = useState<string | null>(null);
  const invalidates = [calls.get, calls.list];
  const creating = useSave(calls.create, { invalidates });
  const updating = useSave(calls.update, { invalidates });

  // The form starts from the contest as read, and again when it is read anew (after End now or Unseal now).
  useEffect(() => {
    if (cid === null) setState(fresh());
    else setState(read.data ? fromAdminContest(read.data) : null);
  }, [cid, read.data, fresh]);

  const patch = useCallback((change: Partial<ContestState>) => setState((s) => (s ? { ...s, ...change } : s)), []);
  const update = useCallback((change: (s: ContestState) => ContestState) => setState((s) => (s ? change(s) : s)), []);

  if (cid !== null && read.error) return <p className="text-muted-foreground">{failureText(read.error)}</p>;
  if (!state) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  const ruleText = (issue: ContestRuleBreak) => {
    const field = issue.params?.field;
    return t(`adminContest.rule.${issue.key}`, {
      ...issue.params,
      field: field ? t(`adminContest.field.${field}`, { defaultValue: String(field) }) : '',
    });
  };

  const saving = state.id ? updating : creating;
  const save = async () => {
    const broken = firstContestIssue(state);
    if (broken) return showFormIssue(ruleText(broken), broken.section, setIssue, (m) => toast.error(m));
    setIssue(null);
    if (await saving.save(toContestPayload(state))) {
      toast.success(t(state.id ? 'common.updated' : 'adminContest.msg.created'));
      navigate(base);
    }
  };
  const error = issue ?? saving.error;

  const props = { state, patch, update };
  return (
    <div className="grid gap-6" data-testid="contest-editor">
      <h1 className="text-2xl font-semibold tracking-tight">
        {t(state.id ? 'adminContest.route.edit' : 'adminContest.route.create')}
      </h1>
      <ContestBasicSection {...props} />
      <ContestRankSection {...props} />
      <ContestStarsSection {...props} />
      <ContestAwardsSection {...props} />
      <ContestAccountSection {...props} />
      <ContestExamSection {...props} />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
        <Button onClick={save} disabled={saving.busy} data-testid="contest-save">
          {saving.busy ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
        </Button>
        {state.id !== undefined && state.startTime !== null && state.endTime !== null && (
          // Offered by the form's times; after either the form reads the contest again.
          <ContestEndActions
            contest={endable(state, state.startTime, state.endTime)}
            onDone={() => void invalidate(calls.get)}
          />
        )}
        <FailureLine error={error} testId="contest-form-error" className="min-w-0 flex-1" />
      </div>
    </div>
  );
}

/** The form's contest as End now and Unseal now see it at this moment. */
function endable(s: ContestState, startTime: number, endTime: number) {
  const now = Date.now();
  const seal = {
    sealRank: s.sealRank,
    sealRankTime: sealTimeOfState(s),
    endTime,
    autoRealRank: s.autoRealRank,
    unsealedAt: s.unsealedAt,
  };
  return {
    id: s.id!,
    title: s.title,
    running: contestStatus({ startTime, endTime }, now) === 0,
    sealed: now >= startTime && isSealed(seal, now),
  };
}
