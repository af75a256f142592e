/** One picker of bank problems for every "add from public" (contests and trainings, the back office's and a group's). */
export { nextDisplayId } from './next-display-id.ts';
export { ProblemPicker, type ProblemPickerProps } from './problem-picker.tsx';
export { markedRows, type PickRow, pickSource, type PickSource, withAdded } from './types.ts';
