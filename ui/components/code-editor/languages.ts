import { cpp } from '@codemirror/lang-cpp';
import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { python } from '@codemirror/lang-python';
import { rust } from '@codemirror/lang-rust';
import { StreamLanguage } from '@codemirror/language';
import { csharp, kotlin } from '@codemirror/legacy-modes/mode/clike';
import { pascal } from '@codemirror/legacy-modes/mode/pascal';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
import type { Extension } from '@codemirror/state';
import { type EditorMode, editorModeOf } from './editor-options.ts';

const MODES: Record<EditorMode, () => Extension> = {
  cpp: () => cpp(),
  java: () => java(),
  python: () => python(),
  go: () => go(),
  javascript: () => javascript(),
  rust: () => rust(),
  php: () => php({ plain: true }),
  pascal: () => StreamLanguage.define(pascal),
  csharp: () => StreamLanguage.define(csharp),
  kotlin: () => StreamLanguage.define(kotlin),
  ruby: () => StreamLanguage.define(ruby),
  plain: () => [],
};

/** Syntax support for a judge language id ("C++17", "Python3", …); plain text when unknown. */
export function languageExtension(language: string): Extension {
  return MODES[editorModeOf(language)]();
}
