import { useCallback, useMemo, useState } from 'react';
import { adminProblemEndpoints } from '../../../src/contract/endpoints/admin-problems.ts';
import { invalidate, invalidateCallReads, useCallRead } from '../../lib/query/index.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { adminProblemApi } from './api.ts';
import type { EditorCalls } from './editor-calls.ts';
import { type EditorState, fromDetail, newContestProblemState, newProblemState, withType } from './form-state.ts';

const ROOT = 'problem-editor';

/**
 * What the editor needs: the problem (when editing), the judge's languages and the tags, read through
 * `calls` (the back office's, or group `scope`'s with what its admin may set). A new problem made
 * inside contest `contestId` starts with contest visibility and the contest's rule type, and allows
 * every language the judge can run.
 */
export function useProblemEditor(
  pid: number | null,
  contestId: number | null = null,
  calls: EditorCalls = adminProblemApi,
  scope: number | 'bank' = 'bank',
) {
  const languages = useCallRead([ROOT, scope, 'languages'], calls.languages);
  const tags = useCallRead([ROOT, scope, 'tags'], calls.tags);
  const bounds = useCallRead(
    [ROOT, scope, 'bounds'],
    () => calls.bounds?.() ?? Promise.resolve(null),
    Boolean(calls.bounds),
  );
  const detail = useCallRead([ROOT, scope, 'problem', pid], () => calls.get(pid ?? 0), pid !== null);
  const contestType = useCallRead(
    [ROOT, scope, 'contestType', contestId],
    () => calls.contestType(contestId ?? 0),
    pid === null && contestId !== null,
  );

  const available = useMemo(() => (languages.data ?? []).filter((l) => l.available).map((l) => l.id), [languages.data]);
  const stored = useMemo(() => {
    if (pid !== null) return detail.data ? fromDetail(detail.data) : null;
    const { defaultTimeLimit: timeLimit, defaultMemoryLimit: memoryLimit } = getSiteConfig();
    const fresh =
      contestId === null
        ? newProblemState({ timeLimit, memoryLimit })
        : newContestProblemState(contestId, { timeLimit, memoryLimit });
    // A new problem allows every language the judge can run, once they are known.
    const typed = contestType.data === undefined ? fresh : withType(fresh, contestType.data);
    return { ...typed, languages: available };
  }, [pid, contestId, detail.data, contestType.data, available]);

  // The form follows what was read until it is edited.
  const formKey = `${pid}:${contestId}`;
  const [edited, setEdited] = useState<{ key: string; state: EditorState } | null>(null);
  const state = edited?.key === formKey ? edited.state : stored;

  const update = useCallback(
    (change: (s: EditorState) => EditorState) => {
      setEdited((prev) => {
        const from = prev?.key === formKey ? prev.state : state;
        return from ? { key: formKey, state: change(from) } : prev;
      });
    },
    [formKey, state],
  );
  const patch = useCallback((change: Partial<EditorState>) => update((s) => ({ ...s, ...change })), [update]);
  return {
    state,
    patch,
    update,
    hasStoredCases: Boolean(detail.data?.problem.isUploadCase && detail.data.samples.length > 0),
    languages: languages.data ?? [],
    languagesFailed: Boolean(languages.error),
    allTags: tags.data ?? [],
    loadFailed: Boolean(detail.error),
    bounds: bounds.data ?? null,
  };
}

/** After a save: the editor's reads and the back office's problem list are read again where open. */
export const invalidateProblemReads = () =>
  Promise.all([invalidateCallReads(ROOT), invalidate(adminProblemEndpoints.list)]);
