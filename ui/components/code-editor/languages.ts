import { StreamLanguage } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { type EditorMode, editorModeOf } from './editor-options.ts';

/** Each syntax mode is its own chunk, fetched the first time an editor shows that language. */
const MODES: Record<EditorMode, () => Promise<Extension>> = {
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  rust: () => import('@codemirror/lang-rust').then((m) => m.rust()),
  php: () => import('@codemirror/lang-php').then((m) => m.php({ plain: true })),
  pascal: () => import('@codemirror/legacy-modes/mode/pascal').then((m) => StreamLanguage.define(m.pascal)),
  csharp: () => import('@codemirror/legacy-modes/mode/clike').then((m) => StreamLanguage.define(m.csharp)),
  kotlin: () => import('@codemirror/legacy-modes/mode/clike').then((m) => StreamLanguage.define(m.kotlin)),
  ruby: () => import('@codemirror/legacy-modes/mode/ruby').then((m) => StreamLanguage.define(m.ruby)),
  plain: async () => [],
};

/** Syntax support for a judge language id ("C++17", "Python3", …); plain text when unknown. */
export function languageExtension(language: string): Promise<Extension> {
  return MODES[editorModeOf(language)]();
}
