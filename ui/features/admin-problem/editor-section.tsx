import type { EditorState } from './form-state.ts';

export { ChoiceSelect, EditorSection } from '../../components/form-section.tsx';

/** What every part of the problem editor receives. */
export interface SectionProps {
  state: EditorState;
  patch: (change: Partial<EditorState>) => void;
  /** A change computed from the latest state. */
  update: (change: (s: EditorState) => EditorState) => void;
}
