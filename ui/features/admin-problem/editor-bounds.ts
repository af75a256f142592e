import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import {
  type BoundField,
  limitOverBound,
  type OverBound,
  type ProblemBounds,
} from '../../../src/contract/problem-bounds.ts';
import { isApiError } from '../../lib/api-error.ts';
import type { EditorState } from './form-state.ts';

/**
 * What the editor may set where it is mounted: in a group, the bounds the server gives its admin
 * (the site's member settings, or the hard maxima of a problem admin), and the last refusal of a
 * value past one, shown under its field. The back office's editor has none.
 */
export interface EditorBounds {
  bounds: ProblemBounds | null;
  refusal: { field: BoundField; text: string } | null;
}

export const EditorBoundsContext = createContext<EditorBounds>({ bounds: null, refusal: null });

export function useEditorBounds(): EditorBounds {
  return useContext(EditorBoundsContext);
}

const FIELDS: readonly BoundField[] = ['timeLimit', 'memoryLimit', 'stackLimit', 'caseCount', 'testData'];

/** The field a server refusal names (a value past its bound), if it names one. */
export function refusedField(e: unknown): BoundField | null {
  if (!isApiError(e) || !e.data || typeof e.data !== 'object') return null;
  const field = (e.data as { field?: unknown }).field;
  return FIELDS.includes(field as BoundField) ? (field as BoundField) : null;
}

/** The editor's section that holds a bounded field. */
export function sectionOf(field: BoundField): 'basic' | 'cases' {
  return field === 'caseCount' || field === 'testData' ? 'cases' : 'basic';
}

/** The words the server uses for a value past its bound, in the interface language. */
export function overBoundText(t: TFunction, over: OverBound): string {
  return t(`groupProblem.bound.over.${over.field}`, { value: over.value, bound: over.bound });
}

/** The first limit or case count of the form past its bound (checked before saving, as the server checks it). */
export function formPastBound(state: EditorState, bounds: ProblemBounds | null): OverBound | null {
  if (!bounds) return null;
  const value = (n: number) => (Number.isNaN(n) ? undefined : n);
  const limit = limitOverBound(
    { timeLimit: value(state.timeLimit), memoryLimit: value(state.memoryLimit), stackLimit: value(state.stackLimit) },
    bounds,
  );
  if (limit) return limit;
  const cases = state.isUploadTestCase ? state.uploadedCases.length : state.manualCases.length;
  return cases > bounds.caseCountMax ? { field: 'caseCount', value: cases, bound: bounds.caseCountMax } : null;
}
