import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation, useRoute } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { adminProblemApi } from './api.ts';
import { type EditorGroup, EditorGroupContext, groupEditorCalls } from './editor-calls.ts';
import { groupEndpoints } from '../../../src/contract/endpoints/groups.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { BasicSection } from './basic-section.tsx';
import { ExtraFilesSection } from './extra-files-section.tsx';
import { toPayload } from './form-state.ts';
import { JudgeSection } from './judge-section.tsx';
import { LanguagesSection } from './languages-section.tsx';
import { OptionsSection } from './options-section.tsx';
import { firstBrokenRule, firstSchemaIssue, type RuleIssue } from './rules.ts';
import { StatementSection } from './statement-section.tsx';
import { TagsSection } from './tags-section.tsx';
import { TemplatesSection } from './templates-section.tsx';
import { TestcaseSection } from './testcase-section.tsx';
import { invalidateProblemReads, useProblemEditor } from './use-problem-editor.ts';
import {
  type EditorBounds,
  EditorBoundsContext,
  formPastBound,
  overBoundText,
  refusedField,
  sectionOf,
} from './editor-bounds.ts';
import { showFormIssue } from '../../lib/form-errors.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/**
 * /admin/problem/create and /admin/problem/edit/{problemId}: every field of a problem. Mounted in
 * group `groupId` (/group/{gid}/problem-create, /group/{gid}/problem-edit/{pid}) it uses the
 * group's calls, shows the group's short name before the display id and returns to the group.
 */
export function ProblemEditPage({ groupId }: { groupId?: number } = {}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [editing, params] = useRoute<{ problemId: string }>('/admin/problem/edit/:problemId');
  const [inAdminContest, adminContestParams] = useRoute<{ contestId: string }>(
    '/admin/contest/:contestId/problem/create',
  );
  const [inGroupContest, groupContestParams] = useRoute<{ groupID: string; contestId: string }>(
    '/group/:groupID/contest/:contestId/problem/create',
  );
  const inContest = inAdminContest || inGroupContest;
  const contestParams = inAdminContest ? adminContestParams : groupContestParams;
  const [editingInContest, contestEditParams] = useRoute<{ contestId: string; problemId: string }>(
    '/admin/contest/:contestId/problem/:problemId/edit',
  );
  const [editingInGroup, groupParams] = useRoute<{ groupID: string; problemId: string }>(
    '/group/:groupID/problem-edit/:problemId',
  );
  const pid =
    editing && params
      ? Number(params.problemId)
      : editingInContest && contestEditParams
        ? Number(contestEditParams.problemId)
        : editingInGroup && groupParams
          ? Number(groupParams.problemId)
          : null;
  const groupRead = useEndpoint(groupEndpoints.detail, { gid: groupId ?? 0 }, { enabled: Boolean(groupId) });
  const group: EditorGroup | null =
    groupId && groupRead.data ? { gid: groupRead.data.id, shortName: groupRead.data.shortName } : null;
  const calls = useMemo(() => (groupId ? groupEditorCalls(groupId) : adminProblemApi), [groupId]);
  const contestId = inContest && contestParams ? Number(contestParams.contestId) : null;
  // Opened from a contest's problem list: saving goes back there.
  const backTo = contestId ?? (editingInContest && contestEditParams ? Number(contestEditParams.contestId) : null);
  const { state, patch, update, hasStoredCases, languages, languagesFailed, allTags, loadFailed, bounds } =
    useProblemEditor(pid, contestId, calls, groupId ?? 'bank');
  const [error, setError] = useState<string | null>(null);
  // A value past what the group's admin may set: its text goes under its field too.
  const [refusal, setRefusal] = useState<EditorBounds['refusal']>(null);
  const [saving, setSaving] = useState(false);

  if (loadFailed) return <p className="text-muted-foreground">{t('adminProblem.loadFailed')}</p>;
  if (!state) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  const ruleText = (issue: RuleIssue) => {
    const field = issue.params?.field;
    const params = field
      ? { ...issue.params, field: t(`adminProblem.field.${field}`, { defaultValue: String(field) }) }
      : issue.params;
    return t(`adminProblem.rule.${issue.key}`, params ?? {});
  };

  const save = async () => {
    const issue = firstBrokenRule(state, hasStoredCases) ?? firstSchemaIssue(state, bounds ?? undefined);
    setRefusal(null);
    if (issue) return showFormIssue(ruleText(issue), issue.section, setError, (m) => toast.error(m));
    const over = formPastBound(state, bounds);
    if (over) {
      setRefusal({ field: over.field, text: overBoundText(t, over) });
      return showFormIssue(overBoundText(t, over), sectionOf(over.field), setError, (m) => toast.error(m));
    }
    setError(null);
    setSaving(true);
    try {
      const payload = toPayload(state);
      if (state.id) await calls.update(payload);
      else if (state.contest) await calls.createInContest(payload);
      else await calls.create(payload);
      toast.success(t(state.id ? 'common.updated' : 'adminProblem.msg.created'));
      void invalidateProblemReads();
      navigate(
        groupId
          ? backTo !== null
            ? `/group/${groupId}/contest/${backTo}/problems`
            : `/group/${groupId}/problem?admin=true`
          : backTo !== null
            ? `/admin/contest/${backTo}/problems`
            : '/admin/problems',
      );
    } catch (e) {
      // Business failures are shown here (and as a toast); sign-in and permission failures were handled by the client.
      if (isApiError(e) && e.httpStatus === 200) {
        const field = refusedField(e);
        if (field) {
          setRefusal({ field, text: e.message });
          document
            .getElementById(`section-${sectionOf(field)}`)
            ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }
        setError(e.message);
        toast.error(e.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const props = { state, patch, update };
  return (
    <EditorGroupContext.Provider value={group}>
      <EditorBoundsContext.Provider value={{ bounds, refusal }}>
        <div className="grid gap-6" data-testid="problem-editor">
          <h1 className="text-2xl font-semibold tracking-tight">
            {t(state.id ? 'adminProblem.route.edit' : 'adminProblem.route.create')}
          </h1>
          <BasicSection {...props} />
          <StatementSection {...props} />
          <JudgeSection {...props} languages={languages} />
          <TestcaseSection {...props} />
          <OptionsSection {...props} />
          <LanguagesSection {...props} languages={languages} loadFailed={languagesFailed} />
          <TemplatesSection {...props} languages={languages} />
          <TagsSection {...props} allTags={allTags} />
          <ExtraFilesSection {...props} />
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
            <Button onClick={save} disabled={saving} data-testid="problem-save">
              {saving ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />} {t('common.save')}
            </Button>
            <FailureLine error={error} testId="problem-form-error" className="min-w-0 flex-1" />
          </div>
        </div>
      </EditorBoundsContext.Provider>
    </EditorGroupContext.Provider>
  );
}
