/** Editor settings offered to users (spec doc 1 §9); pure data shared by the editor and its toolbar. */
import { EDITOR_THEMES, type EditorTheme } from './theme-names.ts';

export { EDITOR_THEMES, type EditorTheme };
export const FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const TAB_SIZES = [2, 4, 8] as const;
export const DEFAULT_EDITOR_HEIGHT = 550;

export interface EditorPrefs {
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}

export const DEFAULT_EDITOR_PREFS: EditorPrefs = { theme: 'idea', fontSize: 14, tabSize: 4 };

export function isEditorTheme(v: unknown): v is EditorTheme {
  return typeof v === 'string' && (EDITOR_THEMES as readonly string[]).includes(v);
}

/** The editor's syntax mode for a judge language id (C++17, Python3, Java, …). */
export type EditorMode =
  | 'cpp'
  | 'java'
  | 'python'
  | 'go'
  | 'javascript'
  | 'rust'
  | 'php'
  | 'pascal'
  | 'csharp'
  | 'kotlin'
  | 'ruby'
  | 'plain';

export function editorModeOf(language: string): EditorMode {
  const id = language.trim().toLowerCase();
  if (id === 'c' || id.startsWith('c++') || id.startsWith('gnu c') || id.startsWith('c (')) return 'cpp';
  if (id.startsWith('c#')) return 'csharp';
  if (id.startsWith('java') && !id.startsWith('javascript')) return 'java';
  if (id.startsWith('python') || id.startsWith('pypy')) return 'python';
  if (id.startsWith('go')) return 'go';
  if (id.startsWith('javascript') || id.startsWith('node')) return 'javascript';
  if (id.startsWith('rust')) return 'rust';
  if (id.startsWith('php')) return 'php';
  if (id.startsWith('pascal') || id.startsWith('fpc')) return 'pascal';
  if (id.startsWith('kotlin')) return 'kotlin';
  if (id.startsWith('ruby')) return 'ruby';
  return 'plain';
}
