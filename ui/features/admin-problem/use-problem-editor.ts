import { useCallback, useEffect, useState } from 'react';
import type { Tag } from '../../../src/contract/problems.ts';
import type { ProblemBounds } from '../../../src/contract/problem-bounds.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { adminProblemApi } from './api.ts';
import type { EditorCalls } from './editor-calls.ts';
import { type EditorState, fromDetail, newContestProblemState, newProblemState, withType } from './form-state.ts';
import type { LanguageOption } from './languages.ts';

/**
 * Loads what the editor needs: the problem (when editing), the judge's languages and the tags. A
 * new problem made inside contest `contestId` starts with contest visibility and the contest's rule type.
 * `calls` are the back office's, or a group's for a group's problem (with what its admin may set).
 */
export function useProblemEditor(pid: number | null, contestId: number | null = null, calls: EditorCalls = adminProblemApi) {
  const fresh = () => {
    const { defaultTimeLimit: timeLimit, defaultMemoryLimit: memoryLimit } = getSiteConfig();
    return contestId === null ? newProblemState({ timeLimit, memoryLimit }) : newContestProblemState(contestId, { timeLimit, memoryLimit });
  };
  const [state, setState] = useState<EditorState | null>(pid === null ? fresh() : null);
  const [hasStoredCases, setHasStoredCases] = useState(false);
  const [languages, setLanguages] = useState<LanguageOption[]>([]);
  const [languagesFailed, setLanguagesFailed] = useState(false);
  const [allTags, setAllTags] = useState<Tag[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [bounds, setBounds] = useState<ProblemBounds | null>(null);

  useEffect(() => {
    calls.languages().then(setLanguages, () => setLanguagesFailed(true));
    calls.tags().then(setAllTags, () => undefined);
    setBounds(null);
    calls.bounds?.().then(setBounds, () => undefined);
  }, [calls]);

  useEffect(() => {
    if (pid === null) {
      setState(fresh());
      setHasStoredCases(false);
      if (contestId !== null) calls.contestType(contestId).then((type) => setState((s) => (s ? withType(s, type) : s)), () => undefined);
      return;
    }
    setState(null);
    calls.get(pid).then(
      (detail) => {
        setState(fromDetail(detail));
        setHasStoredCases(detail.problem.isUploadCase && detail.samples.length > 0);
      },
      () => setLoadFailed(true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fresh` follows contestId
  }, [pid, contestId, calls]);

  // A new problem allows every language the judge can run, and its templates start from the judge's.
  useEffect(() => {
    if (pid !== null || languages.length === 0) return;
    setState((s) => (s && s.languages.length === 0 ? { ...s, languages: languages.filter((l) => l.available).map((l) => l.id) } : s));
  }, [pid, languages]);

  const patch = useCallback((change: Partial<EditorState>) => setState((s) => (s ? { ...s, ...change } : s)), []);
  const update = useCallback((change: (s: EditorState) => EditorState) => setState((s) => (s ? change(s) : s)), []);
  return { state, patch, update, hasStoredCases, languages, languagesFailed, allTags, loadFailed, bounds };
}
