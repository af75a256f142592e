import type { GroupForm } from '../../../src/contract/groups.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** The create dialog's fields (spec doc 3 §5). */
export type GroupFormValues = Required<Omit<GroupForm, 'id'>>;

export const EMPTY_GROUP_FORM: GroupFormValues = {
  name: '',
  shortName: '',
  brief: '',
  description: '',
  auth: null,
  code: '',
  visible: true,
};

const DRAFT_KEY = 'groupDraft';

/** Whether anything was typed or chosen (an untouched form is not kept). */
export function isTouched(f: GroupFormValues): boolean {
  return !!(f.name || f.shortName || f.brief || f.description || f.code || f.auth !== null || !f.visible);
}

/** The half-filled create form kept from the last time the dialog was closed; the empty form when none or unreadable. */
export function readGroupDraft(): GroupFormValues {
  try {
    const saved = JSON.parse(readStorage(DRAFT_KEY) ?? 'null') as Partial<GroupFormValues> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_GROUP_FORM;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      name: text(saved.name),
      shortName: text(saved.shortName),
      brief: text(saved.brief),
      description: text(saved.description),
      code: text(saved.code),
      auth: saved.auth === 1 || saved.auth === 2 || saved.auth === 3 ? saved.auth : null,
      visible: saved.visible !== false,
    };
  } catch {
    return EMPTY_GROUP_FORM;
  }
}

/** Keeps the form for the next opening (an untouched form removes the draft). */
export function writeGroupDraft(f: GroupFormValues): void {
  writeStorage(DRAFT_KEY, isTouched(f) ? JSON.stringify(f) : null);
}

export function clearGroupDraft(): void {
  writeStorage(DRAFT_KEY, null);
}
