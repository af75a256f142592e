import { useCallback, useEffect, useRef, useState } from 'react';
import { codeForLanguageSwitch, type EditorState, loadEditorState, saveEditorState } from './editor-state.ts';

const SAVE_DELAY_MS = 400;

function storage() {
  try {
    return window.localStorage;
  } catch {
    const mem = new Map<string, string>();
    return { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v) };
  }
}

/** The editor's state for one problem in one scope (`scope` from scopeKey), kept in localStorage. */
export function useEditorState(pid: number, languages: string[], templates: Record<string, string>, scope: string) {
  const [state, setState] = useState<EditorState>(() => loadEditorState(storage(), pid, languages, templates, scope));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(state);
  latest.current = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the kept code is read again when another problem is opened, not when its lists are sent again
  useEffect(() => {
    setState(loadEditorState(storage(), pid, languages, templates, scope));
  }, [pid, scope]);

  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveEditorState(storage(), pid, state, scope), SAVE_DELAY_MS);
  }, [pid, state, scope]);
  // Whatever is pending is written when the page is left.
  useEffect(() => () => saveEditorState(storage(), pid, latest.current, scope), [pid, scope]);

  const update = useCallback((change: Partial<EditorState>) => setState((s) => ({ ...s, ...change })), []);
  const setLanguage = useCallback(
    (language: string) =>
      setState((s) => ({ ...s, language, code: codeForLanguageSwitch(s.code, s.language, language, templates) })),
    [templates],
  );
  const resetToTemplate = useCallback(
    () => setState((s) => ({ ...s, code: templates[s.language] ?? '' })),
    [templates],
  );
  return { state, update, setLanguage, resetToTemplate };
}
