import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { adminContestEndpoints } from '../../../src/contract/endpoints/admin-contests.ts';
import { Req } from '../../components/form-section.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useSave } from '../../lib/query/index.ts';
import { FailureLine } from '../../components/failure-line.tsx';

const BASE = '/admin/computational-thinking-contest';

/**
 * The choice problem form inside a computational-thinking contest (spec doc 3 §2
 * `computational-thinking-contest/{cid}/problem/create` and `…/problem/{pid}/edit`): a new problem
 * is added to the contest under the display id given, and saving returns to the contest's problems.
 */
export function useChoiceInContest() {
  const [creating, created] = useRoute<{ contestId: string }>(`${BASE}/:contestId/problem/create`);
  const [editing, edited] = useRoute<{ contestId: string; problemId: string }>(
    `${BASE}/:contestId/problem/:problemId/edit`,
  );
  const cid = creating ? Number(created.contestId) : editing ? Number(edited.contestId) : null;
  const link = useSave(adminContestEndpoints.addProblem, {
    invalidates: [adminContestEndpoints.problems],
  });
  return {
    cid,
    /** The problem edited from the contest's list. */
    pid: editing ? Number(edited.problemId) : null,
    /** Where saving leads: the contest's problems. */
    back: cid === null ? null : `${BASE}/${cid}/problems`,
    /** Adds a problem just made to the contest; undefined when refused (the refusal is `error`). */
    add: (pid: number, displayId: string) => (creating && cid ? link.save({ cid, pid, displayId }) : null),
    creating,
  };
}

/** The display id a problem made inside the contest gets there. */
export function DisplayIdField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 sm:max-w-xs" id="field-displayId">
      <Label htmlFor="ct-display-id">
        <Req>{t('choice.admin.displayId')}</Req>
      </Label>
      <Input
        id="ct-display-id"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="ct-display-id"
        maxLength={20}
      />
      <FailureLine error={error} />
    </div>
  );
}
