import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { firstBrokenGroupRule } from '../../../src/contract/group-form-rules.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { isApiError } from '../../lib/api-error.ts';
import { groupApi } from './api.ts';
import type { GroupFormValues } from './group-draft.ts';
import type { FieldError } from './group-form-fields.tsx';
import { groupRuleText } from './group-rule-text.ts';

/** Sends the group form after its rules pass in order (the first broken one is shown at its field); `id` edits that group. */
export function useGroupSave(id?: number) {
  const { t } = useTranslation();
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (value: GroupFormValues): Promise<GroupDetail | null> => {
    const form = { ...value, id, code: value.auth === 1 ? '' : value.code };
    const issue = firstBrokenGroupRule(form);
    if (issue) {
      setError({ field: issue.field, text: groupRuleText(t, issue) });
      return null;
    }
    setError(null);
    setBusy(true);
    try {
      const saved = await (id ? groupApi.update(form) : groupApi.create(form));
      toast.success(t(id ? 'common.updated' : 'group.form.created'));
      return saved;
    } catch (e) {
      setError({ field: 'form', text: isApiError(e) ? e.message : t('http.serverError') });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { save, error, busy };
}
