import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { InputOf } from '../../../src/contract/endpoints/define.ts';
import { failureText, useEndpoint, useSave } from '../../lib/query/index.ts';
import { type PickQuery, type PickRow, type PickSource, withAdded } from './types.ts';

/** The picker's state: its page of the bank, the problems added while it is open, and adding one. */
export function usePick(source: PickSource, open: boolean, pageSize: number, onAdded?: () => void) {
  const { t } = useTranslation();
  const [query, setQueryState] = useState<PickQuery>({ keyword: '', currentPage: 1, limit: pageSize });
  // The rows added from this page of the list stay on it, marked, after the list no longer offers them;
  // another search or page shows the list as it is.
  const [added, setAdded] = useState<readonly PickRow[]>([]);
  const setQuery = (change: (q: PickQuery) => PickQuery) => {
    setAdded([]);
    setQueryState(change);
  };
  const read = useEndpoint(source.list, { ...source.fixed, ...query } as InputOf<typeof source.list>, {
    enabled: open,
    quiet: true,
  });
  const saving = useSave(source.add, { invalidates: source.invalidates });
  /** Adds a problem of the list (`row`) or one typed by its ID number (or its problem id, `label`). */
  const add = async (pid: number, label: string, displayId = '', row?: PickRow) => {
    const done = await saving.save(source.addInput(pid, displayId, row?.problemId ?? label));
    if (!done) return false;
    if (row) setAdded((rows) => [row, ...rows]);
    onAdded?.();
    toast.success(t('problemPicker.addedToast', { id: label }));
    return true;
  };
  const listed = read.data ? source.rows(read.data) : null;
  // Added while open, or already in it when the list offers every problem.
  const addedIds = new Set([...added, ...(listed?.records.filter((r) => r.added) ?? [])].map((r) => r.pid));
  const page = listed && withAdded(listed, added);
  return {
    query,
    setQuery,
    page,
    readError: failureText(read.error),
    addedIds,
    add,
    busy: saving.busy,
    error: saving.error,
  };
}
