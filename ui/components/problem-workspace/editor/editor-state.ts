import {
  DEFAULT_EDITOR_PREFS,
  type EditorTheme,
  FONT_SIZES,
  isEditorTheme,
  TAB_SIZES,
} from '../../code-editor/editor-options.ts';

/** What the editor remembers per problem (spec doc 1 §3 "saved editor state"). */
export interface EditorState {
  code: string;
  language: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}

/** The part of the state that also becomes the default for problems not opened before. */
export type EditorDefaults = Omit<EditorState, 'code'>;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** `scope` keeps a contest's code apart from the bank's (see scopeKey in ../scope.ts). */
export const problemStateKey = (pid: number, scope = '') => `editor:${scope}problem:${pid}`;
export const DEFAULTS_KEY = 'editor:defaults';

/** Languages preferred when neither this problem nor the defaults name an offered one. */
const PREFERRED = ['C++17', 'C++14', 'C++20', 'C++11', 'C', 'Python3', 'Java'];

function read(store: KeyValueStore, key: string): Partial<EditorState> {
  try {
    const v = JSON.parse(store.getItem(key) ?? 'null') as unknown;
    return v && typeof v === 'object' ? (v as Partial<EditorState>) : {};
  } catch {
    return {};
  }
}

function pickLanguage(wanted: (string | undefined)[], offered: string[]): string {
  for (const w of wanted) if (w && offered.includes(w)) return w;
  return PREFERRED.find((l) => offered.includes(l)) ?? offered[0] ?? 'C++17';
}

/**
 * The editor's state for a problem: what was saved for it, else the global defaults; a language
 * the problem no longer offers is replaced, and without saved code the language's template is used.
 */
export function loadEditorState(
  store: KeyValueStore,
  pid: number,
  offered: string[],
  templates: Record<string, string>,
  scope = '',
): EditorState {
  const saved = read(store, problemStateKey(pid, scope));
  const defaults = read(store, DEFAULTS_KEY);
  const language = pickLanguage([saved.language, defaults.language], offered);
  const keepCode = typeof saved.code === 'string' && saved.language === language;
  const num = (v: unknown, allowed: readonly number[], fallback: number) =>
    typeof v === 'number' && allowed.includes(v) ? v : fallback;
  return {
    code: keepCode ? saved.code! : (templates[language] ?? ''),
    language,
    theme: isEditorTheme(saved.theme)
      ? saved.theme
      : isEditorTheme(defaults.theme)
        ? defaults.theme
        : DEFAULT_EDITOR_PREFS.theme,
    fontSize: num(saved.fontSize, FONT_SIZES, num(defaults.fontSize, FONT_SIZES, DEFAULT_EDITOR_PREFS.fontSize)),
    tabSize: num(saved.tabSize, TAB_SIZES, num(defaults.tabSize, TAB_SIZES, DEFAULT_EDITOR_PREFS.tabSize)),
  };
}

/** Saves the problem's state and makes its settings the defaults for other problems. */
export function saveEditorState(store: KeyValueStore, pid: number, state: EditorState, scope = '') {
  try {
    store.setItem(problemStateKey(pid, scope), JSON.stringify(state));
    const { code: _code, ...defaults } = state;
    store.setItem(DEFAULTS_KEY, JSON.stringify(defaults));
  } catch {
    // Storage full or unavailable: the editor keeps working for this visit.
  }
}

/**
 * The code after switching language: an untouched template (or empty editor) becomes the new
 * language's template; code the user wrote is kept.
 */
export function codeForLanguageSwitch(
  code: string,
  from: string,
  to: string,
  templates: Record<string, string>,
): string {
  const untouched = code.trim() === '' || code === (templates[from] ?? '');
  return untouched ? (templates[to] ?? '') : code;
}
