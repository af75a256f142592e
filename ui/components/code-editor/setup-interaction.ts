// What the editor adds once it is used (setup.ts loads it on the first focus): completion, closing
// brackets, search and the highlighting of the selection's other matches, with their keys.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import type { Extension } from '@codemirror/state';
import { keymap } from '@codemirror/view';

export const interaction: Extension = [
  closeBrackets(),
  autocompletion(),
  highlightSelectionMatches(),
  keymap.of([...closeBracketsKeymap, ...searchKeymap, ...completionKeymap]),
];
