import { useState } from 'react';
import { toast } from 'sonner';
import { useTask } from '../../lib/query/use-task.ts';

type Key = string | number;

export interface LinkEditsOptions<R, D> {
  keyOf: (row: R) => Key;
  /** The row's fields as the server has them: the draft starts from them. */
  initial: (row: R) => D;
  /** Why the draft cannot be saved, in the user's words (a toast), or null when it can. */
  refusal: (draft: D) => string | null;
  /** Saves the draft and reads the list again; a failure rejects (its text is the row's `errorOf`). */
  save: (row: R, draft: D) => Promise<unknown>;
  /** Said when a row is saved. */
  savedText: string;
}

/**
 * The fields of a list's rows edited in place (a problem's display id, title, colour or rank in a
 * contest or a training): each row's draft until it is saved with the row's button or Enter. A
 * refusal keeps the draft for another try and is told on the row that was saved.
 */
export function useLinkEdits<R, D extends object>({
  keyOf,
  initial,
  refusal,
  save,
  savedText,
}: LinkEditsOptions<R, D>) {
  const [drafts, setDrafts] = useState<ReadonlyMap<Key, D>>(new Map());
  const [last, setLast] = useState<Key | null>(null);
  const saving = useTask(({ row, draft }: { row: R; draft: D }) => save(row, draft));
  const draftOf = (row: R): D => drafts.get(keyOf(row)) ?? initial(row);
  const edit = (row: R, patch: Partial<D>) =>
    setDrafts((all) => new Map(all).set(keyOf(row), { ...draftOf(row), ...patch }));
  const dirty = (row: R) => {
    const draft = drafts.get(keyOf(row));
    const now = initial(row) as Record<string, unknown>;
    return draft !== undefined && Object.entries(draft).some(([k, v]) => v !== now[k]);
  };
  const saveRow = async (row: R) => {
    const draft = draftOf(row);
    const refused = refusal(draft);
    if (refused) return void toast.error(refused);
    setLast(keyOf(row));
    if (!(await saving.run({ row, draft }))) return;
    toast.success(savedText);
    // The list has been read again: the row shows what was saved.
    setDrafts((all) => {
      const rest = new Map(all);
      rest.delete(keyOf(row));
      return rest;
    });
  };
  return {
    draftOf,
    edit,
    dirty,
    saveRow,
    busy: saving.busy,
    /** Why the row's last save failed. */
    errorOf: (row: R) => (last === keyOf(row) ? saving.error : ''),
  };
}

export type LinkEdits<R, D> = ReturnType<typeof useLinkEdits<R, D & object>>;
