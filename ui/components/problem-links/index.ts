/** The admin pages of the problems in a contest or a training: one frame, rows edited in place, the pickers that add. */
export { DraftInput, SaveAction } from './link-cells.tsx';
export { linkColumns } from './link-columns.tsx';
export { PickerButton } from './picker-button.tsx';
export { ProblemLinksPage } from './problem-links-page.tsx';
export { type LinkEdits, type LinkEditsOptions, useLinkEdits } from './use-link-edits.ts';
