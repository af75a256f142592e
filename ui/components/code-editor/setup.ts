import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import {
  crosshairCursor,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { measureOutOfWindow } from './measure-out-of-window.ts';

/** The editor's standard behaviour as it first shows: line numbers, history, folding, brackets, Tab indents. */
export const editorSetup: Extension = [
  lineNumbers(),
  measureOutOfWindow,
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  EditorState.allowMultipleSelections.of(true),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  rectangularSelection(),
  crosshairCursor(),
  highlightActiveLine(),
  keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
];

/**
 * Completion, closing brackets and search, for an editor in use: a first view (the problem page's
 * editor, a submission's code) does without them, so their code arrives with the first focus.
 */
export function editorInteraction(): Promise<Extension> {
  return import('./setup-interaction.ts').then((m) => m.interaction);
}
