import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { firstBrokenGroupRule } from '../../../src/contract/group-form-rules.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { useSave } from '../../lib/query/index.ts';
import type { GroupFormValues } from './group-draft.ts';
import type { FieldError } from './group-form-fields.tsx';
import { groupRuleText } from './group-rule-text.ts';
import { STANDING } from './use-group.ts';

/** Sends the group form after its rules pass in order (the first broken one is shown at its field); `id` edits that group. */
export function useGroupSave(id?: number) {
  const { t } = useTranslation();
  const [issue, setIssue] = useState<FieldError | null>(null);
  const saving = useSave(id ? E.update : E.create, { invalidates: STANDING });
  const save = async (value: GroupFormValues): Promise<GroupDetail | null> => {
    const form = { ...value, id, code: value.auth === 1 ? '' : value.code };
    const broken = firstBrokenGroupRule(form);
    setIssue(broken ? { field: broken.field, text: groupRuleText(t, broken) } : null);
    if (broken) return null;
    const saved = await saving.save(form);
    if (saved) toast.success(t(id ? 'common.updated' : 'group.form.created'));
    return saved?.answer ?? null;
  };
  const error: FieldError | null = issue ?? (saving.error ? { field: 'form', text: saving.error } : null);
  return { save, error, busy: saving.busy };
}
